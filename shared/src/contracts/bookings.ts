// Booking reads for customers and partners (spec §3 Booking item, §4 lists and statuses, §7).
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField } from './common';

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
export const BookingItem = Type.Object({
  id: Type.Integer(),
  booking_date: Type.String(),
  created_at: Type.String(),
  booking_item_status: BookingItemStatus,
  quantity: Type.Integer(),
  value: Cents,
  discount: Cents,
  pending_hours: Type.Integer(),
  annotations: Type.Record(Type.String(), Type.Unknown()),
  unserialized_service: Type.Record(Type.String(), Type.Unknown()),
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

/** GET api/client-bookings: a page of the customer's bookings with their items. */
export const ClientBooking = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  status: Type.Union([Type.Literal('waiting_payment'), Type.Literal('paid'), Type.Literal('expired'), Type.Literal('cancelled')]),
  payment_method: Type.String(),
  total_cents: Cents,
  discount_cents: Cents,
  points_used: Type.Integer(),
  created_at: Type.String(),
  items: Type.Array(BookingItem),
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
 * archived = completed + declined + cancelled (archived_status narrows to one). `items` = page size.
 */
export const DashboardBookingItemsQuery = Type.Object({
  destination: Type.Optional(
    Type.Union([Type.Literal('new'), Type.Literal('accepted'), Type.Literal('archived')], { default: 'new' }),
  ),
  archived_status: Type.Optional(Type.Union([Type.Literal('cancelled'), Type.Literal('completed')])),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  reset: Type.Optional(Type.String()),
  items: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  impersonate_id: Type.Optional(Type.String()),
});
export type DashboardBookingItemsQuery = Static<typeof DashboardBookingItemsQuery>;

export const BookingItemIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export type BookingItemIdParams = Static<typeof BookingItemIdParams>;

/**
 * POST /api/dashboard/booking-items/{id}/update. Allowed: pending → confirmed (accept) | declined (decline,
 * refunds the payment share and releases capacity); confirmed → completed (earns points) | cancelled (refund).
 */
export const BookingItemUpdateBody = Type.Object({
  status: Type.Union([Type.Literal('confirmed'), Type.Literal('declined'), Type.Literal('completed'), Type.Literal('cancelled')]),
  impersonate_id: ImpersonateField,
});
export type BookingItemUpdateBody = Static<typeof BookingItemUpdateBody>;
