// Booking reads for customers and partners (spec §3 Booking item, §4 lists and statuses, §7).
import { Type, type Static } from '@sinclair/typebox';
import { Cents, GeoPoint, IdParams, ImpersonateField } from './common';
import { AgeSplit } from './cart';

export const BookingItemStatus = Type.Union([
  Type.Literal('waiting_payment'),
  Type.Literal('pending'),
  Type.Literal('confirmed'),
  Type.Literal('completed'),
  Type.Literal('declined'),
  Type.Literal('cancelled'),
]);
export type BookingItemStatus = Static<typeof BookingItemStatus>;

/** Spec §3 booking item. `value`/`discount` are cents. */
const Leg = Type.Object({ date: Type.String(), time: Type.Union([Type.String(), Type.Null()]) });
/** A transfer item's trip and what the driver needs (`TransferTrip` of @mp/shared/domain). */
export const BookingItemTrip = Type.Object({
  from: Type.Union([Type.String(), Type.Null()]),
  to: Type.Union([Type.String(), Type.Null()]),
  outbound: Type.Union([Leg, Type.Null()]),
  return: Type.Union([Leg, Type.Null()]),
  passengers: Type.Integer(),
  babySeats: Type.Integer(),
  childSeats: Type.Integer(),
  boosterSeats: Type.Integer(),
  luggage: Type.Integer(),
  vehicleName: Type.Union([Type.String(), Type.Null()]),
  carType: Type.Union([Type.String(), Type.Null()]),
  airportPickup: Type.Boolean(),
  details: Type.Object({
    flightNumber: Type.String(),
    pickupAddress: Type.String(),
    dropOffAddress: Type.String(),
    leadPhone: Type.String(),
  }),
});
export type BookingItemTrip = Static<typeof BookingItemTrip>;

export const BookingItem = Type.Object({
  id: Type.Integer(),
  booking_date: Type.String(),
  created_at: Type.String(),
  booking_item_status: BookingItemStatus,
  quantity: Type.Integer(),
  /** Adults and children, and what each paid when booked (docs/adr/023); null for a plain quantity. */
  ages: Type.Optional(Type.Union([AgeSplit, Type.Null()])),
  value: Cents,
  discount: Cents,
  /** Hours from booking the partner had to answer; answer_by is when the answer is due (kept for older remotes). */
  pending_hours: Type.Integer(),
  /** When the partner's answer to a request is due: 48 h after booking, never later than 2 h before the start. */
  answer_by: Type.String(),
  annotations: Type.Record(Type.String(), Type.Unknown()),
  unserialized_service: Type.Record(Type.String(), Type.Unknown()),
  /** Transfers: the trip and the driver details (customer and partner read the same); null otherwise. */
  trip: Type.Optional(Type.Union([BookingItemTrip, Type.Null()])),
  /**
   * The partner's lists only: how the booking was paid and the item's figures of docs/money-figures.md (commission and
   * what is owed to the partner, both zero unless the item was kept: accepted, completed, or cancelled late with its charge kept; what the marketplace's
   * partial refunds gave back of its charge).
   */
  sale: Type.Optional(
    Type.Object({ payment_method: Type.String(), commission_cents: Cents, net_cents: Cents, refunded_cents: Cents }),
  ),
  service: Type.Object({
    id: Type.Union([Type.Integer(), Type.Null()]),
    service_name: Type.String(),
    duration: Type.Integer(),
    slug: Type.Union([Type.String(), Type.Null()]),
    category_slug: Type.Union([Type.String(), Type.Null()]),
  }),
  booking: Type.Object({
    id: Type.Integer(),
    reference: Type.String(),
    user: Type.Object({
      id: Type.Integer(),
      first_name: Type.String(),
      last_name: Type.String(),
      phone: Type.Union([Type.String(), Type.Null()]),
      profile: Type.Object({ birthdate: Type.Union([Type.String(), Type.Null()]) }),
      avatar: Type.Union([Type.Object({ file_name: Type.String() }), Type.Null()]),
      created_at: Type.String(),
    }),
    promo_code: Type.Union([Type.String(), Type.Null()]),
    erp_id: Type.Union([Type.String(), Type.Null()]),
    annotations: Type.Record(Type.String(), Type.Unknown()),
  }),
});
export type BookingItem = Static<typeof BookingItem>;

/**
 * One line of an item's refund: how much goes (or went) back to which method (docs/booking-mails.md, "Refunds"). A
 * payment method's money goes back through its gateway, a gift card's to its balance (`gift_card_last4` names it),
 * points as points (`cents` of them: 1 point = 1 cent).
 */
