// SQL of the public catalogue. Every public read goes through `publicWhere`, so "only active services of live
// companies" and each filter mean the same thing in the list, its count, the filter counts and the ranges.
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { DurationBucket, ImageVariant } from '@mp/shared/contracts';
import { DURATION_BUCKETS, TRENDING_BOOKING_WEIGHT, TRENDING_WINDOW_DAYS } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { verifiedReview } from '../reviews/verified';
import { serviceConfirmationSql } from '../bookings/confirmation';
import {
  categories,
  cities,
  countries,
  serviceViews,
  SEARCH_FOLD_FROM as FOLD_FROM,
  SEARCH_FOLD_TO as FOLD_TO,
} from '../../db/schema';
import {
  cleanWord,
  containsPattern,
  wholeWordPattern,
  wordStartPattern,
  type SearchTerm,
  type SearchVocabulary,
} from './search';

type Conn = Db | Tx;

/** Rows of a raw query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
export async function rows<T>(db: Conn, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export function allCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function countriesWithCities(db: Db) {
  const countryRows = await db.select().from(countries).orderBy(asc(countries.id));
  const ids = countryRows.map((c) => c.id);
  const cityRows = ids.length
    ? await db.select().from(cities).where(inArray(cities.countryId, ids)).orderBy(asc(cities.name))
    : [];
  return { countryRows, cityRows };
}

// ---------- filters ----------

export interface ServiceFilterInput {
  kind?: string;
  category?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
  languages?: string[];
  duration?: DurationBucket;
  freeCancellation?: boolean;
  seats?: number;
  /** Folded search words; each must match (the cache key: `terms` follow from them and the catalogue). */
  words?: string[];
  /** The words with their other spellings (service.ts `withSearchTerms`); without them each word is only itself. */
  terms?: SearchTerm[];
  /** Only services that can still be booked on this date (YYYY-MM-DD, today or later). */
  date?: string;
}

export type FilterDimension = 'kind' | 'category' | 'city' | 'language' | 'duration' | 'free_cancellation' | 'seats';

const FROM = sql`from services s
  join categories c on c.id = s.category_id
  join companies co on co.id = s.company_id
  left join cities ci on ci.id = s.city_id`;

/** The largest group a service takes: its base capacity or its biggest extra price tier. */
const SEATS = sql`greatest(s.max_capacity, coalesce((select max(ep.max_capacity) from service_extra_prices ep where ep.service_id = s.id), 0))`;

// Each bucket's own bounds, so a duration outside them all (0: gift cards, transfers) is in none, listed or counted.
const DURATION_BUCKET = sql.raw(
  `case ${DURATION_BUCKETS.map((b) =>
    b.max === null
      ? `when s.duration_minutes >= ${b.min} then '${b.bucket}'`
      : `when s.duration_minutes between ${b.min} and ${b.max} then '${b.bucket}'`,
  ).join(' ')} end`,
);

const FREE_CANCELLATION = sql`coalesce((s.annotations->>'free_cancellation')::boolean, false)`;

const fold = (expression: string) => sql.raw(`lower(translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}'))`);

// ---------- search ----------
// Each query word gets a score per service from the best place it is found (see README "How search ranks"):
//   4  the service's city is that word ("Sintra", or "Lisbon" through its alias "Lisboa")
//   3  a whole word of the title (either language, or the same word stemmed: "palaces" → "Palace"), a word of the
//      city's name, or the city's region ("Madeira")
//   2  the start of a word of the title, the city or the category (the traveller is still typing: "sintr")
//   1  the descriptions (contain the word, or the same word stemmed in English or Portuguese)
// Other spellings (aliases, corrected typos) count like the word for 4 to 2; the descriptions only for the word as
// typed. Every word must score; a word that names a place must score 3 or more. Names are folded like `search_text`
// (PGlite has no `unaccent`) and padded with spaces so LIKE '% word %' finds whole words on PGlite and PostgreSQL; the
// title's words and stems and the descriptions' stems are generated columns of `services` (migration 0028).
const foldSql = (expression: string) => `lower(translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}'))`;
const padded = (expression: string) =>
  sql.raw(`(' ' || regexp_replace(${foldSql(expression)}, '[^a-z0-9]+', ' ', 'g') || ' ')`);
