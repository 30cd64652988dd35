import type { StaticPage } from './types';
import { aboutUs } from './about-us';
import { affiliate } from './affiliate';
import { affiliateTerms } from './affiliate-terms';
import { business } from './business';
import { faqs } from './faqs';
import { luggage } from './luggage';
import { pressKit } from './press-kit';
import { privacyPolicy } from './privacy-policy';
import { termsAndConditions } from './terms-and-conditions';
import { suggestions } from './suggestions';

export type { FaqItem, StaticLink, StaticPage, StaticPageText } from './types';

export const staticPages: Record<StaticPage['id'], StaticPage> = {
  'about-us': aboutUs,
  affiliate,
  'affiliate-terms': affiliateTerms,
  business,
  faqs,
  luggage,
  'press-kit': pressKit,
  'privacy-policy': privacyPolicy,
  'terms-and-conditions': termsAndConditions,
  suggestions,
};
