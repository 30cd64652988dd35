// Partner dashboard: service availability rules, blocked dates, booking-item answer links; the scheduled mails of items.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz, inList } from './columns';
import { services } from './catalogue';
import { bookingItems } from './bookings';

/** A service's opening rules; without a row the service is open every day at its start_times. */
export const serviceAvailability = pgTable(
  'service_availability',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Open weekdays (0 = Monday) with their start times ("HH:MM"); a weekday not listed is closed. */
    weekly: jsonb('weekly').$type<{ weekday: number; times: string[] }[]>().notNull(),
    /** A start can no longer be booked this many hours before it begins. */
    cutoffHours: integer('cutoff_hours').notNull().default(0),
    updatedAt: updatedAt(),
  },
  () => [check('service_availability_cutoff_check', sql`cutoff_hours >= 0`)],
);

export const serviceBlockedDates = pgTable(
  'service_blocked_dates',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.date] })],
);

/**
 * One start time of a service closed on one date from the partner's calendar (docs/adr/051): the storefront, the cart
 * and the checkout stop selling it; bookings already made stand. A whole day is a row of service_blocked_dates.
 */
export const serviceBlockedSlots = pgTable(
  'service_blocked_slots',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** "HH:MM", Europe/Lisbon, as in the service's start times. */
    startTime: text('start_time').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.date, t.startTime] }),
    check('service_blocked_slots_time_check', sql`start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** The accept/decline links mailed to a partner for a new booking item: only the hash is kept; used once, then dead. */
export const bookingItemAnswerLinks = pgTable(
  'booking_item_answer_links',
  {
    id: serial('id').primaryKey(),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_item_answer_links_token_unique').on(t.tokenHash),
    index('booking_item_answer_links_item_idx').on(t.bookingItemId),
    check('booking_item_answer_links_action_check', inList('action', ['confirmed', 'declined'])),
  ],
);

/**
 * The scheduled mails of a booking item that went out: the reminder the day before and the review request after
 * completion. The primary key is the claim, so two sweeps (two API instances, a re-run) send one mail.
 */
export const bookingItemMails = pgTable(
  'booking_item_mails',
  {
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingItemId, t.kind] }),
    check('booking_item_mails_kind_check', inList('kind', ['reminder', 'review_request'])),
  ],
);
