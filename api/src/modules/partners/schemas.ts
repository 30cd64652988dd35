import { AffiliateSignupBody, Envelope, MessageContent, PartnerRegistrationBody } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['partners'];

export const partnerSignupSchema = (summary: string) => ({
  tags,
  summary,
  consumes: ['multipart/form-data', 'application/json'],
  body: PartnerRegistrationBody,
  response: { 202: Envelope(MessageContent), ...errors(413, 415, 422, 429) },
});

export const affiliateSignupSchema = {
  tags,
  summary:
    'Affiliate sign-up. Answers 202 the same for every address: a new one is mailed a code and a link, whose proof (POST /api/verify-client-register(-link)) signs in an AFFILIATE with a referral code; one with an account a "you already have an account" mail',
  consumes: ['multipart/form-data', 'application/json'],
  body: AffiliateSignupBody,
  response: { 202: Envelope(MessageContent), ...errors(422, 429) },
};
