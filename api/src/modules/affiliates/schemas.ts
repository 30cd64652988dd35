import {
  AffiliateCommission,
  AffiliateCommissionsQuery,
  AffiliateDashboard,
  AffiliateProfile,
  AffiliateProfileBody,
  AffiliateSettingsBody,
  AffiliateVisitBody,
  AffiliateVisitResult,
  ChangePasswordBody,
  Envelope,
  MessageContent,
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
export const profileSchema = {
  tags,
  summary: 'The affiliate’s name, contact, payout details, code and rate',
  response: { 200: Envelope(AffiliateProfile), ...errors(401, 403, 404) },
};
export const updateProfileSchema = {
  tags,
  summary: 'Edit the affiliate’s name, contact and payout details (empty values skipped)',
  body: AffiliateProfileBody,
  response: { 200: Envelope(AffiliateProfile), ...errors(401, 403, 404, 422) },
};
export const settingsSchema = {
  tags,
  summary: 'The language of the affiliate’s mails',
  body: AffiliateSettingsBody,
  response: { 200: Envelope(AffiliateProfile), ...errors(401, 403, 422) },
};
export const passwordSchema = {
  tags,
  summary: 'Change the affiliate’s password (current one required); every other session is signed out',
  body: ChangePasswordBody,
  response: { 200: Envelope(MessageContent), ...errors(401, 403, 422) },
};
