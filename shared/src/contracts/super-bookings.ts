// Back-office bookings (spec §7 api/super/booking-items). Staff find any booking item with every filter,
// read one with its booking, payments, refunds, customer, partner and history, and answer it on the partner's behalf:
// accept, decline or refund, always with a reason (audited). Money in cents.
import { Type, type Static } from '@sinclair/typebox';
import { BookingItemTrip, RefundLine } from './bookings';
import { AgeSplit, CartItemInput } from './cart';
import { Cents, ImpersonateField, UserType } from './common';

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Lisbon)' });
export const SuperItemStatus = Type.Union([
  Type.Literal('waiting_payment'),
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('completed'),
  Type.Literal('declined'),
  Type.Literal('cancelled'),
]);

export const SuperBookingItemsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  /** Booking reference, customer name or e-mail, service name. */
  search: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(SuperItemStatus),
  company_id: Type.Optional(Type.Integer({ minimum: 1 })),
  service_id: Type.Optional(Type.Integer({ minimum: 1 })),
  user_id: Type.Optional(Type.Integer({ minimum: 1 })),
  payment_method: Type.Optional(Type.String({ maxLength: 20 })),
  /** The service's date (Lisbon), inclusive. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('booking_date'),
      Type.Literal('-booking_date'),
      Type.Literal('created_at'),
      Type.Literal('-created_at'),
    ]),
  ),
  impersonate_id: ImpersonateField,
});
export type SuperBookingItemsQuery = Static<typeof SuperBookingItemsQuery>;

/**
 * The partners, services or customers (who booked at least once) whose name or address holds `search`, for the booking
 * items' filters: staff choose them by name instead of typing an id.
 */
export const SuperBookingItemNamesQuery = Type.Object({
  of: Type.Union([Type.Literal('partners'), Type.Literal('services'), Type.Literal('customers')]),
  search: Type.Optional(Type.String({ maxLength: 100 })),
  impersonate_id: ImpersonateField,
});
export type SuperBookingItemNamesQuery = Static<typeof SuperBookingItemNamesQuery>;

export const SuperBookingItemRow = Type.Object({
  id: Type.Integer(),
  booking_id: Type.Integer(),
  reference: Type.String(),
  status: SuperItemStatus,
  booking_date: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
  quantity: Type.Integer(),
  total_cents: Cents,
  payment_method: Type.String(),
  /** `user_type`: the booker's account kind (a partner or an affiliate may book too); a customer's page is CLIENT's. */
  customer: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    user_type: Type.Optional(UserType),
  }),
  partner: Type.Object({ id: Type.Integer(), name: Type.String() }),
  service: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), name: Type.String() }),
});
export type SuperBookingItemRow = Static<typeof SuperBookingItemRow>;

