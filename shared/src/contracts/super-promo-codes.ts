// Back-office promo codes (spec §4 statuses, §7 api/super/promo-codes*). Dates are Lisbon calendar
// days: a code is valid from the start of valid_from to the end of valid_to. Fixed values are cents.
import { Type, type Static } from '@sinclair/typebox';
import { Cents, ImpersonateField, MAX_CENTS } from './common';

export const PromoCodeStatus = Type.Union([Type.Literal('requested'), Type.Literal('assigned'), Type.Literal('used')]);
export type PromoCodeStatus = Static<typeof PromoCodeStatus>;
export const PromoKindName = Type.Union([Type.Literal('percent'), Type.Literal('fixed')]);

const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Lisbon)' });

export const SuperPromoCode = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: PromoKindName,
  /** percent: 1–100; fixed: cents. */
  value: Type.Integer(),
  valid_from: Day,
  valid_to: Day,
  max_uses: Type.Union([Type.Integer(), Type.Null()]),
  status: PromoCodeStatus,
  assigned_user: Type.Union([
    Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String() }),
    Type.Null(),
  ]),
  /** Paid bookings that used the code, their revenue and the discount they got. */
  usage: Type.Object({ uses: Type.Integer(), revenue_cents: Cents, discount_cents: Cents }),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperPromoCode = Static<typeof SuperPromoCode>;

export const PromoCodesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  search: Type.Optional(Type.String({ maxLength: 60 })),
  status: Type.Optional(PromoCodeStatus),
  /** true: only the codes staff can give someone now (the back office's code picker). */
  available: Type.Optional(
    Type.Boolean({
      description:
        'true: only codes that can be given now: active, not expired, with uses left, assigned to nobody, never redeemed',
    }),
  ),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('code'),
      Type.Literal('-code'),
      Type.Literal('created_at'),
      Type.Literal('-created_at'),
      Type.Literal('valid_to'),
      Type.Literal('-valid_to'),
    ]),
  ),
  impersonate_id: ImpersonateField,
});
export type PromoCodesQuery = Static<typeof PromoCodesQuery>;

export const NewPromoCodeBody = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40 }),
  kind: PromoKindName,
  /** percent: 1 … 100 (checked by the API); fixed: cents, at most MAX_CENTS (larger numbers are a 422). */
  value: Type.Integer({ minimum: 1, maximum: MAX_CENTS }),
  valid_from: Type.String({ maxLength: 10 }),
  valid_to: Type.String({ maxLength: 10 }),
  /** null: unlimited. (0 is a 422 from the server: ajv would coerce it to null before a `minimum: 1` could refuse it.) */
  max_uses: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
  assigned_user_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
});
export type NewPromoCodeBody = Static<typeof NewPromoCodeBody>;

export const PromoCodeUpdateBody = Type.Partial(NewPromoCodeBody);
export type PromoCodeUpdateBody = Static<typeof PromoCodeUpdateBody>;

export const PromoCodeStatusBody = Type.Object({ status: PromoCodeStatus });
export type PromoCodeStatusBody = Static<typeof PromoCodeStatusBody>;

export const SuperPromoRequest = Type.Object({
  id: Type.Integer(),
  status: PromoCodeStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  requester: Type.Object({ id: Type.Integer(), email: Type.String(), name: Type.String(), user_type: Type.String() }),
  /** The partner company it was asked for in the promoter area, null for an older request without one. */
  company: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  /** The discount the partner would like, in percent. */
  wanted_discount_percent: Type.Union([Type.Integer(), Type.Null()]),
  /** The services the code is for, named in the request's language (a service since deleted is left out). */
  services: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  promo_code: Type.Union([Type.Object({ id: Type.Integer(), code: Type.String() }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperPromoRequest = Static<typeof SuperPromoRequest>;

export const PromoRequestsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  status: Type.Optional(PromoCodeStatus),
  impersonate_id: ImpersonateField,
});
export type PromoRequestsQuery = Static<typeof PromoRequestsQuery>;

/**
 * A partner's request moves requested → assigned (with the code given to the requester) → used. Assigning needs
 * `promo_code_id` (a code not assigned to someone else).
 */
export const PromoRequestStatusBody = Type.Object({
  status: PromoCodeStatus,
  promo_code_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PromoRequestStatusBody = Static<typeof PromoRequestStatusBody>;
