// Route schema of POST /api/bookings (spec §3 booking payload; §8 errors).
import { Type } from '@sinclair/typebox';
import { BookingBody, BookingCreated, ClaimBookingBody, ClaimedBooking, Envelope } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

export const createBookingSchema = {
  tags: ['bookings'],
  summary: 'Check out the caller’s cart: booking + items (waiting_payment), capacity and discounts reserved, payment started',
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
