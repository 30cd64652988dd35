import { BookingItem, BookingItemIdParams, BookingItemUpdateBody, DashboardBookingItemsQuery, Envelope, Page } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['supplier-bookings'];
export const dashboardItemsSchema = {
  tags,
  summary: 'The partner’s booking items: new (pending), accepted (confirmed), archived (completed, declined, cancelled)',
  querystring: DashboardBookingItemsQuery,
  response: { 200: Envelope(Page(BookingItem)), ...errors(401, 403, 422) },
};
export const updateItemSchema = {
  tags,
  summary: 'Accept (confirmed), decline (declined: refund + release), complete (earns points) or cancel a booking item',
  params: BookingItemIdParams,
  body: BookingItemUpdateBody,
  response: { 200: Envelope(BookingItem), ...errors(401, 403, 404, 422) },
};