const TITLE_WORDS = sql`s.search_title`;
const CITY_WORDS = padded("coalesce(ci.name, '')");
const CATEGORY_WORDS = padded("c.name_en || ' ' || c.name_pt");
const CITY_NAME = fold("coalesce(ci.name, '')");
const REGION_NAME = fold("coalesce(ci.district, '')");

const anyOf = (parts: SQL[]): SQL => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`);
const inList = (values: readonly string[]): SQL =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The score (0 to 4) of one search term for the row, as above. */
function termScore(term: SearchTerm): SQL {
  if (term.spellings.length === 0)
    return sql`(case when s.search_text like ${containsPattern(term.word)} then 1 else 0 end)`;
  const whole = term.spellings.map((w) => wholeWordPattern(w));
  const start = term.spellings.map((w) => wordStartPattern(w));
  return sql`(case
    when ${CITY_NAME} in (${inList(term.spellings)}) then 4
    when ${anyOf([
      ...whole.map((p) => sql`${TITLE_WORDS} like ${p}`),
      ...whole.map((p) => sql`${CITY_WORDS} like ${p}`),
      sql`${REGION_NAME} in (${inList(term.spellings)})`,
      sql`s.search_title_stems @@ (to_tsquery('english', ${term.word}) || to_tsquery('portuguese', ${term.word}))`,
    ])} then 3
    when ${anyOf([...start.map((p) => sql`${TITLE_WORDS} like ${p}`), ...start.map((p) => sql`${CITY_WORDS} like ${p}`), ...start.map((p) => sql`${CATEGORY_WORDS} like ${p}`)])} then 2
    when s.search_text like ${containsPattern(term.word)}
      or s.search_descriptions @@ (to_tsquery('english', ${term.word}) || to_tsquery('portuguese', ${term.word})) then 1
    else 0 end)`;
}

/** The terms of a filter set: its `terms`, or each word as itself. */
export function termsOf(f: ServiceFilterInput): SearchTerm[] {
  if (f.terms) return f.terms;
  return (f.words ?? []).map((raw) => {
    const word = cleanWord(raw);
    return word ? { word, spellings: [word], place: false } : { word: raw, spellings: [], place: false };
  });
}

/** A search's relevance: the sum of its terms' scores (null without terms). */
export function relevance(terms: readonly SearchTerm[]): SQL | null {
  return terms.length ? sql`(${sql.join(terms.map(termScore), sql` + `)})` : null;
}

/**
 * The words the search corrects misspellings to: titles, city and category names of the public catalogue, and the
 * cities and regions themselves (folded like the name columns above).
 */
export async function searchVocabulary(db: Conn): Promise<SearchVocabulary> {
  const list = await rows<{ title: string; city: string; region: string; category: string }>(
    db,
    sql`select distinct ${TITLE_WORDS} as title, ${CITY_WORDS} as city, ${REGION_NAME} as region, ${CATEGORY_WORDS} as category
      ${FROM} ${publicWhere({})}`,
  );
  const names = new Set<string>();
  const places = new Set<string>();
  const regions = new Set<string>();
  for (const row of list) {
    for (const text of [row.title, row.city, row.category])
      for (const word of text.split(' ')) if (word) names.add(word);
    const city = row.city.trim();
    if (city) places.add(city);
    if (row.region) regions.add(row.region);
  }
  return { names, places, regions };
}

// ---------- date ----------

/** The weekday of a calendar date, 0 = Monday (the availability rules' numbering). */
const weekdayOfDate = (date: string): number => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * Bookable on the date: a dated service (not a gift card) whose rules open that weekday, that has not blocked it, has
 * places left that day (the day's capacity row once someone booked it, else the daily capacity) and, if it has start
 * times that day (its weekday rule's, else its own), one the partner has not closed from the calendar (docs/adr/051).
 * The service page's calendar has the last word on start times already past their cut-off today.
 */
function bookableOn(date: string): SQL {
  return sql`(s.kind <> 'gift_card' and s.daily_capacity > 0
    and not exists (select 1 from service_blocked_dates bd where bd.service_id = s.id and bd.date = ${date}::date)
    and (not exists (select 1 from service_availability a where a.service_id = s.id)
      or exists (select 1 from service_availability a cross join lateral jsonb_array_elements(a.weekly) w
        where a.service_id = s.id and (w->>'weekday')::int = ${weekdayOfDate(date)} and jsonb_array_length(w->'times') > 0))
    and coalesce((select d.capacity - d.booked from service_daily_capacity d where d.service_id = s.id and d.date = ${date}::date), s.daily_capacity) > 0
    and not exists (select 1 from (select coalesce(
          (select w->'times' from service_availability a cross join lateral jsonb_array_elements(a.weekly) w
            where a.service_id = s.id and (w->>'weekday')::int = ${weekdayOfDate(date)} limit 1),
          s.start_times) as times) day
      where jsonb_array_length(day.times) > 0
        and not exists (select 1 from jsonb_array_elements_text(day.times) x(start_time)
          where not exists (select 1 from service_blocked_slots bs
            where bs.service_id = s.id and bs.date = ${date}::date and bs.start_time = x.start_time))))`;
}

/** WHERE of every public read; `except` leaves one dimension out (the filter counts of that dimension). */
export function publicWhere(f: ServiceFilterInput, except?: FilterDimension): SQL {
  const parts: SQL[] = [sql`s.status = 'active'`, sql`co.status = 'active'`];
  if (f.kind && except !== 'kind') parts.push(sql`s.kind = ${f.kind}`);
  if (f.category && except !== 'category') parts.push(sql`c.slug = ${f.category}`);
  if (f.city && except !== 'city') parts.push(sql`ci.slug = ${f.city}`);
  if (f.minPrice !== undefined) parts.push(sql`s.price_cents >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) parts.push(sql`s.price_cents <= ${f.maxPrice}`);
  if (f.languages && f.languages.length > 0 && except !== 'language') {
    parts.push(
      sql`jsonb_exists_any(s.languages, array[${sql.join(
        f.languages.map((l) => sql`${l}`),
        sql`, `,
      )}]::text[])`,
    );
  }
  if (f.duration && except !== 'duration') parts.push(sql`${DURATION_BUCKET} = ${f.duration}`);
  if (f.freeCancellation && except !== 'free_cancellation') parts.push(sql`${FREE_CANCELLATION} = true`);
  if (f.seats !== undefined && except !== 'seats') parts.push(sql`${SEATS} >= ${f.seats}`);
  if (f.date) parts.push(bookableOn(f.date));
  for (const term of termsOf(f)) parts.push(sql`${termScore(term)} >= ${term.place ? 3 : 1}`);
  return sql`where ${sql.join(parts, sql` and `)}`;
}