export const SuperPayment = Type.Object({
  id: Type.Integer(),
  provider: Type.String(),
  status: Type.String(),
  amount_cents: Cents,
  refunded_cents: Cents,
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperPayment = Static<typeof SuperPayment>;

/**
 * One line of what a booking cost and how it was paid: the discount (promo code or price) and the points taken off
 * the items, then what paid the rest — a gift card, each payment of a method, a gift from staff — and each refund
 * as a line of its own (negative). The discount and points lines are negative too, so items + every line = what was
 * kept after refunds.
 */
export const SuperSettlementLine = Type.Object({
  kind: Type.Union([
    Type.Literal('discount'),
    Type.Literal('points'),
    Type.Literal('gift_card'),
    Type.Literal('payment'),
    Type.Literal('staff_gift'),
    Type.Literal('refund'),
  ]),
  /** The promo code, the gift card's last four characters, the payment's provider; for a refund, where it went (a provider, gift_card or points). */
  label: Type.Union([Type.String(), Type.Null()]),
  amount_cents: Type.Integer(),
  /** Points spent or given back (points lines and refunds to points). */
  points: Type.Union([Type.Integer(), Type.Null()]),
  /** A payment's status (paid, pending, failed…). */
  status: Type.Union([Type.String(), Type.Null()]),
  at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** For a refund, the booking item it gave back (null when the refund was not for one item). */
  item_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type SuperSettlementLine = Static<typeof SuperSettlementLine>;

export const SuperSettlement = Type.Object({
  /** What the items were worth before any discount. */
  items_cents: Cents,
  lines: Type.Array(SuperSettlementLine),
  /** Paid by gift card, points, methods and staff gifts (what the lines before the refunds add up to, with the discount). */
  paid_cents: Cents,
  refunded_cents: Cents,
  /** none, partial, or full: a fully refunded booking does not read "Paid". */
  refund_state: Type.Union([Type.Literal('none'), Type.Literal('partial'), Type.Literal('full')]),
});
export type SuperSettlement = Static<typeof SuperSettlement>;

/** One thing that happened to the item: made, paid, answered by staff (with their reason), its current status and who set it. */
export const SuperItemEvent = Type.Object({
  at: Type.String({ format: 'date-time' }),
  kind: Type.Union([Type.Literal('created'), Type.Literal('paid'), Type.Literal('staff'), Type.Literal('status')]),
  status: Type.Union([Type.String(), Type.Null()]),
  by: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  amount_cents: Type.Union([Cents, Type.Null()]),
});
export type SuperItemEvent = Static<typeof SuperItemEvent>;

/** Part of an item's charge given back by staff (POST api/super/booking-items/{id}/partial-refunds). */
export const SuperPartialRefund = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  amount_cents: Cents,
  reason: Type.String(),
  by: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(RefundLine),
});
export type SuperPartialRefund = Static<typeof SuperPartialRefund>;

export const SuperBookingItemDetail = Type.Object({
  item: Type.Intersect([
    SuperBookingItemRow,
    Type.Object({
      value_cents: Cents,
      discount_cents: Cents,
      answer_by: Type.String({ format: 'date-time' }),
      decline_reason: Type.Union([Type.String(), Type.Null()]),
      /** Adults and children and what each paid (docs/adr/023); null for a plain quantity. */
      ages: Type.Union([AgeSplit, Type.Null()]),
      /** What partial refunds gave back of the item's charge so far (the item keeps its status). */
      refunded_cents: Cents,
      /** What a partial refund may still give back now (0 when the item cannot be refunded in part). */
      refundable_cents: Cents,
    }),
  ]),
  booking: Type.Object({
    id: Type.Integer(),
    reference: Type.String(),
    status: Type.String(),
    payment_method: Type.String(),
    total_cents: Cents,
    discount_cents: Cents,
    points_used: Type.Integer(),
    promo_code: Type.Union([Type.String(), Type.Null()]),
    paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    created_by_staff: Type.Boolean(),
    items: Type.Array(
      Type.Object({ id: Type.Integer(), service: Type.String(), status: SuperItemStatus, total_cents: Cents }),
    ),
  }),
  payments: Type.Array(SuperPayment),
  /** Every payment of the booking and every refund, one line each (SuperSettlementLine). */
  settlement: SuperSettlement,
  refunds: Type.Array(
    Type.Object({
      at: Type.String({ format: 'date-time' }),
      kind: Type.Union([Type.Literal('money'), Type.Literal('gift_card'), Type.Literal('points')]),
      amount: Type.Integer(),
    }),
  ),
  customer: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    guest: Type.Boolean(),
    user_type: Type.Optional(UserType),
  }),
  partner: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
  }),
  history: Type.Array(SuperItemEvent),
  /** The item's partial refunds, oldest first: how much, why, who, and where each part went. */
  partial_refunds: Type.Array(SuperPartialRefund),
  /** A transfer's trip and the driver details (the partner's and the customer's view, bookingItemTripOf); null otherwise. */
  trip: Type.Union([BookingItemTrip, Type.Null()]),
  /** What staff may do now, on the partner's behalf. */
  actions: Type.Array(Type.Union([Type.Literal('accept'), Type.Literal('decline'), Type.Literal('refund')])),
});
export type SuperBookingItemDetail = Static<typeof SuperBookingItemDetail>;

