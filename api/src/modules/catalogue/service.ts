// Catalogue reads in the request's language (spec §7: Accept-Language): wire shapes of @mp/shared/contracts.
import type {
  Category,
  CityServices,
  FilterCount,
  FilterCounts,
  LatestComment,
  Locale,
  PageOf,
  PlatformCountry,
  Review,
  ServiceAnnotations,
  ServiceCard,
  ServiceDetail,
  ServiceLight,
  ServiceKind,
  ServiceLocation,
  SitemapEntries,
  ValueRange,
  DurationBucket,
} from '@mp/shared/contracts';
import { DURATION_BUCKETS } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { SERVICE_KINDS } from '../../db/schema';
import type { Translate } from '../../i18n';
import { invalid } from '../../lib/errors';
import { page as laravelPage, pageWindow } from '../../lib/wire';
import { responsiveImage } from '../files/responsive';
import * as repo from './repository';
import type { CardOrder, CardRow, ReviewRow, ServiceFilterInput } from './repository';
import { searchTerms, searchWords } from './search';
import { isIsoDate, lisbonToday } from '../../lib/lisbon-time';
import { sql } from 'drizzle-orm';

export async function listCategories(db: Db, locale: Locale): Promise<Category[]> {
  const rows = await repo.allCategories(db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind as ServiceKind,
    name: locale === 'pt' ? row.namePt : row.nameEn,
    description: locale === 'pt' ? row.descriptionPt : row.descriptionEn,
  }));
}

export async function listPlatformCountries(db: Db, locale: Locale): Promise<PlatformCountry[]> {
  const { countryRows, cityRows } = await repo.countriesWithCities(db);
  // Countries keep the catalogue's order (Portugal, the default country, first); cities are alphabetical.
  return countryRows.map((country) => ({
    id: country.id,
    code: country.code,
    name: locale === 'pt' ? country.namePt : country.nameEn,
    phone_prefix: country.phonePrefix,
    cities: cityRows
      .filter((city) => city.countryId === country.id)
      .map((city) => ({ id: city.id, slug: city.slug, name: city.name, district: city.district })),
  }));
}

// ---------- mapping ----------

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
const pick = (locale: Locale, en: string, pt: string): string => (locale === 'pt' ? pt || en : en || pt);

export function annotationsOf(raw: Record<string, unknown> | null | undefined): ServiceAnnotations {
  const a = raw ?? {};
  const policy = Number(a.cancellation_policy ?? 0);
  return {
    calendar_price: a.calendar_price === true,
    free_cancellation: a.free_cancellation === true || a.free_cancellation === 1,
    cancellation_policy: Number.isFinite(policy) && policy > 0 ? Math.trunc(policy) : 0,
    notes: typeof a.notes === 'string' ? a.notes : null,
    selected_language: typeof a.selected_language === 'string' ? a.selected_language : null,
  };
}

export function toCard(row: CardRow, locale: Locale): ServiceCard {
  const name = pick(locale, row.name_en, row.name_pt);
  return {
    id: row.id,
    slug: row.slug,
    service_slug: row.slug,
    name,
    service_name: name,
    kind: row.kind as ServiceKind,
    short_description: pick(locale, row.short_description_en, row.short_description_pt),
    image_url: row.image_url,
    image_responsive: row.image_variants
      ? responsiveImage(row.image_variants.width, row.image_variants.height, row.image_variants.variants)
      : null,
    category: {
      id: row.category_id,
      slug: row.category_slug,
      kind: row.category_kind as ServiceKind,
      name: pick(locale, row.category_name_en, row.category_name_pt),
    },
    city:
      row.city_id !== null && row.city_slug !== null
        ? { id: row.city_id, slug: row.city_slug, name: row.city_name ?? '', district: row.city_district ?? '' }
        : null,
    company: {
      id: row.company_id,
      slug: row.company_slug,
      trade_name: row.company_trade_name,
      logo_url: row.company_logo_url,
    },
    value_cents: row.value_cents,
    value_discount_cents: row.value_discount_cents,
    priceType: row.price_type === 'per_group' ? 'per_group' : 'per_person',
    maxCapacity: row.max_capacity,
    extraPrices: (row.extra_prices ?? []).map((tier) => ({
      maxCapacity: tier.maxCapacity,
      value_cents: tier.value_cents,
    })),
    seats: row.seats,
    duration: row.duration_minutes,
    languages: row.languages ?? [],
    annotations: annotationsOf(row.annotations),
    rating: { average: row.rating_average ?? 0, count: row.rating_count ?? 0 },
    sponsored: row.sponsored,
    weekly_deal: row.weekly_deal,
    gift_card_values_cents: row.gift_card_values_cents ?? null,
    confirmation: row.confirmation,
    created_at: iso(row.created_at),
  };
}

