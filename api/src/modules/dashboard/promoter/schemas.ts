// Route schemas of the promoter area (the partner's promo code requests).
import {
  Envelope,
  Page,
  PartnerPromoRequest,
  PartnerPromoRequestBody,
  PartnerPromoRequestsQuery,
} from '@mp/shared/contracts';
import { errors } from '../../../lib/schemas';

const tags = ['dashboard'];

export const promoRequestsListSchema = {
  tags,
  summary:
    'The company’s promo code requests with their status (requested, assigned with the code, used), newest first',
  querystring: PartnerPromoRequestsQuery,
  response: { 200: Envelope(Page(PartnerPromoRequest)), ...errors(401, 403, 422) },
};

export const promoRequestCreateSchema = {
  tags,
  summary: 'Ask the back office for a promo code for some of the company’s services (reason, wanted discount in %)',
  body: PartnerPromoRequestBody,
  response: { 201: Envelope(PartnerPromoRequest), ...errors(401, 403, 422) },
};
