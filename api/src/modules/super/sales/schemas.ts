import { Type } from '@sinclair/typebox';
import {
  DashQuery,
  DashRevenue,
  DashServiceViews,
  Envelope,
  Page,
  NameMatch,
  SalesNamesQuery,
  SalesQuery,
  SalesTotal,
  SuperSale,
} from '@mp/shared/contracts';
import { csvExportSchema } from '../../../lib/csv';
import { errors } from '../../../lib/schemas';

const tags = ['back office'];

export const salesSchema = {
  tags,
  summary:
    'Sold booking items, newest payment first, with commission and partner net (filters: from, to, company_id, service_id, status, payment_method)',
  querystring: SalesQuery,
  response: { 200: Envelope(Page(SuperSale)), ...errors(401, 403, 422) },
};

export const salesNamesSchema = {
  tags,
  summary:
    'Partners or services by name for the sales filters (of=partners|services, search): the first 20 by name, a service named with its partner',
  querystring: SalesNamesQuery,
  response: { 200: Envelope(Type.Array(NameMatch)), ...errors(401, 403, 422) },
};

export const salesTotalSchema = {
  tags,
  summary: 'Totals of GET api/super/sales for the same filters',
  querystring: SalesQuery,
  response: { 200: Envelope(SalesTotal), ...errors(401, 403, 422) },
};

export const salesExportSchema = csvExportSchema(
  'Every sold item matching the filters of GET api/super/sales as CSV, streamed from the server (no page, newest item first)',
  SalesQuery,
);

export const revenueSchema = {
  tags,
  summary:
    'Revenue per day over a range (default: the last 30 days) and the period before it, top services and partners (daily aggregates)',
  querystring: DashQuery,
  response: { 200: Envelope(DashRevenue), ...errors(401, 403, 422) },
};

export const serviceViewsSchema = {
  tags,
  summary: 'Service page views per day over a range and the period before it, top services (daily aggregates)',
  querystring: DashQuery,
  response: { 200: Envelope(DashServiceViews), ...errors(401, 403, 422) },
};
