// Route schema of POST /api/bookings (spec §3 booking payload; §8 errors).
import { Type } from '@sinclair/typebox';
import {
  BookingBody,
  BookingCreated,
  BookingItem,
  ClaimBookingBody,
  ClaimedBooking,
  ClientBooking,
  ChatSummary,
  Envelope,
  IdParams,
  ImpersonateField,
  ManagedBookingChat,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';
import { Voucher } from './voucher';

export const createBookingSchema = {
  tags: ['bookings'],
  summary:
    'Check out the caller’s cart: booking + items (waiting_payment), capacity and discounts reserved, payment started',
  headers: Type.Object({ 'x-cart-token': Type.Optional(Type.String({ maxLength: 100 })) }),
  body: BookingBody,
  response: { 200: Envelope(BookingCreated), ...errors(401, 403, 422, 503) },
};

export const claimBookingSchema = {
  tags: ['bookings'],
  summary: 'Move a guest booking into the signed-in account of its address, with the link from its confirmation mail',
  body: ClaimBookingBody,
  response: { 200: Envelope(ClaimedBooking), ...errors(401, 403, 422) },
};

const VoucherParams = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 40 }) });
// The manage token travels in a header, never in the URL (request URLs are logged).
const VoucherHeaders = Type.Object({ 'x-voucher-token': Type.Optional(Type.String({ maxLength: 100 })) });

export const voucherSchema = {
  tags: ['bookings'],
  summary: 'The voucher of a paid booking: its owner signed in, or the manage token of its confirmation mail',
  params: VoucherParams,
  headers: VoucherHeaders,
  response: { 200: Envelope(Voucher), ...errors(404) },
};

export const voucherIcsSchema = {
  tags: ['bookings'],
  summary: 'The voucher as an iCalendar file (text/calendar), one event per booking item',
  params: VoucherParams,
  headers: VoucherHeaders,
  response: { 200: Type.String(), ...errors(404) },
};

// A guest's manage link: `<reference>.<expiry>.<HMAC>` (voucher.ts `manageLinkToken`).
const ManageToken = Type.String({ minLength: 1, maxLength: 160 });

export const manageBookingSchema = {
  tags: ['bookings'],
  summary: 'A guest booking opened with the signed "Manage booking" link of its confirmation mail or voucher',
  // In a header like the voucher's token, never in the URL (request URLs are logged).
  headers: Type.Object({ 'x-manage-token': ManageToken }),
  response: { 200: Envelope(ClientBooking), ...errors(403, 404, 422) },
};

export const manageCancelSchema = {
  tags: ['bookings'],
  summary:
    'Cancel one item of the booking of a "Manage booking" link, as its customer would: refunded inside the free-cancellation window; after it only with without_refund',
  body: Type.Object({
    token: ManageToken,
    item_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
    /** The guest confirmed a cancellation past the free-cancellation window: nothing is refunded. Ignored inside it. */
    without_refund: Type.Optional(Type.Boolean()),
  }),
  response: {
    200: Envelope(Type.Object({ cancelled: BookingItem, booking: ClientBooking })),
    ...errors(403, 404, 422),
  },
};

const ManagedItemId = Type.Integer({ minimum: 1, maximum: 2147483647 });

export const openItemChatSchema = {
  tags: ['bookings'],
  summary:
    '"Message the partner" of one of the customer\'s booking items: the chat with its partner, whose messages name the booking',
  params: IdParams,
  body: Type.Object({ impersonate_id: ImpersonateField }),
  response: { 200: Envelope(ChatSummary), ...errors(401, 403, 404, 422, 429) },
};

export const manageMessagesSchema = {
  tags: ['bookings'],
  summary: 'The guest\'s messages with the partner of one item of the booking of a "Manage booking" link',
  headers: Type.Object({ 'x-manage-token': ManageToken }),
  querystring: Type.Object({ item_id: ManagedItemId }),
  response: { 200: Envelope(ManagedBookingChat), ...errors(403, 404, 422) },
};

export const manageSendMessageSchema = {
  tags: ['bookings'],
  summary: 'The guest writes to the partner of one item of the booking of a "Manage booking" link (1–2000 characters)',
  body: Type.Object({
    token: ManageToken,
    item_id: ManagedItemId,
    // Length is checked after trimming, as the chat does, so the 422 names the field in the caller's language.
    message: Type.String({ maxLength: 10000 }),
  }),
  response: { 200: Envelope(ManagedBookingChat), ...errors(403, 404, 422, 429) },
};
