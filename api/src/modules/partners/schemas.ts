import { AffiliateRegistered, AffiliateSignupBody, Envelope, PartnerRegistered, PartnerRegistrationBody } from '@mp/shared/contracts';
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