// ---------- cards ----------

export interface CardRow {
  id: number;
  slug: string;
  kind: string;
  name_en: string;
  name_pt: string;
  short_description_en: string;
  short_description_pt: string;
  value_cents: number;
  value_discount_cents: number;
  price_type: string;
  max_capacity: number;
  seats: number;
  duration_minutes: number;
  languages: string[];
  annotations: Record<string, unknown>;
  sponsored: boolean;
  weekly_deal: boolean;
  gift_card_values_cents: number[] | null;
  /** Who confirms its bookings (bookings/confirmation.ts). */
  confirmation: 'partner' | 'instant';
  created_at: Date | string;
  category_id: number;
  category_slug: string;
  category_kind: string;
  category_name_en: string;
  category_name_pt: string;
  city_id: number | null;
  city_slug: string | null;
  city_name: string | null;
  city_district: string | null;
  company_id: number;
  company_slug: string;
  company_trade_name: string;
  company_logo_url: string | null;
  image_url: string | null;
  /** The first picture's size and variants (ADR 024); null without pictures. */
  image_variants: { width: number | null; height: number | null; variants: ImageVariant[] } | null;
  extra_prices: { maxCapacity: number; value_cents: number }[] | null;
  rating_average: number | null;
  rating_count: number;
  trending_score: number;
}

