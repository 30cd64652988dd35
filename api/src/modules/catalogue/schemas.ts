import { Type } from '@sinclair/typebox';
import {
  ByCitiesQuery,
  Category,
  CityServices,
  Envelope,
  FilterCounts,
  LatestComment,
  LatestCommentsQuery,
  Page,
  PlatformCountry,
  SectionQuery,
  ServiceCard,
  ServiceDetail,
  ServiceDetailQuery,
  ServiceFilters,
  ServiceKind,
  ServiceLight,
  ServiceLocation,
  ServiceSlugParams,
  ServicesQuery,
  SitemapEntries,
  SuggestedParams,
  ValueRange,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['catalogue'];

export const categoriesSchema = {
  tags,
  summary: 'Service categories, names in the Accept-Language locale',
  response: { 200: Envelope(Type.Array(Category)), ...errors() },
};

export const categorySchema = {
  tags,
  summary: 'One category by slug (the gateway answers 404 for /category/{slug} of an unknown one)',
  params: ServiceSlugParams,
  response: { 200: Envelope(Category), ...errors(404) },
};

export const platformCountriesSchema = {
  tags,
  summary: 'Platform countries with their cities (spec §9: static list)',
  response: { 200: Envelope(Type.Array(PlatformCountry)), ...errors() },
};

export const servicesSchema = {
  tags,
  summary: 'Active services, filtered, sorted (default most-recent) and paged (default page 1, 12 per page)',
  querystring: ServicesQuery,
  response: { 200: Envelope(Page(ServiceCard)), ...errors(422) },
};

export const sectionSchema = (summary: string) => ({
  tags,
  summary,
  querystring: SectionQuery,
  response: { 200: Envelope(Page(ServiceCard)), ...errors(422) },
});

export const byCitiesSchema = {
  tags,
  summary: 'Cities with the most active services, each with its first services',
  querystring: ByCitiesQuery,
  response: { 200: Envelope(Type.Array(CityServices)), ...errors(422) },
};

export const locationsSchema = {
  tags,
  summary: 'Cities that have active services, with how many',
  querystring: Type.Object({ kind: Type.Optional(ServiceKind) }),
  response: { 200: Envelope(Type.Array(ServiceLocation)), ...errors(422) },
};

export const suggestedSchema = {
  tags,
  summary: 'Services like the given one (slug or id): same category, then same city',
  params: SuggestedParams,
  querystring: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 8 })),
  }),
  response: { 200: Envelope(Page(ServiceCard)), ...errors(404, 422) },
};

export const serviceDetailSchema = {
  tags,
  summary: 'One active service by slug (records a service view unless light=1, record_view=0 or a bot)',
  params: ServiceSlugParams,
  querystring: ServiceDetailQuery,
  response: { 200: Envelope(Type.Union([ServiceDetail, ServiceLight])), ...errors(404, 422) },
};

export const filterCountsSchema = {
  tags,
  summary: 'For each filter dimension, each value and how many services the list would show with it',
  querystring: ServiceFilters,
  response: { 200: Envelope(FilterCounts), ...errors(422) },
};

export const priceRangeSchema = {
  tags,
  summary: 'Lowest and highest price (cents, discount applied) of active services',
  // The listing's filters; the range bounds the price slider, so its own min_price/max_price are not applied.
  querystring: ServiceFilters,
  response: { 200: Envelope(ValueRange), ...errors(422) },
};

export const seatRangeSchema = {
  tags,
  summary: 'Smallest and largest group size among active transfer services',
  response: { 200: Envelope(ValueRange), ...errors() },
};

export const latestCommentsSchema = {
  tags,
  summary: 'Newest published reviews of active services',
  querystring: LatestCommentsQuery,
  response: { 200: Envelope(Page(LatestComment)), ...errors(422) },
};

export const sitemapEntriesSchema = {
  tags,
  summary: 'Slugs (and last change) of every public service, partner and category, for sitemap.xml',
  response: { 200: Envelope(SitemapEntries), ...errors() },
};
