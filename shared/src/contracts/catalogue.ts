// Catalogue reads (spec §7 "Catalogue"). Text fields are already in the request's Accept-Language.
// Money is integer euro cents (`*_cents`); the shapes that carry a price are a superset of the pricing input of
// `@mp/shared/domain` (`PricedService`), so a screen can pass a service straight to `servicePrice()`.
//
// List answers follow spec §7 "lists read content.data": every list that can grow is a Laravel page
// (`Page(...)`, with `page` / `per_page` query parameters); small lookup lists (categories, countries, locations)
// are plain arrays in `content`.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DURATION_BUCKETS, SERVICE_ORDER_BY } from '../domain';
import { Cents, GeoPoint } from './common';
import { ResponsiveImage } from './images';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const ServiceKind = Type.Union([
  Type.Literal('experience'),
  Type.Literal('wellness'),
  Type.Literal('transfer'),
  Type.Literal('gift_card'),
  /** Tickets to a dated session of an event (docs/adr/043). */
  Type.Literal('event'),
  /** A table at a restaurant for a party, at a time of its opening hours (docs/adr/044). */
  Type.Literal('restaurant'),
]);
export type ServiceKind = Static<typeof ServiceKind>;

/**
 * Who confirms a booked service (docs/adr/049): `partner`, who accepts or declines each paid booking, or `instant`, a
 * booking confirmed on payment (transfers' default).
 */
export const ServiceConfirmation = Type.Union([Type.Literal('partner'), Type.Literal('instant')]);
export type ServiceConfirmation = Static<typeof ServiceConfirmation>;

export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  kind: ServiceKind,
  name: Type.String(),
  description: Type.String(),
});
export type Category = Static<typeof Category>;

export const City = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  district: Type.String(),
});
export type City = Static<typeof City>;

/** Spec §3 "platform countries with cities"; `code` is ISO 3166-1 alpha-2, lower case. */
export const PlatformCountry = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  phone_prefix: Type.String(),
  cities: Type.Array(City),
});
export type PlatformCountry = Static<typeof PlatformCountry>;

// ---------- services ----------

export const PriceType = Type.Union([Type.Literal('per_person'), Type.Literal('per_group')]);
export type PriceType = Static<typeof PriceType>;

// The values themselves live in @mp/shared/domain (catalogue-values.ts), so a page that needs them loads no schema.
export { DURATION_BUCKETS, SERVICE_ORDER_BY };

/** Sort orders of GET /api/services (spec §9 default `most-recent`). */
export const ServiceOrderBy = Type.Union(SERVICE_ORDER_BY.map((order) => Type.Literal(order)));
export type ServiceOrderBy = Static<typeof ServiceOrderBy>;

/** Duration filter buckets (`duration` query value; the minutes of each are in DURATION_BUCKETS). */
export const DurationBucket = Type.Union(DURATION_BUCKETS.map((b) => Type.Literal(b.bucket)));
export type DurationBucket = Static<typeof DurationBucket>;

/** A query flag: `1`/`0` (forms, spec §7 booleans as 1/0) or `true`/`false`. */
export const QueryFlag = Type.Union([
  Type.Literal('1'),
  Type.Literal('0'),
  Type.Literal('true'),
  Type.Literal('false'),
]);
export type QueryFlag = Static<typeof QueryFlag>;

/** Spec §3 service annotations (JSON). `cancellation_policy` is in hours. */
export const ServiceAnnotations = Type.Object({
  calendar_price: Type.Boolean(),
  free_cancellation: Type.Boolean(),
  cancellation_policy: Type.Integer({ minimum: 0 }),
  notes: Nullable(Type.String()),
  selected_language: Nullable(Type.String()),
});
export type ServiceAnnotations = Static<typeof ServiceAnnotations>;

/** Spec §5: quantities above maxCapacity take the first tier (ascending) whose maxCapacity suffices. */
export const ExtraPrice = Type.Object({
  maxCapacity: Type.Integer({ minimum: 1 }),
  value_cents: Cents,
});
export type ExtraPrice = Static<typeof ExtraPrice>;