const RATING_AVG = sql`(select round(avg(r.stars)::numeric, 1)::float8 from reviews r where r.service_id = s.id and r.status = 'published')`;
const RATING_COUNT = sql`(select count(*)::int from reviews r where r.service_id = s.id and r.status = 'published')`;

/**
 * Trending score over the last TRENDING_WINDOW_DAYS days: service views + TRENDING_BOOKING_WEIGHT × booked items
 * (paid: pending, confirmed or completed). Computed from the rows, never stored.
 */
export const TRENDING_SCORE = sql.raw(`(
  (select count(*) from service_views v where v.service_id = s.id and v.viewed_at > now() - interval '${TRENDING_WINDOW_DAYS} days')
  + ${TRENDING_BOOKING_WEIGHT} * (select count(*) from booking_items b where b.service_id = s.id
      and b.created_at > now() - interval '${TRENDING_WINDOW_DAYS} days' and b.status in ('pending', 'confirmed', 'completed'))
)::int`);

function cardColumns(withTrending: boolean): SQL {
  return sql`s.id, s.slug, s.kind, s.name_en, s.name_pt, s.short_description_en, s.short_description_pt,
    s.value_cents, s.value_discount_cents, s.price_type, s.max_capacity, ${SEATS} as seats, s.duration_minutes,
    s.languages, s.annotations, s.sponsored, s.weekly_deal, s.gift_card_values_cents, s.created_at,
    ${serviceConfirmationSql('s')} as confirmation,
    c.id as category_id, c.slug as category_slug, c.kind as category_kind, c.name_en as category_name_en, c.name_pt as category_name_pt,
    ci.id as city_id, ci.slug as city_slug, ci.name as city_name, ci.district as city_district,
    co.id as company_id, co.slug as company_slug, co.trade_name as company_trade_name,
    (select l.url from company_logos l where l.company_id = co.id order by l.position limit 1) as company_logo_url,
    (select i.url from service_images i where i.service_id = s.id order by i.position limit 1) as image_url,
    (select json_build_object('width', i.width, 'height', i.height, 'variants', i.variants)
       from service_images i where i.service_id = s.id order by i.position limit 1) as image_variants,
    (select json_agg(json_build_object('maxCapacity', ep.max_capacity, 'value_cents', ep.value_cents) order by ep.max_capacity)
       from service_extra_prices ep where ep.service_id = s.id) as extra_prices,
    ${RATING_AVG} as rating_average, ${RATING_COUNT} as rating_count,
    ${withTrending ? TRENDING_SCORE : sql`0`} as trending_score`;
}

/** `relevance`: a search's best matches first (see `termScore`), gift cards after bookable services, then the best rated, then the most booked. */
export type CardOrder = 'most-recent' | 'price-asc' | 'price-desc' | 'rating' | 'trending' | 'sponsored' | 'relevance';

const ORDER: Record<CardOrder, SQL> = {
  'most-recent': sql`order by s.created_at desc, s.id desc`,
  'price-asc': sql`order by s.price_cents asc, s.id asc`,
  'price-desc': sql`order by s.price_cents desc, s.id desc`,
  // Unrated services last; among equals, more reviews first.
  rating: sql`order by rating_average desc nulls last, rating_count desc, s.id desc`,
  trending: sql`order by trending_score desc, s.created_at desc, s.id desc`,
  sponsored: sql`order by s.promoted desc, s.created_at desc, s.id desc`,
  // Without words (see cardPage) relevance is popularity alone.
  relevance: sql`order by trending_score desc, rating_count desc, s.id desc`,
};

/**
 * Ratings as a traveller weighs them: the average of the published stars with three 3.5-star reviews added, so four
 * reviews of 4.75 (4.21) rank above two of 5 (4.10) and an unrated service sits at 3.5.
 */
const RATING_WEIGHTED = sql`(select (coalesce(sum(r.stars), 0) + 10.5) / (count(*) + 3.0) from reviews r where r.service_id = s.id and r.status = 'published')`;
/** Booked items that were paid for (or wait for the partner), ever. */
const PAID_BOOKINGS = sql`(select count(*) from booking_items b where b.service_id = s.id and b.status in ('pending', 'confirmed', 'completed'))`;