export const SuperItemAction = Type.Union([Type.Literal('accept'), Type.Literal('decline'), Type.Literal('refund')]);
export type SuperItemAction = Static<typeof SuperItemAction>;

export const SuperItemActionBody = Type.Object({
  action: SuperItemAction,
  /** Why staff answer for the partner (kept in the audit log; a decline's reason also reaches the item). */
  reason: Type.String({ maxLength: 500 }),
  impersonate_id: ImpersonateField,
});
export type SuperItemActionBody = Static<typeof SuperItemActionBody>;

/**
 * POST api/super/booking-items/{id}/partial-refunds: part of the item's charge back to the customer. `amount` is in euros
 * as typed in the page's language (12,50 in pt, 12.50 in en); never more than the item has left to refund.
 */
export const SuperPartialRefundBody = Type.Object({
  amount: Type.String({ maxLength: 20 }),
  /** Why (kept with the refund and in the audit log). */
  reason: Type.String({ maxLength: 500 }),
  impersonate_id: ImpersonateField,
});
export type SuperPartialRefundBody = Static<typeof SuperPartialRefundBody>;

/** GET api/super/booking-items/{id}/partial-refunds/preview: what a partial refund of `amount` would give back, where. */
export const SuperPartialRefundPreviewQuery = Type.Object({
  amount: Type.String({ maxLength: 20 }),
  impersonate_id: ImpersonateField,
});
export type SuperPartialRefundPreviewQuery = Static<typeof SuperPartialRefundPreviewQuery>;

export const SuperPartialRefundPreview = Type.Object({
  amount_cents: Cents,
  /** What the item has left to refund before this one. */
  left_cents: Cents,
  /** Where it goes back, in the order of docs/money-figures.md ("Partial refunds"). */
  lines: Type.Array(RefundLine),
});
export type SuperPartialRefundPreview = Static<typeof SuperPartialRefundPreview>;

/**
 * POST api/super/manual-bookings: a GIFT booking staff make for any customer, by e-mail (an existing
 * customer account, or a new customer made from the address). The lines are the cart's (spec §3 cart item), priced
 * and checked against the places left on the server; the booking payload's billing fields name the customer.
 */
export const ManualBookingBody = Type.Object({
  payment_method: Type.Optional(Type.Union([Type.Literal('gift'), Type.Literal('GIFT')])),
  email: Type.String({ maxLength: 254 }),
  first_name: Type.String({ maxLength: 100 }),
  last_name: Type.String({ maxLength: 100 }),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  items: Type.Array(CartItemInput, { minItems: 1, maxItems: 20 }),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
  impersonate_id: ImpersonateField,
});
export type ManualBookingBody = Static<typeof ManualBookingBody>;

export const ManualBookingCreated = Type.Object({
  booking_id: Type.Integer(),
  reference: Type.String(),
  /** What the gifted items are worth (the customer pays nothing). */
  value_cents: Cents,
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      service: Type.String(),
      booking_date: Type.String({ format: 'date-time' }),
      quantity: Type.Integer(),
      status: SuperItemStatus,
    }),
  ),
  customer: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String(), registered: Type.Boolean() }),
});
export type ManualBookingCreated = Static<typeof ManualBookingCreated>;

/** The create-booking screen's inputs (as typed, strings), checked before ManualBookingBody is built from them. */
export const ManualBookingFormInput = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254, format: 'email' }),
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ maxLength: 30 }),
  service_id: Type.String({ pattern: '^[1-9][0-9]*$' }),
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  time: Type.String({ pattern: '^$|^([01]\\d|2[0-3]):[0-5]\\d$' }),
  quantity: Type.String({ pattern: '^([1-9]|[1-9][0-9]|100)$' }),
  /** For a service with a child band (docs/adr/023), instead of quantity: the party's adults and children. */
  adults: Type.String({ pattern: '^([0-9]|[1-9][0-9]|100)$' }),
  children: Type.String({ pattern: '^([0-9]|[1-9][0-9]|100)$' }),
  notes: Type.String({ maxLength: 2000 }),
});
export type ManualBookingFormInput = Static<typeof ManualBookingFormInput>;