/** Public reviews show the author's first name and last initial. */
export function toReview(row: ReviewRow): Review {
  const initial = row.author_last_name.trim().charAt(0);
  return {
    id: row.id,
    author_first_name: row.author_first_name,
    author_last_name: initial ? `${initial.toUpperCase()}.` : '',
    author_country: row.author_country,
    stars: row.stars,
    language: row.language,
    text: row.text,
    verified: row.verified,
    created_at: iso(row.created_at),
    reply:
      row.reply_text !== null && row.reply_at !== null
        ? { text: row.reply_text, at: iso(row.reply_at), company_name: row.reply_company_name ?? '' }
        : null,
  };
}

// ---------- filters ----------

export interface ServiceQueryInput {
  kind?: ServiceKind;
  category?: string;
  city?: string;
  min_price?: number;
  max_price?: number;
  language?: string[];
  'language[]'?: string[];
  duration?: DurationBucket;
  free_cancellation?: string;
  seats?: number;
  q?: string;
  date?: string;
}

export const isFlagOn = (value: string | undefined): boolean => value === '1' || value === 'true';

/** How far ahead the date filter looks: the partners' calendars are not kept further than this. */
export const DATE_FILTER_MAX_DAYS = 730;

/**
 * The listing filters of a query. A minimum price above the maximum is a 422 on min_price (it could match nothing); a
 * date that is not a calendar date, is past (Lisbon time) or more than two years ahead is a 422 on date.
 */
export function filtersFrom(query: ServiceQueryInput, now = new Date()): ServiceFilterInput {
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    throw invalid({ min_price: 'catalogue.minPriceAboveMax' });
  }
  if (query.date !== undefined) {
    if (!isIsoDate(query.date)) throw invalid({ date: 'catalogue.dateInvalid' });
    const today = lisbonToday(now);
    if (query.date < today) throw invalid({ date: 'catalogue.dateInPast' });
    const last = new Date(`${today}T12:00:00Z`);
    last.setUTCDate(last.getUTCDate() + DATE_FILTER_MAX_DAYS);
    if (query.date > last.toISOString().slice(0, 10)) throw invalid({ date: 'catalogue.dateTooFar' });
  }
  const languages = [
    ...new Set(
      [...(query.language ?? []), ...(query['language[]'] ?? [])].map((l) => l.trim().toLowerCase()).filter(Boolean),
    ),
  ];
  const f: ServiceFilterInput = {};
  if (query.kind) f.kind = query.kind;
  if (query.category) f.category = query.category;
  if (query.city) f.city = query.city;
  if (query.min_price !== undefined) f.minPrice = query.min_price;
  if (query.max_price !== undefined) f.maxPrice = query.max_price;
  if (languages.length > 0) f.languages = languages;
  if (query.duration) f.duration = query.duration;
  if (isFlagOn(query.free_cancellation)) f.freeCancellation = true;
  if (query.seats !== undefined) f.seats = query.seats;
  if (query.date !== undefined) f.date = query.date;
  const words = searchWords(query.q);
  if (words.length > 0) f.words = words;
  return f;
}

/** The filters with their search words spelt out against the catalogue's names (typos, aliases, places). */
export async function withSearchTerms(db: Db, f: ServiceFilterInput): Promise<ServiceFilterInput> {
  if (!f.words || f.terms) return f;
  return { ...f, terms: searchTerms(f.words, await repo.searchVocabulary(db)) };
}