/** A page of cards matching `where` and the total; `terms` rank a `relevance` page. */
export async function cardPage(
  db: Conn,
  where: SQL,
  order: CardOrder,
  page: { limit: number; offset: number },
  terms: readonly SearchTerm[] = [],
): Promise<{ total: number; rows: CardRow[] }> {
  const [countRow] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} ${where}`);
  const total = countRow?.n ?? 0;
  if (total === 0 || page.offset >= total) return { total, rows: [] };
  const data = await rows<CardRow>(
    db,
    sql`select ${cardColumns(order === 'trending' || (order === 'relevance' && terms.length === 0))} ${FROM} ${where} ${orderBy(order, terms)} limit ${page.limit} offset ${page.offset}`,
  );
  return { total, rows: data };
}

function orderBy(order: CardOrder, terms: readonly SearchTerm[]): SQL {
  const score = order === 'relevance' ? relevance(terms) : null;
  if (!score) return ORDER[order];
  // Among equal matches what can be booked comes before gift cards ("transfer airport lisbon" wants the transfer).
  return sql`order by ${score} desc, (s.kind = 'gift_card') asc, ${RATING_WEIGHTED} desc, ${PAID_BOOKINGS} desc, s.id desc`;
}

// ---------- filter counts and ranges ----------

export async function countBy(
  db: Conn,
  f: ServiceFilterInput,
  dimension: Exclude<FilterDimension, 'language'>,
): Promise<{ value: string; n: number }[]> {
  const where = publicWhere(f, dimension);
  const key: Record<typeof dimension, SQL> = {
    kind: sql`s.kind`,
    category: sql`c.slug`,
    city: sql`ci.slug`,
    duration: DURATION_BUCKET,
    free_cancellation: sql`${FREE_CANCELLATION}::text`,
    seats: sql`${SEATS}::text`,
  };
  return rows(
    db,
    sql`select ${key[dimension]} as value, count(*)::int as n ${FROM} ${where} and ${key[dimension]} is not null group by 1`,
  );
}

export async function countByLanguage(db: Conn, f: ServiceFilterInput): Promise<{ value: string; n: number }[]> {
  return rows(
    db,
    sql`select lang.value as value, count(distinct s.id)::int as n ${FROM} cross join lateral jsonb_array_elements_text(s.languages) as lang(value)
      ${publicWhere(f, 'language')} group by 1`,
  );
}

export async function countAll(db: Conn, f: ServiceFilterInput): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} ${publicWhere(f)}`);
  return row?.n ?? 0;
}

/** Labels for category and city slugs (whatever the filters). */
export async function categoryAndCityNames(db: Conn): Promise<{
  categories: { slug: string; name_en: string; name_pt: string }[];
  cities: { slug: string; name: string }[];
}> {
  return {
    categories: await rows(db, sql`select slug, name_en, name_pt from categories`),
    cities: await rows(db, sql`select slug, name from cities`),
  };
}