export const Rating = Type.Object({
  /** Mean stars (1–5) rounded to one decimal; 0 when there are no reviews. */
  average: Type.Number(),
  count: Type.Integer({ minimum: 0 }),
});
export type Rating = Static<typeof Rating>;

/** A gallery picture; `responsive` is the partner photo's variants (ADR 024), null for seeded SVG art. */
export const ServiceImage = Type.Object({
  url: Type.String(),
  alt: Type.String(),
  responsive: Type.Optional(Nullable(ResponsiveImage)),
});
export type ServiceImage = Static<typeof ServiceImage>;

export const CompanyBrief = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  trade_name: Type.String(),
  logo_url: Nullable(Type.String()),
});
export type CompanyBrief = Static<typeof CompanyBrief>;

export const CategoryBrief = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  kind: ServiceKind,
});
export type CategoryBrief = Static<typeof CategoryBrief>;

/**
 * A service card (listings, home sections, search, partner page). `service_slug` / `service_name` are the spec §3
 * names; `slug` / `name` are the same values. `duration` is in minutes. `seats` = the largest group it takes
 * (max of maxCapacity and every extra price tier): the transfers seat filter compares against it.
 */
export const ServiceCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  service_slug: Type.String(),
  name: Type.String(),
  service_name: Type.String(),
  kind: ServiceKind,
  short_description: Type.String(),
  image_url: Nullable(Type.String()),
  /** The first picture's variants (ADR 024) when it is an uploaded photo; null for seeded SVG art. */
  image_responsive: Type.Optional(Nullable(ResponsiveImage)),
  category: CategoryBrief,
  city: Nullable(City),
  company: CompanyBrief,
  value_cents: Cents,
  value_discount_cents: Cents,
  priceType: PriceType,
  maxCapacity: Type.Integer(),
  extraPrices: Type.Array(ExtraPrice),
  seats: Type.Integer(),
  duration: Type.Integer({ minimum: 0 }),
  languages: Type.Array(Type.String()),
  annotations: ServiceAnnotations,
  rating: Rating,
  sponsored: Type.Boolean(),
  weekly_deal: Type.Boolean(),
  /** Gift cards only: the values a buyer may choose (spec §9: price = value); null for other kinds. */
  gift_card_values_cents: Nullable(Type.Array(Cents)),
  /** `instant`: a booking is confirmed on payment ("Instant confirmation"); absent or `partner`: the partner confirms. */
  confirmation: Type.Optional(ServiceConfirmation),
  created_at: Type.String({ format: 'date-time' }),
});
export type ServiceCard = Static<typeof ServiceCard>;

/** The company's one answer to a review, shown under it. */
export const ReviewReply = Type.Object({
  text: Type.String(),
  at: Type.String({ format: 'date-time' }),
  company_name: Type.String(),
});
export type ReviewReply = Static<typeof ReviewReply>;

export const Review = Type.Object({
  id: Type.Integer(),
  author_first_name: Type.String(),
  /** Only the initial, e.g. "S." (reviews are public). */
  author_last_name: Type.String(),
  author_country: Nullable(Type.String()),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  /** The language the review was written in (spec §9 default pt); reviews are not translated. */
  language: Type.String(),
  text: Type.String(),
  /** Left from a real booking of the service (not imported, seeded or written by staff): "Verified booking". */
  verified: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  /** The company's answer, or null; optional so clients built before replies existed still read the answer. */
  reply: Type.Optional(Nullable(ReviewReply)),
});
export type Review = Static<typeof Review>;

/** GET /api/latest-comments items: a review with the service it is about. */
export const LatestComment = Type.Intersect([
  Review,
  Type.Object({
    service: Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      image_url: Nullable(Type.String()),
    }),
  }),
]);
export type LatestComment = Static<typeof LatestComment>;

/**
 * A service's child band (docs/adr/023): children aged `age_start`–`age_end` pay `price_cents` each (capped at what
 * an adult pays); everyone older is an adult at the service's price. `alone`: children may book without an adult.
 */
export const ChildBand = Type.Object({
  price_cents: Cents,
  age_start: Type.Integer({ minimum: 0 }),
  age_end: Type.Integer({ minimum: 0 }),
  alone: Type.Boolean(),
});
export type ChildBand = Static<typeof ChildBand>;

