// What a booking spends: payments and provider events, promo-code redemptions, gift-card transactions,
// the points ledger, invoices; the sandbox gateways' own ledger.
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './statuses';
import { users } from './users';
import { companies } from './partners';
import { promoCodes, giftCards } from './rewards';
import { bookings } from './bookings';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    // Method data the front end needs (brand + last4, approval URL, MB WAY start, crypto address); never a card number.
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_external_unique').on(t.provider, t.externalId),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_provider_check', inList('provider', PAYMENT_METHODS)),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_amount_check', sql`amount_cents >= 0`),
  ],
);

/** Provider callbacks; unique (provider, event_id) makes a replayed callback a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    signatureVerified: boolean('signature_verified').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    check('payment_events_provider_check', inList('provider', PAYMENT_METHODS)),
    check('payment_events_status_check', inList('status', PAYMENT_STATUSES)),
  ],
);

export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_code_redemptions_code_booking_unique').on(t.promoCodeId, t.bookingId),
    check('promo_code_redemptions_discount_check', sql`discount_cents >= 0`),
  ],
);

export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.giftCardId),
    check('gift_card_transactions_kind_check', inList('kind', ['issue', 'redeem', 'refund'])),
    check('gift_card_transactions_amount_check', sql`amount_cents > 0`),
  ],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    bookingItemId: integer('booking_item_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId),
    // A completed item earns once, however often its completion is posted.
    uniqueIndex('points_ledger_item_reason_unique').on(t.bookingItemId, t.reason),
    check('points_ledger_reason_check', inList('reason', ['earned', 'spent', 'refund', 'adjustment', 'expired'])),
    check('points_ledger_delta_check', sql`delta <> 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    // Consecutive per year (invoice numbers), assigned when the row is generated; the figures behind amount_cents.
    number: integer('number'),
    items: integer('items').notNull().default(0),
    grossCents: integer('gross_cents').notNull().default(0),
    commissionCents: integer('commission_cents').notNull().default(0),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_company_period_unique').on(t.companyId, t.year, t.month),
    uniqueIndex('invoices_year_number_unique').on(t.year, t.number),
    check('invoices_month_check', sql`month between 1 and 12`),
    check('invoices_status_check', inList('status', ['pending', 'uploaded', 'paid'])),
    check('invoices_amount_check', sql`amount_cents >= 0`),
  ],
);

/**
 * The sandbox payment gateways' own ledger. The sandboxes stand in for outside gateways, so this is
 * their state, not ours (no foreign key to payments): kept here so that a pending MB WAY or crypto payment survives
 * an API restart and several API instances see the same sandbox. `answer`/`answer_at`: what an MB WAY test phone
 * will answer and when (resumed after a restart). Unused by a real gateway.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    method: text('method').notNull(),
    externalId: text('external_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    gatewayStatus: text('gateway_status').notNull(),
    status: text('status').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: tstz('expires_at'),
    answer: text('answer'),
    answerAt: tstz('answer_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.method, t.externalId] }),
    index('sandbox_payments_answer_idx').on(t.answerAt),
    check('sandbox_payments_method_check', inList('method', ['card', 'paypal', 'mbway', 'crypto'])),
    check('sandbox_payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('sandbox_payments_answer_check', sql`answer is null or answer in ('approve', 'refuse')`),
    check('sandbox_payments_refund_check', sql`refunded_cents >= 0 and refunded_cents <= amount_cents`),
  ],
);

export const PAYMENT_REFUND_STATUSES = ['pending', 'done', 'manual'] as const;
export const PAYMENT_REFUND_REASONS = ['cancellation', 'late_payment', 'crypto_shortfall', 'partial_refund'] as const;

/**
 * Refunds owed through a gateway (migration 0024): written with the decision, sent with the row id as the gateway's
 * idempotency key, retried until the gateway takes it; `manual` when the gateway has no refund API (docs/adr/038).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    gatewayRefundId: text('gateway_refund_id'),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    doneAt: tstz('done_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_refunds_open_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_done_idx')
      .on(t.doneAt)
      .where(sql`status = 'done'`),
    check('payment_refunds_amount_check', sql`amount_cents > 0`),
    check('payment_refunds_status_check', inList('status', PAYMENT_REFUND_STATUSES)),
    check('payment_refunds_reason_check', inList('reason', PAYMENT_REFUND_REASONS)),
  ],
);

/** The reconciliation of a Lisbon day for one method: counts on each side and the differences found (migration 0024). */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    checkedAt: tstz('checked_at').notNull().defaultNow(),
    ours: integer('ours').notNull(),
    theirs: integer('theirs').notNull(),
    differences: jsonb('differences').$type<unknown[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    primaryKey({ name: 'reconciliation_runs_day_method_pk', columns: [t.day, t.method] }),
    check('reconciliation_runs_method_check', inList('method', ['card', 'paypal', 'mbway', 'crypto'])),
  ],
);
