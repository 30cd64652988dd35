// Back office (ADR 014) and analytics: staff members, service views and the daily aggregates.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz, inList } from './columns';
import { SAVED_VIEW_LISTS, STAFF_ROLE_NAMES } from './statuses';
import { users } from './users';
import { companies } from './partners';
import { services } from './catalogue';

export const serviceViews = pgTable(
  'service_views',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: tstz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    index('service_views_service_idx').on(t.serviceId, t.viewedAt),
    index('service_views_viewed_at_idx').on(t.viewedAt),
  ],
);

/**
 * The staff role of a SUPER account (ADR 014): a permission set from `@mp/shared/domain` staff.ts. A SUPER
 * account without a row is a platform owner and has every permission (admin).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Set while the staff member is deactivated (migration 0027): sign-in refused, history kept.
    deactivatedAt: tstz('deactivated_at'),
    deactivatedByUserId: integer('deactivated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('staff_members_role_check', inList('role', STAFF_ROLE_NAMES))],
);

/**
 * Sales per Lisbon day, partner, service and payment method, kept up to date in the transaction that marks a booking
 * paid (bookings/ledger.ts markPaid) or refunds an item (supplier-bookings), so the dashboard never counts bookings.
 * service_id 0: an item without a service (a vehicle transfer). Refunds count on the day they happen.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    itemsSold: integer('items_sold').notNull().default(0),
    soldCents: integer('sold_cents').notNull().default(0),
    itemsRefunded: integer('items_refunded').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    commissionCents: integer('commission_cents').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.companyId, t.serviceId, t.paymentMethod] }),
    index('sales_daily_service_idx').on(t.serviceId, t.day),
  ],
);

/**
 * The back office's sales list in figures (ADR 014): sold booking items (a paid booking's items past
 * waiting_payment) per Lisbon payment day, partner, service, payment method and item status, with their value, discount
 * and commission at the partner's current rate, so the list's count and `GET api/super/sales/total` add up a few
 * thousand rows instead of joining every sold item. Kept exact by statement triggers on booking_items and bookings
 * and a row trigger on companies' commission rate (custom SQL in migration 0015); service_id 0: no service. Its status
 * is the item's, except 'cancelled_kept' for an item cancelled with its charge kept (migration 0041, figureStatusOf in
 * modules/super/sales/money-figures.ts): that money is kept, not refunded.
 */
export const salesStatusDaily = pgTable(
  'sales_status_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    serviceId: integer('service_id').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    status: text('status').notNull(),
    items: integer('items').notNull().default(0),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    // Partial refunds of the row's items (migration 0039); the commission is on what they kept.
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.companyId, t.serviceId, t.paymentMethod, t.status] })],
);

/** Service page views per Lisbon day, kept by a trigger on service_views (custom SQL in the back-office migration). */
export const serviceViewsDaily = pgTable(
  'service_views_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceId] })],
);

/**
 * A back-office list's filters, search and sort saved under a name by a staff member (the list page's URL search
 * string without its page number), for themself or shared with colleagues. One name per owner and list, whatever its
 * case.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    list: text('list').notNull(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('saved_views_owner_list_name_unique').on(t.ownerUserId, t.list, sql`lower(${t.name})`),
    index('saved_views_list_shared_idx').on(t.list, t.shared),
    check('saved_views_list_check', inList('list', SAVED_VIEW_LISTS)),
    check('saved_views_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check('saved_views_query_length', sql`char_length(${t.query}) <= 2000`),
  ],
);
