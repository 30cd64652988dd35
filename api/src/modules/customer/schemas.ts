import { BookItemsByCategory, ClientBooking, ClientBookingsQuery, Envelope, Page } from '@mp/shared/contracts';
import { Type } from '@sinclair/typebox';
import { errors } from '../../lib/schemas';

const tags = ['customer'];
export const clientBookingsSchema = {
  tags,
  summary: 'The customer’s bookings with their items, filtered by item status (default order desc)',
  querystring: ClientBookingsQuery,
  response: { 200: Envelope(Page(ClientBooking)), ...errors(401, 403, 422) },
};
export const byCategorySchema = {
  tags,
  summary: 'The customer’s booking items grouped by category',
  querystring: Type.Object({ impersonate_id: Type.Optional(Type.String()) }),
  response: { 200: Envelope(BookItemsByCategory), ...errors(401, 403) },
};