export const RefundLine = Type.Object({
  method: Type.Union([
    Type.Literal('card'),
    Type.Literal('paypal'),
    Type.Literal('mbway'),
    Type.Literal('crypto'),
    Type.Literal('gift_card'),
    Type.Literal('points'),
  ]),
  cents: Cents,
  gift_card_last4: Type.Union([Type.String(), Type.Null()]),
});
export type RefundLine = Static<typeof RefundLine>;

/** GET api/client-bookings: a page of the customer's bookings with their items. */
/** A booking item as its customer sees it: who provides it and whether it can still be cancelled free. */
export const ClientBookingItem = Type.Intersect([
  BookingItem,
  Type.Object({
    partner: Type.Object({
      company_id: Type.Integer(),
      trade_name: Type.String(),
      /** The partner user a "message the partner" chat opens with (the company owner). */
      contact_user_id: Type.Union([Type.Integer(), Type.Null()]),
    }),
    free_cancellation: Type.Object({
      offered: Type.Boolean(),
      /** Start minus the policy hours (spec §4) while that is ahead; null when not offered or passed (non-refundable). */
      until: Type.Union([Type.String(), Type.Null()]),
      /**
       * The item still pending or confirmed and `until` ahead: cancelling refunds it. A live item that is not open can
       * still be cancelled, without a refund (POST client-book-items/{id}/cancel with without_refund).
       */
      open: Type.Boolean(),
      /**
       * Nothing is left of the item's charge (a restaurant table without a deposit): cancelling costs nothing at any
       * time before the start, needs no `without_refund`, and no screen calls it non-refundable.
       */
      nothing_paid: Type.Boolean(),
    }),
    /**
     * Where it takes place, as the service states it in the request's language: a meeting point, a restaurant's
     * address or an event's venue (the item's `unserialized_service.kind` says which); null when the partner sends it.
     */
    meeting_point: Type.Union([Type.String(), Type.Null()]),
    /** Where that place is on a map (a link opens it in a map application); null: not given. */
    meeting_position: Type.Union([GeoPoint, Type.Null()]),
    /** The customer's review of this item, once written. */
    review: Type.Union([Type.Object({ id: Type.Integer(), stars: Type.Integer() }), Type.Null()]),
    /** Why the partner declined or cancelled the item, as they told the customer; null when none was given. */
    decline_reason: Type.Union([Type.String(), Type.Null()]),
    /** What went back for the item, method by method, once it was refunded; null when nothing was. */
    refund: Type.Union([Type.Array(RefundLine), Type.Null()]),
    /** What cancelling it now would give back, method by method (the cancel dialog's promise); empty when nothing. */
    refund_if_cancelled: Type.Array(RefundLine),
  }),
]);
export type ClientBookingItem = Static<typeof ClientBookingItem>;

/** How a booking was paid: money through the provider, points (1 point = 1 cent), promo code, gift card. */
export const BookingPaymentSplit = Type.Object({
  money_cents: Cents,
  refunded_cents: Cents,
  points_cents: Cents,
  promo_cents: Cents,
  gift_card_cents: Cents,
});
export type BookingPaymentSplit = Static<typeof BookingPaymentSplit>;

/**
 * What a booking cost and how it was paid, as the API adds it up (api bookings/amounts.ts, the breakdown of the
 * purchase-complete page and the confirmation mail): every item at its price, each discount, the points, the total, the
 * gift card's and the method's parts, then each refund on a line of its own. Lines − discounts − points = total =
 * gift card + method; the voucher and My bookings show it as it is, computing nothing.
 */
export const BookingBreakdown = Type.Object({
  /** Every item of the booking, whichever list shows it: its price after its service's own discount when known. */
  lines: Type.Array(Type.Object({ item_id: Type.Integer(), name: Type.String(), cents: Cents })),
  /** The services' own discounts not already taken off the lines. */
  discount_cents: Cents,
  promo_cents: Cents,
  points_used: Type.Integer({ minimum: 0 }),
  points_cents: Cents,
  total_cents: Cents,
  gift_card: Type.Union([Type.Object({ last4: Type.String(), cents: Cents }), Type.Null()]),
  /** The method that paid the rest (card, paypal, mbway, crypto); null when a gift card or points paid it all. */
  payment: Type.Union([Type.Object({ method: Type.String(), cents: Cents }), Type.Null()]),
  /** What went back, item by item and method by method (points as points: 1 point = 1 cent). */
  refunds: Type.Array(Type.Intersect([Type.Object({ item_id: Type.Integer() }), RefundLine])),
  adds_up: Type.Boolean(),
});
export type BookingBreakdown = Static<typeof BookingBreakdown>;