/** GET /api/services/{slug}: everything the service page shows. */
export const ServiceDetail = Type.Intersect([
  ServiceCard,
  Type.Object({
    status: Type.Union([Type.Literal('active'), Type.Literal('inactive'), Type.Literal('draft')]),
    description: Type.String(),
    highlights: Type.Array(Type.String()),
    meeting_point: Nullable(Type.String()),
    /** Where the meeting point is on a map (a link opens it in a map application); null: not given. */
    meeting_position: Nullable(GeoPoint),
    images: Type.Array(ServiceImage),
    ageStart: Type.Integer(),
    ageEnd: Type.Integer(),
    /** Adults and children priced apart (docs/adr/023); null: one price per person (or per group). */
    child_band: Type.Optional(Nullable(ChildBand)),
    /** Places sold per date, all bookings together. */
    daily_capacity: Type.Integer(),
    /** 'HH:MM' (Europe/Lisbon); empty = flexible start. */
    start_times: Type.Array(Type.String()),
    company: Type.Intersect([
      CompanyBrief,
      Type.Object({ description: Nullable(Type.String()), city: Nullable(Type.String()) }),
    ]),
    /** The newest reviews (first `reviews_per_page`, default 5); `rating` has the totals. */
    reviews: Type.Object({
      current_page: Type.Integer(),
      last_page: Type.Integer(),
      per_page: Type.Integer(),
      total: Type.Integer(),
      next_page_url: Nullable(Type.String()),
      data: Type.Array(Review),
    }),
  }),
]);
export type ServiceDetail = Static<typeof ServiceDetail>;

/** `?light=1` (the gateway's slug check): only whether it exists; records no view. */
/** `?light=1`: what a page needs before the full detail (the gateway draws the name and cover in the HTML). */
export const ServiceLight = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  image_url: Type.Union([Type.String(), Type.Null()]),
});
export type ServiceLight = Static<typeof ServiceLight>;

export const ServiceSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type ServiceSlugParams = Static<typeof ServiceSlugParams>;

export const ServiceDetailQuery = Type.Object({
  light: Type.Optional(QueryFlag),
  /** Paging of the embedded reviews. */
  reviews_page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  reviews_per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })),
  /**
   * `0` = do not record a service view (prefetches, previews). Default: a page visit records one view
   * (spec: each service page visit records a service view); requests from bots never do.
   */
  record_view: Type.Optional(QueryFlag),
});
export type ServiceDetailQuery = Static<typeof ServiceDetailQuery>;

/**
 * Filters of GET /api/services and GET /api/services-count-filter-options (same names, same meaning).
 * `language[]` and `language` are both accepted (the form sends `language[]=en&language[]=pt`); a service matches
 * when it offers ANY of the listed languages. `seats` = services (transfers) taking at least that many people.
 * `q` searches names, descriptions, category and city in both languages, case- and accent-insensitive.
 */
export const ServiceFilters = Type.Object({
  kind: Type.Optional(ServiceKind),
  category: Type.Optional(Type.String({ maxLength: 100 })),
  city: Type.Optional(Type.String({ maxLength: 100 })),
  min_price: Type.Optional(Type.Integer({ minimum: 0 })),
  max_price: Type.Optional(Type.Integer({ minimum: 0 })),
  language: Type.Optional(Type.Array(Type.String({ maxLength: 5 }), { maxItems: 10 })),
  'language[]': Type.Optional(Type.Array(Type.String({ maxLength: 5 }), { maxItems: 10 })),
  duration: Type.Optional(DurationBucket),
  free_cancellation: Type.Optional(QueryFlag),
  seats: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /** Only services bookable on this date (YYYY-MM-DD, from today in Lisbon up to two years ahead); gift cards are not dated. */
  date: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ServiceFilters = Static<typeof ServiceFilters>;

export const ServicesQuery = Type.Composite([
  ServiceFilters,
  Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
    'order-by': Type.Optional(ServiceOrderBy),
  }),
]);
export type ServicesQuery = Static<typeof ServicesQuery>;

