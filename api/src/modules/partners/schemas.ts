import { Type, type Static } from '@sinclair/typebox';
import { AffiliateRegistered, AffiliateSignupBody, Envelope, ImpersonateQuery, Page, PartnerRegistered, PartnerRegistrationBody } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['partners'];

export const partnerSignupSchema = (summary: string) => ({
  tags,
  summary,
  consumes: ['multipart/form-data', 'application/json'],
  body: PartnerRegistrationBody,
  response: { 201: Envelope(PartnerRegistered), ...errors(413, 415, 422) },
});

export const affiliateSignupSchema = {
  tags,
  summary: 'Affiliate sign-up: creates an AFFILIATE with a referral code',
  consumes: ['multipart/form-data', 'application/json'],
  body: AffiliateSignupBody,
  response: { 201: Envelope(AffiliateRegistered), ...errors(422) },
};

/** One affiliate as the back office lists it (spec §3 Affiliate: id, first_name, last_name; `id` is the user's). */
export const SuperAffiliate = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  affiliate_code: Type.String(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('suspended')]),
  commission_basis_points: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
export type SuperAffiliate = Static<typeof SuperAffiliate>;

export const SuperAffiliatesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
});

export const superAffiliatesSchema = {
  tags: ['super'],
  summary: 'Affiliates, newest first (SUPER; spec §7 GET api/super/affiliates)',
  querystring: Type.Composite([SuperAffiliatesQuery, ImpersonateQuery]),
  response: { 200: Envelope(Page(SuperAffiliate)), ...errors(401, 403, 422) },
};
