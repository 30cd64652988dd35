// Promo codes (and requests for them) and gift cards.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz, inList } from './columns';
import { PROMO_CODE_STATUSES } from './statuses';
import { users } from './users';
import { services } from './catalogue';
import { companies } from './partners';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    validFrom: tstz('valid_from').notNull(),
    validTo: tstz('valid_to').notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    status: text('status').notNull().default('assigned'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check('promo_codes_kind_check', inList('kind', ['percent', 'fixed'])),
    check('promo_codes_status_check', inList('status', PROMO_CODE_STATUSES)),
    check(
      'promo_codes_value_check',
      sql`(kind = 'percent' and value between 1 and 100) or (kind = 'fixed' and value > 0)`,
    ),
    check('promo_codes_uses_check', sql`uses >= 0 and (max_uses is null or uses <= max_uses)`),
    check('promo_codes_validity_check', sql`valid_to >= valid_from`),
  ],
);

export const promoCodeRequests = pgTable(
  'promo_code_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    reason: text('reason'),
    status: text('status').notNull().default('requested'),
    // The promoter area: a partner's request is for services of their company, with the discount they would like.
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    wantedDiscountPercent: integer('wanted_discount_percent'),
    serviceIds: jsonb('service_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('promo_code_requests_user_idx').on(t.userId),
    index('promo_code_requests_company_idx').on(t.companyId),
    check('promo_code_requests_status_check', inList('status', PROMO_CODE_STATUSES)),
    check(
      'promo_code_requests_discount_check',
      sql`wanted_discount_percent is null or wanted_discount_percent between 1 and 100`,
    ),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    serviceId: integer('service_id').references(() => services.id),
    purchaserUserId: integer('purchaser_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    valueCents: integer('value_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    status: text('status').notNull().default('active'),
    expiresAt: tstz('expires_at').notNull(),
    // The paid booking item that issued it (with `issue_index`): paying twice cannot issue twice.
    issuedForBookingItemId: integer('issued_for_booking_item_id'),
    issueIndex: integer('issue_index'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_unique').on(t.code),
    uniqueIndex('gift_cards_issued_unique').on(t.issuedForBookingItemId, t.issueIndex),
    check('gift_cards_status_check', inList('status', ['pending', 'active', 'redeemed', 'expired', 'cancelled'])),
    check('gift_cards_balance_check', sql`value_cents > 0 and balance_cents between 0 and value_cents`),
  ],
);
