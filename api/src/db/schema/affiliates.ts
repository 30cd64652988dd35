// Affiliate attribution (ADR 019): each arrival through a referral link is a visit; a booking made while the
// visit is remembered (30 days) is a referral, keeping the commission rate of that day. Commissions are read from
// the referred booking's items: pending until an item is completed, cancelled when it is cancelled or refunded.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { affiliates } from './partners';
import { bookings } from './bookings';

export const affiliateVisits = pgTable(
  'affiliate_visits',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_visits_affiliate_created_idx').on(t.affiliateId, t.createdAt)],
);

export const affiliateReferrals = pgTable(
  'affiliate_referrals',
  {
    id: serial('id').primaryKey(),
    affiliateId: integer('affiliate_id')
      .notNull()
      .references(() => affiliates.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    visitId: integer('visit_id')
      .notNull()
      .references(() => affiliateVisits.id, { onDelete: 'cascade' }),
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliate_referrals_booking_unique').on(t.bookingId),
    index('affiliate_referrals_affiliate_idx').on(t.affiliateId),
    check('affiliate_referrals_commission_check', sql`commission_basis_points between 0 and 10000`),
  ],
);
