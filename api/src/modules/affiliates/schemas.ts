import {
  AffiliateCommission,
  AffiliateCommissionsQuery,
  AffiliateDashboard,
  AffiliateVisitBody,
  AffiliateVisitResult,
  Envelope,
  Page,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['affiliates'];

export const visitSchema = {
  tags,
  summary:
    'An arrival through a referral link (`?ref=CODE`): counts a click and remembers the visit for 30 days (cookie)',
  body: AffiliateVisitBody,
  response: { 200: Envelope(AffiliateVisitResult), ...errors(404, 422) },
};
export const dashboardSchema = {
  tags,
  summary:
    'The affiliate’s link, rate, clicks, paid referred bookings, conversion and commissions, and the last 12 months',
  response: { 200: Envelope(AffiliateDashboard), ...errors(401, 403) },
};
export const commissionsSchema = {
  tags,
  summary:
    'The affiliate’s commissions, one per paid referred booking item (pending, earned or cancelled), newest first',
  querystring: AffiliateCommissionsQuery,
  response: { 200: Envelope(Page(AffiliateCommission)), ...errors(401, 403, 422) },
};
