// Carts and bookings.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz, inList } from './columns';
import { BOOKING_ITEM_STATUSES, PAYMENT_METHODS, BOOKING_STATUSES } from './statuses';
import { users } from './users';
import { companies } from './partners';
import { services } from './catalogue';
import { vehicles } from './transfers';
import { promoCodes, giftCards } from './rewards';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    // Null for a guest cart, which is found by the SHA-256 of its opaque token (X-Cart-Token).
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    usedPoints: integer('used_points').notNull().default(0),
    notes: text('notes'),
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_used_points_check', sql`used_points >= 0`),
    index('carts_user_idx').on(t.userId),
    uniqueIndex('carts_guest_token_unique').on(t.guestTokenHash),
    check('carts_owner_check', sql`user_id is not null or guest_token_hash is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    serviceId: integer('service_id').references(() => services.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    bookingDate: tstz('booking_date'),
    quantity: integer('quantity').notNull(),
    // A service with a child band (docs/adr/023): the split of `quantity`; null for a plain quantity.
    adults: integer('adults'),
    children: integer('children'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    notes: jsonb('notes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_key_unique').on(t.cartId, t.itemKey),
    check('cart_items_target_check', sql`service_id is not null or vehicle_id is not null`),
    check(
      'cart_items_money_check',
      sql`quantity > 0 and unit_price_cents >= 0 and total_cents >= 0 and discount_cents >= 0`,
    ),
    check(
      'cart_items_ages_check',
      sql`(adults is null and children is null) or (adults >= 0 and children >= 0 and adults + children = quantity)`,
    ),
  ],
);

/**
 * Places a cart holds while its traveller goes through checkout (ADR 022): one row per (service, date)
 * of the cart, counted against capacity for every other cart and checkout until `expires_at`. A row past
 * `expires_at` means nothing (every read compares with now()); the sweeper deletes it later.
 */
export const cartHolds = pgTable(
  'cart_holds',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    places: integer('places').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_holds_cart_service_date_unique').on(t.cartId, t.serviceId, t.date),
    index('cart_holds_service_date_idx').on(t.serviceId, t.date, t.expiresAt),
    check('cart_holds_places_check', sql`places > 0`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    paymentMethod: text('payment_method').notNull(),
    totalCents: integer('total_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    billing: jsonb('billing').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    erpId: text('erp_id'),
    annotations: jsonb('annotations').$type<Record<string, unknown>>().notNull().default({}),
    // waiting_payment until a verified callback/status check marks it paid; the sweeper expires it at expires_at.
    status: text('status').notNull().default('waiting_payment'),
    expiresAt: tstz('expires_at'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_unique').on(t.reference),
    index('bookings_user_idx').on(t.userId),
    // Back office: the sales list pages paid bookings by payment time.
    index('bookings_paid_at_idx').on(t.paidAt),
    index('bookings_status_expires_idx').on(t.status, t.expiresAt),
    check('bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('bookings_payment_method_check', inList('payment_method', PAYMENT_METHODS)),
    check('bookings_money_check', sql`total_cents >= 0 and discount_cents >= 0 and points_used >= 0`),
  ],
);

export const bookingItems = pgTable(
  'booking_items',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bookingDate: tstz('booking_date').notNull(),
    // The service_daily_capacity row this item holds places on (null: gift cards and vehicle transfers).
    capacityDate: date('capacity_date', { mode: 'string' }),
    status: text('status').notNull().default('waiting_payment'),
    quantity: integer('quantity').notNull(),
    // The split of `quantity` and what each paid when booked (docs/adr/023), so the past stays true when the partner
    // changes prices; null for a plain quantity.
    adults: integer('adults'),
    children: integer('children'),
    adultUnitCents: integer('adult_unit_cents'),
    childUnitCents: integer('child_unit_cents'),
    valueCents: integer('value_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    // What staff gave back of the charge by partial refunds (booking_item_refunds); the item stays what it is.
    refundedCents: integer('refunded_cents').notNull().default(0),
    pendingHours: integer('pending_hours').notNull().default(48),
    annotations: jsonb('annotations').$type<Record<string, unknown>>().notNull().default({}),
    unserializedService: jsonb('unserialized_service').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId),
    // The partner's lists, fast at 10,000 items: count and page a company's items of some statuses from the index alone
    // (it also serves every lookup by company_id, so no index on company_id alone).
    index('booking_items_company_status_idx').on(t.companyId, t.status, t.id),
    index('booking_items_service_created_idx').on(t.serviceId, t.createdAt),
    // The back office's items newest booked first, and its sort by when an item was booked.
    index('booking_items_created_idx').on(t.createdAt, t.id),
    check('booking_items_status_check', inList('status', BOOKING_ITEM_STATUSES)),
    check('booking_items_target_check', sql`service_id is not null or vehicle_id is not null`),
    check(
      'booking_items_money_check',
      sql`quantity > 0 and value_cents >= 0 and discount_cents >= 0 and pending_hours >= 0`,
    ),
    check('booking_items_refunded_check', sql`refunded_cents >= 0 and refunded_cents <= value_cents - discount_cents`),
    check(
      'booking_items_ages_check',
      sql`(adults is null and children is null and adult_unit_cents is null and child_unit_cents is null) or (adults >= 0 and children >= 0 and adults + children = quantity and adult_unit_cents >= 0 and child_unit_cents >= 0)`,
    ),
  ],
);

/**
 * The time a booked vehicle trip keeps one unit of its vehicle busy (docs/adr/052): pickup to pickup + drive time +
 * buffer, one row per leg. It counts while its booking item is live (not declined or cancelled, booking not expired).
 */
export const vehicleBusyWindows = pgTable(
  'vehicle_busy_windows',
  {
    id: serial('id').primaryKey(),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
  },
  (t) => [
    index('vehicle_busy_windows_vehicle_idx').on(t.vehicleId, t.startsAt),
    check('vehicle_busy_windows_span_check', sql`ends_at > starts_at`),
  ],
);

/** Part of a sold item's charge given back by staff, with their reason and where each part went (migration 0039). */
export const bookingItemRefunds = pgTable(
  'booking_item_refunds',
  {
    id: serial('id').primaryKey(),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<unknown[]>().notNull().default([]),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_item_refunds_booking_idx').on(t.bookingId),
    index('booking_item_refunds_item_idx').on(t.bookingItemId),
    check('booking_item_refunds_amount_check', sql`amount_cents > 0`),
  ],
);
