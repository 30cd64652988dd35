import { Type } from '@sinclair/typebox';
import {
  Envelope,
  NewPromoCodeBody,
  Page,
  PromoCodesQuery,
  PromoCodeStatusBody,
  PromoCodeUpdateBody,
  PromoRequestsQuery,
  PromoRequestStatusBody,
  SuperPromoCode,
  SuperPromoRequest,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['back office'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const listSchema = {
  tags,
  summary: 'Promo codes with their usage (paid uses, revenue, discount given); ?search= on the code (spec §7)',
  querystring: PromoCodesQuery,
  response: { 200: Envelope(Page(SuperPromoCode)), ...errors(401, 403, 422) },
};

export const createSchema = {
  tags,
  summary: 'Creates a promo code; a code that exists (any case) is a 422 on code',
  body: NewPromoCodeBody,
  response: { 201: Envelope(SuperPromoCode), ...errors(401, 403, 422) },
};

export const updateSchema = {
  tags,
  summary: 'Edits a promo code',
  params: IdParams,
  body: PromoCodeUpdateBody,
  response: { 200: Envelope(SuperPromoCode), ...errors(401, 403, 404, 422) },
};

export const statusSchema = {
  tags,
  summary: 'Sets a promo code status: requested, assigned (usable) or used (spec §4)',
  params: IdParams,
  body: PromoCodeStatusBody,
  response: { 200: Envelope(SuperPromoCode), ...errors(401, 403, 404, 422) },
};

export const requestsSchema = {
  tags,
  summary: "Partners' promo code requests, newest first",
  querystring: PromoRequestsQuery,
  response: { 200: Envelope(Page(SuperPromoRequest)), ...errors(401, 403, 422) },
};

export const requestStatusSchema = {
  tags,
  summary: 'Moves a request requested → assigned (gives promo_code_id to the requester, who is mailed) → used',
  params: IdParams,
  body: PromoRequestStatusBody,
  response: { 200: Envelope(SuperPromoRequest), ...errors(401, 403, 404, 422) },
};
