// The promoter area: a partner asks the back office for a promo code for some of their services, with
// a reason and the discount they would like, and follows the request's status — requested, then assigned (the code
// the back office gave, via POST api/super/promo-codes/request/{id}/status), then used.
import { Type, type Static } from '@sinclair/typebox';
import { ImpersonateField } from './common';
import { PromoCodeStatus } from './super-promo-codes';

/** POST /api/dashboard/promo-code-requests. Server rules: every service is the company's own (422 on service_ids). */
export const PartnerPromoRequestBody = Type.Object({
  reason: Type.String({ minLength: 10, maxLength: 1000 }),
  wanted_discount_percent: Type.Integer({ minimum: 1, maximum: 90 }),
  service_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 50 }),
  impersonate_id: ImpersonateField,
});
export type PartnerPromoRequestBody = Static<typeof PartnerPromoRequestBody>;

/** The screen's values (the discount typed as text, the services as checked ids). */
export const PartnerPromoRequestForm = Type.Object({
  reason: Type.String({ minLength: 10, maxLength: 1000 }),
  wanted_discount_percent: Type.String({ pattern: '^(?:[1-9]|[1-8][0-9]|90)$' }),
  service_ids: Type.Array(Type.String(), { minItems: 1 }),
});
export type PartnerPromoRequestForm = Static<typeof PartnerPromoRequestForm>;

export const PartnerPromoRequest = Type.Object({
  id: Type.Integer(),
  status: PromoCodeStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  wanted_discount_percent: Type.Union([Type.Integer(), Type.Null()]),
  services: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** Once assigned: the code the back office gave, its discount and how long it is valid. */
  promo_code: Type.Union([
    Type.Object({ code: Type.String(), kind: Type.String(), value: Type.Integer(), valid_to: Type.String() }),
    Type.Null(),
  ]),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type PartnerPromoRequest = Static<typeof PartnerPromoRequest>;

export const PartnerPromoRequestsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  status: Type.Optional(PromoCodeStatus),
  impersonate_id: ImpersonateField,
});
export type PartnerPromoRequestsQuery = Static<typeof PartnerPromoRequestsQuery>;
