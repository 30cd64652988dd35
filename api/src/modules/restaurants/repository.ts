// SQL of the restaurant guide (spec §7 GET /api/restaurants, restaurant-countries, restaurant-locations).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '../../db/schema';
import { rows } from '../catalogue/repository';
import { containsPattern } from '../catalogue/search';

const fold = (expression: string) =>
  sql.raw(`lower(translate(${expression}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`);

export interface RestaurantFilter {
  country?: string;
  location?: string;
  priceLevel?: number;
  words?: string[];
}

const FROM = sql`from restaurants r join cities ci on ci.id = r.city_id`;

function where(f: RestaurantFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.country) parts.push(sql`r.country = ${f.country}`);
  if (f.location) parts.push(sql`ci.slug = ${f.location}`);
  if (f.priceLevel) parts.push(sql`r.price_level = ${f.priceLevel}`);
  for (const word of f.words ?? []) {
    parts.push(
      sql`${fold("r.name || ' ' || r.cuisine_en || ' ' || r.cuisine_pt || ' ' || ci.name")} like ${containsPattern(word)}`,
    );
  }
  return sql`where ${sql.join(parts, sql` and `)}`;
}

export interface RestaurantRow {
  id: number;
  slug: string;
  name: string;
  address: string;
  country: string;
  cuisine_en: string;
  cuisine_pt: string;
  description_en: string;
  description_pt: string;
  price_level: number;
  rating_tenths: number;
  phone: string | null;
  image_url: string | null;
  city_id: number;
  city_slug: string;
  city_name: string;
  city_district: string;
}

export async function restaurantsPage(
  db: Db,
  f: RestaurantFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: RestaurantRow[] }> {
  const w = where(f);
  const [countRow] = await rows<{ n: number }>(db, sql`select count(*)::int as n ${FROM} ${w}`);
  const data = await rows<RestaurantRow>(
    db,
    sql`select r.id, r.slug, r.name, r.address, r.country, r.cuisine_en, r.cuisine_pt, r.description_en, r.description_pt, r.price_level,
        r.rating_tenths, r.phone, r.image_url, ci.id as city_id, ci.slug as city_slug, ci.name as city_name, ci.district as city_district
      ${FROM} ${w} order by r.rating_tenths desc, r.name asc, r.id asc limit ${page.limit} offset ${page.offset}`,
  );
  return { total: countRow?.n ?? 0, rows: data };
}

export async function countries(
  db: Db,
): Promise<{ code: string; name_en: string | null; name_pt: string | null; restaurants_count: number }[]> {
  return rows(
    db,
    sql`select r.country as code, cn.name_en, cn.name_pt, count(*)::int as restaurants_count
      from restaurants r left join countries cn on cn.code = r.country group by r.country, cn.name_en, cn.name_pt order by restaurants_count desc, r.country`,
  );
}

export async function locations(
  db: Db,
  country: string | undefined,
): Promise<{ id: number; slug: string; name: string; district: string; country: string; restaurants_count: number }[]> {
  return rows(
    db,
    sql`select ci.id, ci.slug, ci.name, ci.district, r.country, count(*)::int as restaurants_count ${FROM}
      ${where(country ? { country } : {})} group by ci.id, ci.slug, ci.name, ci.district, r.country order by restaurants_count desc, ci.name`,
  );
}