export async function priceRange(db: Conn, f: ServiceFilterInput): Promise<{ min: number | null; max: number | null }> {
  const [row] = await rows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(s.price_cents)::int as min, max(s.price_cents)::int as max ${FROM} ${publicWhere(f)}`,
  );
  return { min: row?.min ?? null, max: row?.max ?? null };
}

export async function seatRange(db: Conn, f: ServiceFilterInput): Promise<{ min: number | null; max: number | null }> {
  const [row] = await rows<{ min: number | null; max: number | null }>(
    db,
    sql`select min(${SEATS})::int as min, max(${SEATS})::int as max ${FROM} ${publicWhere(f)}`,
  );
  return { min: row?.min ?? null, max: row?.max ?? null };
}

// ---------- home sections ----------

export interface CityCountRow {
  id: number;
  slug: string;
  name: string;
  district: string;
  country: string;
  services_count: number;
}

/** Cities with active services (most served first). */
export async function citiesWithServices(db: Conn, f: ServiceFilterInput, limit?: number): Promise<CityCountRow[]> {
  return rows(
    db,
    sql`select ci.id, ci.slug, ci.name, ci.district, cn.code as country, count(*)::int as services_count
      ${FROM} join countries cn on cn.id = ci.country_id ${publicWhere(f)}
      group by ci.id, ci.slug, ci.name, ci.district, cn.code
      order by services_count desc, ci.name asc ${limit ? sql`limit ${limit}` : sql``}`,
  );
}

/** The first `perCity` cards of each city (sponsored first, then newest). */
export async function cardsPerCity(
  db: Conn,
  f: ServiceFilterInput,
  cityIds: readonly number[],
  perCity: number,
): Promise<CardRow[]> {
  if (cityIds.length === 0) return [];
  const where = sql`${publicWhere(f)} and s.city_id in (${sql.join(
    cityIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  return rows(
    db,
    sql`select * from (
      select ${cardColumns(false)}, row_number() over (partition by s.city_id order by s.sponsored desc, s.created_at desc, s.id desc) as rank
      ${FROM} ${where}
    ) ranked where rank <= ${perCity}`,
  );
}

// ---------- service detail ----------

export interface DetailRow extends CardRow {
  status: string;
  description_en: string;
  description_pt: string;
  highlights: { en: string; pt: string }[];
  meeting_point: { en: string; pt: string } | null;
  meeting_lat: number | null;
  meeting_lng: number | null;
  age_start: number;
  age_end: number;
  child_value_cents: number | null;
  child_age_end: number | null;
  children_alone: boolean;
  daily_capacity: number;
  start_times: string[];
  company_description_en: string | null;
  company_description_pt: string | null;
  company_city: string | null;
}

/** The active service with this slug (null when unknown, inactive, draft, or its company is not live). */
export async function activeServiceBySlug(db: Conn, slug: string): Promise<DetailRow | null> {
  const [row] = await rows<DetailRow>(
    db,
    sql`select ${cardColumns(false)}, s.status, s.description_en, s.description_pt, s.highlights, s.meeting_point,
        s.meeting_lat, s.meeting_lng, s.age_start, s.age_end, s.child_value_cents, s.child_age_end, s.children_alone, s.daily_capacity, s.start_times,
        co.description_en as company_description_en, co.description_pt as company_description_pt, co.city as company_city
      ${FROM} ${publicWhere({})} and s.slug = ${slug} limit 1`,
  );
  return row ?? null;
}

/** Existence check for the gateway: id and names only, no joins beyond the company's state. */
export async function activeServiceLight(
  db: Conn,
  slug: string,
): Promise<{ id: number; slug: string; name_en: string; name_pt: string; image_url: string | null } | null> {
  const [row] = await rows<{ id: number; slug: string; name_en: string; name_pt: string; image_url: string | null }>(
    db,
    sql`select s.id, s.slug, s.name_en, s.name_pt,
        (select i.url from service_images i where i.service_id = s.id order by i.position limit 1) as image_url
      from services s join companies co on co.id = s.company_id
      where s.slug = ${slug} and s.status = 'active' and co.status = 'active' limit 1`,
  );
  return row ?? null;
}

/** A service by slug or numeric id, active only (the anchor of "suggested"). */
export async function activeServiceAnchor(
  db: Conn,
  x: string,
): Promise<{ id: number; category_id: number; city_id: number | null; kind: string } | null> {
  const byId = /^[0-9]{1,9}$/.test(x) ? Number(x) : null;
  const [row] = await rows<{ id: number; category_id: number; city_id: number | null; kind: string }>(
    db,
    sql`select s.id, s.category_id, s.city_id, s.kind from services s join companies co on co.id = s.company_id
      where ${byId !== null ? sql`(s.slug = ${x} or s.id = ${byId})` : sql`s.slug = ${x}`} and s.status = 'active' and co.status = 'active' limit 1`,
  );
  return row ?? null;
}

/** Other active services like the anchor: same category first, then same city, then same kind, best rated. */
export async function suggestedPage(
  db: Conn,
  anchor: { id: number; category_id: number; city_id: number | null; kind: string },
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: CardRow[] }> {
  const where = sql`${publicWhere({})} and s.id <> ${anchor.id}`;
  const [countRow] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} ${where}`);
  const total = countRow?.n ?? 0;
  const data = await rows<CardRow>(
    db,
    sql`select ${cardColumns(false)} ${FROM} ${where}
      order by (s.category_id = ${anchor.category_id}) desc, (s.city_id is not distinct from ${anchor.city_id}) desc,
        (s.kind = ${anchor.kind}) desc, rating_average desc nulls last, s.created_at desc, s.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
  return { total, rows: data };
}

export async function serviceImagesOf(
  db: Conn,
  serviceId: number,
): Promise<
  {
    url: string;
    alt: string | null;
    alt_pt: string | null;
    width: number | null;
    height: number | null;
    variants: ImageVariant[];
  }[]
> {
  return rows(
    db,
    sql`select url, alt, alt_pt, width, height, variants from service_images where service_id = ${serviceId} order by position`,
  );
}

export interface ReviewRow {
  id: number;
  author_first_name: string;
  author_last_name: string;
  author_country: string | null;
  stars: number;
  language: string;
  text: string;
  verified: boolean;
  created_at: Date | string;
  /** The company's answer (null until it answers). */
  reply_text: string | null;
  reply_at: Date | string | null;
  reply_company_name: string | null;
}

export async function reviewsPage(
  db: Conn,
  serviceId: number,
  page: { limit: number; offset: number },
): Promise<ReviewRow[]> {
  return rows(
    db,
    sql`select r.id, r.author_first_name, r.author_last_name, r.author_country, r.stars, r.language, r.text, r.created_at,
      ${verifiedReview('r')} as verified, r.reply_text, r.reply_at, co.trade_name as reply_company_name
      from reviews r join services s on s.id = r.service_id join companies co on co.id = s.company_id
      where r.service_id = ${serviceId} and r.status = 'published' order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`,
  );
}

export interface LatestCommentRow extends ReviewRow {
  service_id: number;
  service_slug: string;
  service_name_en: string;
  service_name_pt: string;
  service_image_url: string | null;
}

export async function latestComments(
  db: Conn,
  minStars: number,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: LatestCommentRow[] }> {
  const where = sql`${publicWhere({})} and r.status = 'published' and r.stars >= ${minStars}`;
  const from = sql`from reviews r join services s on s.id = r.service_id join categories c on c.id = s.category_id
    join companies co on co.id = s.company_id left join cities ci on ci.id = s.city_id`;
  const [countRow] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${from} ${where}`);
  const data = await rows<LatestCommentRow>(
    db,
    sql`select r.id, r.author_first_name, r.author_last_name, r.author_country, r.stars, r.language, r.text, r.created_at,
        ${verifiedReview('r')} as verified, r.reply_text, r.reply_at, co.trade_name as reply_company_name, s.id as service_id, s.slug as service_slug, s.name_en as service_name_en, s.name_pt as service_name_pt,
        (select i.url from service_images i where i.service_id = s.id order by i.position limit 1) as service_image_url
      ${from} ${where} order by r.created_at desc, r.id desc limit ${page.limit} offset ${page.offset}`,
  );
  return { total: countRow?.n ?? 0, rows: data };
}

export async function recordServiceView(db: Conn, serviceId: number, userId: number | null): Promise<void> {
  await db.insert(serviceViews).values({ serviceId, userId });
}

// ---------- sitemap ----------

export async function sitemapEntries(db: Conn): Promise<{
  services: { slug: string; updated_at: Date | string }[];
  partners: { slug: string; updated_at: Date | string }[];
  categories: { slug: string; updated_at: Date | string }[];
}> {
  const where = publicWhere({});
  return {
    services: await rows(db, sql`select s.slug, s.updated_at ${FROM} ${where} order by s.slug`),
    partners: await rows(
      db,
      sql`select co.slug, greatest(co.updated_at, max(s.updated_at)) as updated_at ${FROM} ${where} group by co.slug, co.updated_at order by co.slug`,
    ),
    categories: await rows(
      db,
      sql`select c.slug, max(s.updated_at) as updated_at ${FROM} ${where} group by c.slug order by c.slug`,
    ),
  };
}
