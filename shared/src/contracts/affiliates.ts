// The affiliate area (ADR 019, spec §2 /affiliates/*): a referral link and code; arrivals through it are
// visits remembered 30 days (POST /api/affiliate-visits sets the cookie); bookings paid within them are the
// affiliate's, with a commission per booking item at the rate the back office sets: pending until the item is
// completed, earned then, cancelled when the item is cancelled, declined or refunded.
import { Type, type Static } from '@sinclair/typebox';
import { ImpersonateField, PageQuery } from './common';

/** How long an arrival through a referral link is remembered. */
export const REFERRAL_DAYS = 30;
/** The query parameter of a referral link (`/?ref=CODE`). */
export const REFERRAL_PARAM = 'ref';
export const REFERRAL_CODE_PATTERN = '^[A-Za-z0-9_-]{3,40}$';

export const AffiliateVisitBody = Type.Object({ code: Type.String({ pattern: REFERRAL_CODE_PATTERN }) });
export type AffiliateVisitBody = Static<typeof AffiliateVisitBody>;
export const AffiliateVisitResult = Type.Object({ remembered_days: Type.Integer() });
export type AffiliateVisitResult = Static<typeof AffiliateVisitResult>;

export const AffiliateMonth = Type.Object({
  month: Type.String({ description: 'YYYY-MM (Europe/Lisbon)' }),
  clicks: Type.Integer(),
  bookings: Type.Integer(),
  commission_cents: Type.Integer({ description: 'pending and earned commissions of the bookings paid that month' }),
});
export type AffiliateMonth = Static<typeof AffiliateMonth>;

/** GET /api/affiliates/dashboard: the link, the rate and the last 12 months. */
export const AffiliateDashboard = Type.Object({
  code: Type.String(),
  commission_basis_points: Type.Integer(),
  status: Type.String(),
  clicks: Type.Integer(),
  bookings: Type.Integer(),
  /** bookings / clicks, 0 to 1 (0 without clicks). */
  conversion: Type.Number(),
  pending_cents: Type.Integer(),
  earned_cents: Type.Integer(),
  cancelled_cents: Type.Integer(),
  months: Type.Array(AffiliateMonth),
});
export type AffiliateDashboard = Static<typeof AffiliateDashboard>;

export const AFFILIATE_COMMISSION_STATUSES = ['pending', 'earned', 'cancelled'] as const;
export type AffiliateCommissionStatus = (typeof AFFILIATE_COMMISSION_STATUSES)[number];

/** One referred booking item and its commission. */
export const AffiliateCommission = Type.Object({
  booking_item_id: Type.Integer(),
  booking_reference: Type.String(),
  service_name: Type.String(),
  paid_at: Type.String(),
  amount_cents: Type.Integer(),
  commission_basis_points: Type.Integer(),
  commission_cents: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('earned'), Type.Literal('cancelled')]),
});
export type AffiliateCommission = Static<typeof AffiliateCommission>;

export const AffiliateCommissionsQuery = Type.Object({
  ...PageQuery.properties,
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('earned'), Type.Literal('cancelled')])),
});
export type AffiliateCommissionsQuery = Static<typeof AffiliateCommissionsQuery>;

/**
 * GET /api/affiliates/profile: the affiliate's name, contact and payout details (spec §3 affiliate
 * sign-up fields), with the referral code and rate the back office set.
 */
export const AffiliateProfile = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  vatnumber: Type.Union([Type.String(), Type.Null()]),
  iban: Type.Union([Type.String(), Type.Null()]),
  bicswift: Type.Union([Type.String(), Type.Null()]),
  code: Type.String(),
  status: Type.String(),
  commission_basis_points: Type.Integer(),
  language: Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Null()]),
});
export type AffiliateProfile = Static<typeof AffiliateProfile>;

/**
 * POST /api/affiliates/profile: every field optional; an empty one is skipped (as the partner update, spec §5).
 * Server rules: iban a valid IBAN, vatnumber a valid NIF for Portugal, phone digits. A 422 names these fields.
 */
export const AffiliateProfileBody = Type.Object({
  first_name: Type.Optional(Type.String({ maxLength: 100 })),
  last_name: Type.Optional(Type.String({ maxLength: 100 })),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+#() .-]*$' })),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  vatnumber: Type.Optional(Type.String({ maxLength: 20 })),
  iban: Type.Optional(Type.String({ maxLength: 40 })),
  bicswift: Type.Optional(Type.String({ maxLength: 11, pattern: '^([A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?)?$' })),
  impersonate_id: ImpersonateField,
});
export type AffiliateProfileBody = Static<typeof AffiliateProfileBody>;

/** The edit screen's values. */
export const AffiliateProfileForm = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  phone: Type.String({ maxLength: 30, pattern: '^[0-9+#() .-]*$' }),
  description: Type.String({ maxLength: 2000 }),
  vatnumber: Type.String({ maxLength: 20 }),
  iban: Type.String({ maxLength: 40 }),
  bicswift: Type.String({ maxLength: 11, pattern: '^([A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?)?$' }),
});
export type AffiliateProfileForm = Static<typeof AffiliateProfileForm>;

/** POST /api/affiliates/settings: the language of the affiliate's mails. */
export const AffiliateSettingsBody = Type.Object({
  language: Type.Union([Type.Literal('en'), Type.Literal('pt'), Type.Null()]),
  impersonate_id: ImpersonateField,
});
export type AffiliateSettingsBody = Static<typeof AffiliateSettingsBody>;