export const ClientBooking = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: Type.Union([
    Type.Literal('waiting_payment'),
    Type.Literal('paid'),
    Type.Literal('expired'),
    Type.Literal('cancelled'),
  ]),
  payment_method: Type.String(),
  total_cents: Cents,
  discount_cents: Cents,
  points_used: Type.Integer(),
  created_at: Type.String(),
  payment: BookingPaymentSplit,
  /** The whole booking's breakdown, every item included (a list shows only the items of its statuses). */
  amounts: Type.Optional(BookingBreakdown),
  items: Type.Array(ClientBookingItem),
});
export type ClientBooking = Static<typeof ClientBooking>;

/**
 * `status`: item statuses, comma-separated or repeated (e.g. the user panel's upcoming list =
 * waiting_payment,pending,confirmed); a booking is listed when one of its items matches, with only those items.
 */
export const ClientBookingsQuery = Type.Object({
  status: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])),
  orderBy: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  impersonate_id: Type.Optional(Type.String()),
});
export type ClientBookingsQuery = Static<typeof ClientBookingsQuery>;

/** GET api/client-book-items/by-category: the user's booking items grouped by category. */
export const BookItemsByCategory = Type.Array(
  Type.Object({ category: Type.Object({ slug: Type.String(), name: Type.String() }), items: Type.Array(BookingItem) }),
);
export type BookItemsByCategory = Static<typeof BookItemsByCategory>;

/**
 * GET /api/dashboard/booking-items (SUPPLIER): destination new = pending; accepted = confirmed;
 * archived = completed + declined + cancelled (archived_status narrows to one). `items` = page size. `from`/`to`
 * narrow to the items taking place on those Lisbon days (the calendar view).
 */
export const DashboardBookingItemsQuery = Type.Object({
  destination: Type.Optional(
    Type.Union([Type.Literal('new'), Type.Literal('accepted'), Type.Literal('archived')], { default: 'new' }),
  ),
  archived_status: Type.Optional(Type.Union([Type.Literal('cancelled'), Type.Literal('completed')])),
  /** Booking calendar (beyond the spec): only items whose booking_date falls on these Lisbon days, both included. */
  from: Type.Optional(
    Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Lisbon), first day' }),
  ),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Lisbon), last day' })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  reset: Type.Optional(Type.String()),
  items: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  impersonate_id: Type.Optional(Type.String()),
});
export type DashboardBookingItemsQuery = Static<typeof DashboardBookingItemsQuery>;

export const BookingItemIdParams = IdParams;
export type BookingItemIdParams = Static<typeof BookingItemIdParams>;

/**
 * POST /api/dashboard/booking-items/{id}/update. Allowed: pending → confirmed (accept) | declined (decline,
 * refunds the payment share and releases capacity); confirmed → completed (earns points) | cancelled (refund).
 */
export const BookingItemUpdateBody = Type.Object({
  status: Type.Union([
    Type.Literal('confirmed'),
    Type.Literal('declined'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
  ]),
  /** Why the partner declines or cancels (kept on the item's annotations as `decline_reason`, told to the customer). */
  reason: Type.Optional(Type.String({ maxLength: 500 })),
  impersonate_id: ImpersonateField,
});
export type BookingItemUpdateBody = Static<typeof BookingItemUpdateBody>;

/** POST api/client-book-items/{id}/review: one review per completed item. */
export const ItemReviewBody = Type.Object({
  stars: Type.Integer(),
  text: Type.String(),
  language: Type.Union([Type.Literal('en'), Type.Literal('pt')]),
  impersonate_id: ImpersonateField,
});
export type ItemReviewBody = Static<typeof ItemReviewBody>;

export const ItemReview = Type.Object({
  id: Type.Integer(),
  service_id: Type.Integer(),
  booking_item_id: Type.Integer(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  text: Type.String(),
  language: Type.Union([Type.Literal('en'), Type.Literal('pt')]),
  created_at: Type.String(),
});
export type ItemReview = Static<typeof ItemReview>;

/**
 * GET/POST api/client-settings: the mail language (null = the site's default) and which non-essential mails to get:
 * new messages while away, the reminder the day before a service, the review request after it, news and offers.
 * Booking, payment, refund and account mails are always sent.
 */
export const ClientSettings = Type.Object({
  language: Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Null()]),
  email_chat: Type.Boolean(),
  email_reminders: Type.Boolean(),
  email_reviews: Type.Boolean(),
  email_news: Type.Boolean(),
});
export type ClientSettings = Static<typeof ClientSettings>;

/** POST api/client-settings/password: the current password is required; every other session is signed out. */
export const ChangePasswordBody = Type.Object({
  current_password: Type.String(),
  password: Type.String(),
  password_confirmation: Type.String(),
  impersonate_id: ImpersonateField,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