/** A stable cache key for a filter set (order of query parameters does not matter). */
export function filterKey(f: ServiceFilterInput): string {
  return JSON.stringify([
    f.kind,
    f.category,
    f.city,
    f.minPrice,
    f.maxPrice,
    [...(f.languages ?? [])].sort(),
    f.duration,
    f.freeCancellation,
    f.seats,
    f.words,
    f.date,
  ]);
}

export interface Paging {
  page: number;
  perPage: number;
}

// ---------- lists ----------

export async function servicesPage(
  db: Db,
  locale: Locale,
  url: string,
  f: ServiceFilterInput,
  order: CardOrder,
  paging: Paging,
  extra?: ReturnType<typeof sql>,
): Promise<PageOf<ServiceCard>> {
  f = await withSearchTerms(db, f);
  const where = extra ? sql`${repo.publicWhere(f)} and ${extra}` : repo.publicWhere(f);
  const { total, rows } = await repo.cardPage(db, where, order, pageWindow(paging), repo.termsOf(f));
  return laravelPage(
    url,
    { page: paging.page, perPage: paging.perPage },
    total,
    rows.map((r) => toCard(r, locale)),
  );
}

export type Section = 'sponsored' | 'weekly-deals' | 'trending' | 'most-recent';

export async function sectionPage(
  db: Db,
  locale: Locale,
  url: string,
  section: Section,
  f: ServiceFilterInput,
  paging: Paging,
) {
  switch (section) {
    case 'sponsored':
      return servicesPage(db, locale, url, f, 'sponsored', paging, sql`s.sponsored = true`);
    case 'weekly-deals':
      return servicesPage(db, locale, url, f, 'most-recent', paging, sql`s.weekly_deal = true`);
    case 'trending':
      return servicesPage(db, locale, url, f, 'trending', paging);
    case 'most-recent':
      return servicesPage(db, locale, url, f, 'most-recent', paging);
  }
}

export async function suggestedServices(
  db: Db,
  locale: Locale,
  url: string,
  x: string,
  paging: Paging,
): Promise<PageOf<ServiceCard> | null> {
  const anchor = await repo.activeServiceAnchor(db, x);
  if (!anchor) return null;
  const { total, rows } = await repo.suggestedPage(db, anchor, pageWindow(paging));
  return laravelPage(
    url,
    { page: paging.page, perPage: paging.perPage },
    total,
    rows.map((r) => toCard(r, locale)),
  );
}

export async function servicesByCities(
  db: Db,
  locale: Locale,
  f: ServiceFilterInput,
  cityLimit: number,
  perCity: number,
): Promise<CityServices[]> {
  const cityRows = await repo.citiesWithServices(db, f, cityLimit);
  const cards = await repo.cardsPerCity(
    db,
    f,
    cityRows.map((c) => c.id),
    perCity,
  );
  return cityRows.map((city) => {
    const own = cards
      .filter((card) => card.city_id === city.id)
      .sort(
        (a, b) =>
          Number(b.sponsored) - Number(a.sponsored) ||
          iso(b.created_at).localeCompare(iso(a.created_at)) ||
          b.id - a.id,
      )
      .map((card) => toCard(card, locale));
    return {
      city: { id: city.id, slug: city.slug, name: city.name, district: city.district },
      services_count: city.services_count,
      image_url: own[0]?.image_url ?? null,
      image_responsive: own[0]?.image_responsive ?? null,
      services: own,
    };
  });
}

export async function serviceLocations(db: Db, f: ServiceFilterInput): Promise<ServiceLocation[]> {
  const rows = await repo.citiesWithServices(db, f);
  return rows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    district: c.district,
    country: c.country,
    services_count: c.services_count,
  }));
}

// ---------- filter counts and ranges ----------

const KIND_ORDER = new Map<string, number>(SERVICE_KINDS.map((k, i) => [k, i]));

