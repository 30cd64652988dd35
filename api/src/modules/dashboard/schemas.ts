import {
  DashboardServiceDetail,
  DashboardServiceIdParams,
  DashboardServiceRow,
  DashboardServicesQuery,
  DashboardServiceUpdateBody,
  Envelope,
  Page,
  ServicesBulkUpdateBody,
  ServicesBulkUpdateResult,
  ServiceStatusBody,
  ServiceViews,
  ServiceViewsQuery,
  DashboardRevenue,
  DashboardSales,
  DashboardSalesQuery,
  EmptyWriteBody,
  ServicePhotosAddBody,
  ServicePhotosArrangeBody,
} from '@mp/shared/contracts';
import { Type } from '@sinclair/typebox';
import { errors } from '../../lib/schemas';
import { csvExportSchema } from '../../lib/csv';

const tags = ['dashboard'];
export const servicesListSchema = {
  tags,
  summary: 'The company’s services by list (active, inactive, draft, promoted), searchable, sorted and paged',
  querystring: DashboardServicesQuery,
  response: { 200: Envelope(Page(DashboardServiceRow)), ...errors(401, 403, 422) },
};
export const serviceStatusSchema = {
  tags,
  summary: 'Activate, deactivate or send back to draft one of the company’s services (the storefront follows at once)',
  params: DashboardServiceIdParams,
  body: ServiceStatusBody,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 422) },
};
export const serviceDestroySchema = {
  tags,
  summary: 'Delete a draft of the company (a service that was ever on sale is paused instead, so its bookings keep it)',
  params: DashboardServiceIdParams,
  body: EmptyWriteBody,
  response: { 200: Envelope(Type.Null()), ...errors(401, 403, 404, 422) },
};
export const servicePhotosAddSchema = {
  tags,
  summary:
    'Add photos to one of the company’s services (multipart `pictures[]`, checked as on the service form, at most 10 in all); the storefront follows at once',
  consumes: ['multipart/form-data'],
  params: DashboardServiceIdParams,
  body: ServicePhotosAddBody,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 413, 415, 422) },
};
export const servicePhotosArrangeSchema = {
  tags,
  summary:
    'Keep, order and describe (alt text in en and pt) the photos of one of the company’s services; the ones left out are deleted (a published service keeps one)',
  params: DashboardServiceIdParams,
  body: ServicePhotosArrangeBody,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 422) },
};
export const serviceDuplicateSchema = {
  tags,
  summary:
    'Copy one of the company’s services into a new draft (texts, prices, tiers, photos, availability), to change and publish',
  params: DashboardServiceIdParams,
  body: EmptyWriteBody,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 422) },
};
export const servicesBulkSchema = {
  tags,
  summary:
    'Activate, deactivate or re-price many of the company’s services at once (all or nothing); a price change can be previewed first',
  body: ServicesBulkUpdateBody,
  response: { 200: Envelope(ServicesBulkUpdateResult), ...errors(401, 403, 404, 422) },
};
export const serviceDetailSchema = {
  tags,
  summary: 'One of the company’s services with every editable field in both languages',
  params: DashboardServiceIdParams,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 422) },
};
export const serviceUpdateSchema = {
  tags,
  summary: 'Edit one of the company’s services (fields sent change, the others stay)',
  params: DashboardServiceIdParams,
  body: DashboardServiceUpdateBody,
  response: { 200: Envelope(DashboardServiceDetail), ...errors(401, 403, 404, 422) },
};
export const serviceViewsSchema = {
  tags,
  summary: 'Views of the company’s services per day over the last `days` (default 30)',
  querystring: ServiceViewsQuery,
  response: { 200: Envelope(ServiceViews), ...errors(401, 403, 422) },
};
export const revenueSchema = {
  tags,
  summary: 'What the company’s paid booking items are worth this month and last month',
  response: { 200: Envelope(DashboardRevenue), ...errors(401, 403) },
};
export const salesExportSchema = csvExportSchema(
  'The company’s sold booking items of a range as CSV (one row each: payment and service time in Lisbon, status, booked, commission, net), adding up to the sales figures',
  DashboardSalesQuery,
  tags,
);
export const salesSchema = {
  tags,
  summary:
    'The company’s sales (gross, commission, net, items) per day, week or month of a range, per service and per payment method',
  querystring: DashboardSalesQuery,
  response: { 200: Envelope(DashboardSales), ...errors(401, 403, 422) },
};
