// Values of the wire contracts that the storefront's pages need at run time (sort orders, duration buckets, the static
// pages, the partner form's steps), in plain code. The contract files (@mp/shared/contracts) build their TypeBox schemas
// from these and re-export them, for the API; a front end imports them from here, so a page that needs a list of values
// does not load TypeBox and every contract schema with it (ADR 028: ~20 KB brotli and their evaluation on the
// listing, transfers and static pages). `@mp/shared/contracts` stays types-only on the front end except in forms.

/** Sort orders of GET /api/services (spec §9 default `most-recent`). */
export const SERVICE_ORDER_BY = ['most-recent', 'price-asc', 'price-desc', 'rating', 'trending'] as const;

/**
 * Duration filter buckets (`duration` query value → minutes, inclusive): `up-to-1-hour` ≤ 60, `1-to-4-hours` 61–240,
 * `4-hours-to-1-day` 241–1440, `more-than-1-day` > 1440. A service of 0 minutes has no duration (gift cards,
 * transfers) and is in no bucket.
 */
export const DURATION_BUCKETS = [
  { bucket: 'up-to-1-hour', min: 1, max: 60 },
  { bucket: '1-to-4-hours', min: 61, max: 240 },
  { bucket: '4-hours-to-1-day', min: 241, max: 1440 },
  { bucket: 'more-than-1-day', min: 1441, max: null },
] as const satisfies readonly { bucket: string; min: number; max: number | null }[];

/** The storefront's static pages whose text the back office edits (route ids of the route table). */
export const STATIC_PAGE_SLUGS = [
  'about-us',
  'affiliate',
  'affiliate-terms',
  'business',
  'faqs',
  'luggage',
  'press-kit',
  'privacy-policy',
  'terms-and-conditions',
  'suggestions',
] as const;

/** The 3 steps of /be-a-partner, in order; a screen shows a 422 on the step that owns the field. */
export const PARTNER_FORM_STEPS: readonly (readonly string[])[] = [
  ['businessName', 'taxNumber', 'iban', 'bicswift', 'numberOfEmployees', 'country', 'city', 'address', 'zipCode'],
  ['tradeName', 'description', 'website', 'logo'],
  ['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword'],
];