export async function filterCounts(
  db: Db,
  t: Translate,
  locale: Locale,
  filters: ServiceFilterInput,
): Promise<FilterCounts> {
  const f = await withSearchTerms(db, filters);
  const [kinds, cats, cityCounts, langs, durations, free, seats, total, names] = await Promise.all([
    repo.countBy(db, f, 'kind'),
    repo.countBy(db, f, 'category'),
    repo.countBy(db, f, 'city'),
    repo.countByLanguage(db, f),
    repo.countBy(db, f, 'duration'),
    repo.countBy(db, f, 'free_cancellation'),
    repo.countBy(db, f, 'seats'),
    repo.countAll(db, f),
    repo.categoryAndCityNames(db),
  ]);
  const categoryName = new Map(names.categories.map((c) => [c.slug, pick(locale, c.name_en, c.name_pt)]));
  const cityName = new Map(names.cities.map((c) => [c.slug, c.name]));

  // A value the request already selected stays listed with its (possibly 0) count, so the UI can show it checked.
  const withSelected = (list: { value: string; n: number }[], selected: readonly (string | undefined)[]) => {
    const out = [...list];
    for (const value of selected) if (value && !out.some((x) => x.value === value)) out.push({ value, n: 0 });
    return out;
  };
  const option = (value: string, count: number, label: string): FilterCount => ({ filter_value: value, count, label });
  const byCountThenLabel = (a: FilterCount, b: FilterCount) =>
    b.count - a.count || a.label.localeCompare(b.label, locale);

  const seatTotals = new Map<number, number>();
  const maxSeats = seats.reduce((m, s) => Math.max(m, Number(s.value)), 0);
  for (let n = 1; n <= maxSeats; n += 1)
    seatTotals.set(
      n,
      seats.filter((s) => Number(s.value) >= n).reduce((sum, s) => sum + s.n, 0),
    );

  return {
    kind: withSelected(kinds, [f.kind])
      .sort((a, b) => (KIND_ORDER.get(a.value) ?? 9) - (KIND_ORDER.get(b.value) ?? 9))
      .map((k) => option(k.value, k.n, t(`catalogue.kinds.${k.value}`))),
    category: withSelected(cats, [f.category])
      .map((c) => option(c.value, c.n, categoryName.get(c.value) ?? c.value))
      .sort(byCountThenLabel),
    city: withSelected(cityCounts, [f.city])
      .map((c) => option(c.value, c.n, cityName.get(c.value) ?? c.value))
      .sort(byCountThenLabel),
    language: withSelected(langs, f.languages ?? [])
      .map((l) => option(l.value, l.n, t(`catalogue.languages.${l.value}`, { defaultValue: l.value.toUpperCase() })))
      .sort(byCountThenLabel),
    duration: DURATION_BUCKETS.map((b) => b.bucket)
      .filter((bucket) => durations.some((d) => d.value === bucket) || f.duration === bucket)
      .map((bucket) =>
        option(bucket, durations.find((d) => d.value === bucket)?.n ?? 0, t(`catalogue.durations.${bucket}`)),
      ),
    free_cancellation: [option('1', free.find((x) => x.value === 'true')?.n ?? 0, t('catalogue.freeCancellation'))],
    seats: [...seatTotals.entries()].map(([n, count]) =>
      option(String(n), count, t('catalogue.seatsAtLeast', { count: n })),
    ),
    total,
  };
}

const range = (r: { min: number | null; max: number | null }): ValueRange => ({
  min_value: r.min ?? 0,
  max_value: r.max ?? 0,
});

export async function priceRange(db: Db, f: ServiceFilterInput): Promise<ValueRange> {
  return range(await repo.priceRange(db, await withSearchTerms(db, f)));
}

export async function transferSeatRange(db: Db): Promise<ValueRange> {
  return range(await repo.seatRange(db, { kind: 'transfer' }));
}

// ---------- detail ----------

