// POST /api/bookings (spec §3 booking payload, billing data, payment form; §7; §8 booking errors).
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField } from './common';
import { PaymentMethodName, PaymentState } from './payments';

const text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** Spec §3 billing data; country, city, address, zipcode and vatnumber may sit under `profile`. */
export const BillingDataInput = Type.Object({
  first_name: text(100),
  last_name: text(100),
  phone: text(30),
  email: text(254),
  country: text(2),
  city: text(100),
  address: text(200),
  zipcode: text(20),
  vatnumber: text(20),
  profile: Type.Optional(
    Type.Object({ country: text(2), city: text(100), address: text(200), zipcode: text(20), vatnumber: text(20) }),
  ),
});
export type BillingDataInput = Static<typeof BillingDataInput>;

/**
 * The booking payload. Items, promo code and points come from the caller's server cart (logged in: the user's;
 * guest: X-Cart-Token). Flat billing fields override billingData. Validation errors answer 422 with a field map
 * (billingData fields are reported under their flat names: first_name, email, …; card_number; customer_phone;
 * pay_currency; gift_card_code; items.N for a line that no longer fits).
 */
export const BookingBody = Type.Object({
  payment_method: PaymentMethodName,
  /** Must match the promo code stored on the cart when given; empty = none. */
  promo_code: text(50),
  billingData: Type.Optional(BillingDataInput),
  first_name: text(100),
  last_name: text(100),
  phone: text(30),
  email: text(254),
  country: text(2),
  city: text(100),
  address: text(200),
  zipcode: text(20),
  vatnumber: text(20),
  /** Card: any spacing; non-digits are stripped, Luhn-checked, never stored (only brand + last 4). */
  card_number: text(40),
  /** MB WAY: `351#` + 9 digits (or 9 digits). */
  customer_phone: text(30),
  /** Crypto: ticker from GET /api/payments/crypto-currencies. */
  pay_currency: text(10),
  /** Pay all or part with a gift card; the rest (if any) by payment_method. */
  gift_card_code: text(40),
  notes: text(2000),
  /**
   * The cart total (cents, before a gift card's part) the payment page showed when Pay was pressed. When the cart's
   * total is no longer this (quantity changed in another tab, a price or promo changed), nothing is booked or charged:
   * 422 on `expected_total_cents` ("Your cart changed", with the new total). The storefront always sends it; callers
   * that confirm no amount (the back office's manual booking) may leave it out.
   */
  expected_total_cents: Type.Optional(Type.Integer({ minimum: 0 })),
  impersonate_id: ImpersonateField,
});
export type BookingBody = Static<typeof BookingBody>;

export const BookingCreated = Type.Object({
  booking_id: Type.Integer(),
  /** Also the guest's proof of ownership for GET /api/payments/{id}/status?reference=…. */
  reference: Type.String(),
  booking_status: Type.Union([Type.Literal('waiting_payment'), Type.Literal('paid')]),
  total_cents: Cents,
  discount_cents: Cents,
  points_used: Type.Integer(),
  /** Spec §4: after success the cart is cleared, except card and PayPal where the front end clears it once paid. */
  clear_cart: Type.Boolean(),
  payment: PaymentState,
  /** Opens the booking's voucher page without signing in (a guest has no account), as the confirmation mail does. */
  voucher_token: Type.Optional(Type.String()),
});
export type BookingCreated = Static<typeof BookingCreated>;

/**
 * POST api/bookings/claim: the link in a guest booking's confirmation mail, followed signed in as
 * the account of the booking's address, moves the booking into that account (once).
 */
export const ClaimBookingBody = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 40 }),
  token: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ClaimBookingBody = Static<typeof ClaimBookingBody>;

export const ClaimedBooking = Type.Object({ booking_id: Type.Integer(), reference: Type.String() });
export type ClaimedBooking = Static<typeof ClaimedBooking>;
