import {
  BookingItem,
  BookItemsByCategory,
  ChangePasswordBody,
  ClientBooking,
  ClientBookingsQuery,
  ClientSettings,
  Envelope,
  ImpersonateField,
  MessageContent,
  Page,
} from '@mp/shared/contracts';
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

const idParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const writeBody = Type.Object({ impersonate_id: ImpersonateField });

export const cancelItemSchema = {
  tags,
  summary:
    'Cancel one booking item: refunded like a partner decline in its free-cancellation window; after it only with without_refund',
  params: idParams,
  body: Type.Object({
    impersonate_id: ImpersonateField,
    /** The customer confirmed a cancellation past the free-cancellation window: nothing is refunded. Ignored inside it. */
    without_refund: Type.Optional(Type.Boolean()),
  }),
  response: { 200: Envelope(BookingItem), ...errors(401, 403, 404, 422) },
};

export const cancelBookingSchema = {
  tags,
  summary: 'Cancel every open item of a booking while all their free-cancellation windows are open',
  params: idParams,
  body: writeBody,
  response: { 200: Envelope(Type.Object({ cancelled: Type.Array(BookingItem) })), ...errors(401, 403, 404, 422) },
};

export const readSettingsSchema = {
  tags,
  summary: 'The customer’s mail language and mail choices',
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(ClientSettings), ...errors(401, 403, 422) },
};

export const saveSettingsSchema = {
  tags,
  summary: 'Save the mail language and mail choices',
  body: Type.Object({ ...ClientSettings.properties, impersonate_id: ImpersonateField }),
  response: { 200: Envelope(ClientSettings), ...errors(401, 403, 422) },
};

export const changePasswordSchema = {
  tags,
  summary: 'Change the password (current one required); every other session is signed out',
  body: ChangePasswordBody,
  response: { 200: Envelope(MessageContent), ...errors(401, 403, 422) },
};

export const exportDataSchema = {
  tags,
  summary: 'Download my data: everything held on the customer, as JSON (sent as a file)',
  querystring: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(Type.Record(Type.String(), Type.Unknown())), ...errors(401, 403, 422) },
};

export const deleteAccountSchema = {
  tags,
  summary:
    'Delete my account: personal data removed or replaced, every session signed out, bookings kept anonymised (refused while a booked service is still to come or a payment is open)',
  params: idParams,
  body: Type.Object({ password: Type.String({ minLength: 1, maxLength: 200 }), impersonate_id: ImpersonateField }),
  response: { 200: Envelope(MessageContent), ...errors(401, 403, 422) },
};