export async function serviceDetail(
  db: Db,
  locale: Locale,
  slug: string,
  reviewsPaging: Paging,
  url: string,
): Promise<ServiceDetail | null> {
  const row = await repo.activeServiceBySlug(db, slug);
  if (!row) return null;
  const [images, reviews] = await Promise.all([
    repo.serviceImagesOf(db, row.id),
    repo.reviewsPage(db, row.id, pageWindow(reviewsPaging)),
  ]);
  const card = toCard(row, locale);
  const total = card.rating.count;
  const lastPage = Math.max(1, Math.ceil(total / reviewsPaging.perPage));
  let next: string | null = null;
  if (reviewsPaging.page < lastPage) {
    const u = new URL(url, 'http://local');
    u.searchParams.set('reviews_page', String(reviewsPaging.page + 1));
    u.searchParams.set('record_view', '0');
    next = `${u.pathname}${u.search}`;
  }
  const name = card.name;
  return {
    ...card,
    status: row.status as ServiceDetail['status'],
    description: pick(locale, row.description_en, row.description_pt),
    highlights: (row.highlights ?? []).map((h) => pick(locale, h.en, h.pt)),
    meeting_point: row.meeting_point ? pick(locale, row.meeting_point.en, row.meeting_point.pt) : null,
    meeting_position:
      row.meeting_lat === null || row.meeting_lng === null ? null : { lat: row.meeting_lat, lng: row.meeting_lng },
    images: images.map((img) => ({
      url: img.url,
      // The partner's description of the photo in the page's language, else the service's name.
      alt: (locale === 'pt' ? img.alt_pt : img.alt)?.trim() || name,
      responsive: responsiveImage(img.width, img.height, img.variants),
    })),
    ageStart: row.age_start,
    ageEnd: row.age_end,
    child_band:
      row.child_value_cents !== null && row.child_age_end !== null && row.price_type === 'per_person'
        ? {
            price_cents: row.child_value_cents,
            age_start: row.age_start,
            age_end: row.child_age_end,
            alone: row.children_alone,
          }
        : null,
    daily_capacity: row.daily_capacity,
    start_times: row.start_times ?? [],
    company: {
      ...card.company,
      description:
        locale === 'pt'
          ? (row.company_description_pt ?? row.company_description_en)
          : (row.company_description_en ?? row.company_description_pt),
      city: row.company_city,
    },
    reviews: {
      current_page: reviewsPaging.page,
      last_page: lastPage,
      per_page: reviewsPaging.perPage,
      total,
      next_page_url: next,
      data: reviews.map(toReview),
    },
  };
}

export async function serviceLight(db: Db, locale: Locale, slug: string): Promise<ServiceLight | null> {
  const row = await repo.activeServiceLight(db, slug);
  return row
    ? { id: row.id, slug: row.slug, name: pick(locale, row.name_en, row.name_pt), image_url: row.image_url }
    : null;
}

/** Crawlers, link previews, headless browsers and monitors do not count as visits (trending must reflect people). */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|headlesschrome|lighthouse|pingdom|uptime|monitor|preview/i;

export function isBotUserAgent(ua: string | undefined): boolean {
  return !ua || ua.trim() === '' || BOT_UA.test(ua);
}

export async function recordView(db: Db, serviceId: number, userId: number | null): Promise<void> {
  await repo.recordServiceView(db, serviceId, userId);
}

// ---------- reviews ----------

export async function latestCommentsPage(
  db: Db,
  locale: Locale,
  url: string,
  minStars: number,
  paging: Paging,
): Promise<PageOf<LatestComment>> {
  const { total, rows } = await repo.latestComments(db, minStars, pageWindow(paging));
  return laravelPage(
    url,
    { page: paging.page, perPage: paging.perPage },
    total,
    rows.map((r) => ({
      ...toReview(r),
      service: {
        id: r.service_id,
        slug: r.service_slug,
        name: pick(locale, r.service_name_en, r.service_name_pt),
        image_url: r.service_image_url,
      },
    })),
  );
}

// ---------- sitemap ----------

export async function sitemapEntries(db: Db): Promise<SitemapEntries> {
  const raw = await repo.sitemapEntries(db);
  const map = (list: { slug: string; updated_at: Date | string }[]) =>
    list.map((e) => ({ slug: e.slug, updated_at: iso(e.updated_at) }));
  return { services: map(raw.services), partners: map(raw.partners), categories: map(raw.categories) };
}