/** Paging of the home sections and other service lists (default 8 per page). */
export const SectionQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 8 })),
  kind: Type.Optional(ServiceKind),
});
export type SectionQuery = Static<typeof SectionQuery>;

/** GET /api/services/suggested/{x}: `x` = a service slug (or id); answers others of its category, then its city. */
export const SuggestedParams = Type.Object({ x: Type.String({ minLength: 1, maxLength: 200 }) });
export type SuggestedParams = Static<typeof SuggestedParams>;

/** One option of a filter dimension with how many services the list would show if it were picked. */
export const FilterCount = Type.Object({
  filter_value: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  /** Text to show (category/city name in the request's language, language name, bucket label). */
  label: Type.String(),
});
export type FilterCount = Static<typeof FilterCount>;

/**
 * GET /api/services-count-filter-options: per dimension, each value with the count the list would show with the
 * other filters applied and this dimension set to that value (so a count never disagrees with the list).
 * `free_cancellation` has one entry, filter_value "1". Values with count 0 are included for categories/cities
 * already in the request; others only when their count is above 0.
 */
export const FilterCounts = Type.Object({
  kind: Type.Array(FilterCount),
  category: Type.Array(FilterCount),
  city: Type.Array(FilterCount),
  language: Type.Array(FilterCount),
  duration: Type.Array(FilterCount),
  free_cancellation: Type.Array(FilterCount),
  /** Transfers: `filter_value` N = services taking at least N people (N from 1 to the largest). */
  seats: Type.Array(FilterCount),
  /** The number of services the list shows with every filter of the request applied. */
  total: Type.Integer({ minimum: 0 }),
});
export type FilterCounts = Static<typeof FilterCounts>;

/** Price range (cents) and seat range answers (spec §3 "price range and seat range (min_value, max_value)"). */
export const ValueRange = Type.Object({
  min_value: Type.Integer({ minimum: 0 }),
  max_value: Type.Integer({ minimum: 0 }),
});
export type ValueRange = Static<typeof ValueRange>;

/** GET /api/services/by-cities: cities with active services, the most served first, each with its first cards. */
export const CityServices = Type.Object({
  city: City,
  services_count: Type.Integer(),
  image_url: Nullable(Type.String()),
  /** The first card's picture variants (ADR 024); null for SVG art. */
  image_responsive: Type.Optional(Nullable(ResponsiveImage)),
  services: Type.Array(ServiceCard),
});
export type CityServices = Static<typeof CityServices>;

export const ByCitiesQuery = Type.Object({
  cities: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6 })),
  per_city: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 4 })),
  kind: Type.Optional(ServiceKind),
});
export type ByCitiesQuery = Static<typeof ByCitiesQuery>;

/** GET /api/services/locations: cities that have active services (for the city filter and the header search). */
export const ServiceLocation = Type.Intersect([
  City,
  Type.Object({ country: Type.String(), services_count: Type.Integer() }),
]);
export type ServiceLocation = Static<typeof ServiceLocation>;

export const LatestCommentsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 6 })),
  /** Only reviews with at least this many stars (home shows 4+). */
  min_stars: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
});
export type LatestCommentsQuery = Static<typeof LatestCommentsQuery>;

/**
 * Trending score of a service over the last 30 days: views + 10 × booked items (booking items not declined or
 * cancelled). Home "trending" and `order-by=trending` sort by it (ties: newest first).
 */
export const TRENDING_WINDOW_DAYS = 30;
export const TRENDING_BOOKING_WEIGHT = 10;

/** GET /api/sitemap-entries: what the gateway's sitemap.xml lists besides the static pages. */
export const SitemapEntry = Type.Object({ slug: Type.String(), updated_at: Type.String({ format: 'date-time' }) });
export type SitemapEntry = Static<typeof SitemapEntry>;
export const SitemapEntries = Type.Object({
  /** Active services of live companies (`/{slug}`). */
  services: Type.Array(SitemapEntry),
  /** Live partners with at least one active service (`/partner/{slug}`). */
  partners: Type.Array(SitemapEntry),
  /** Categories with active services (`/category/{slug}`). */
  categories: Type.Array(SitemapEntry),
});
export type SitemapEntries = Static<typeof SitemapEntries>;
