// SQL of the partner's own services. Every statement is scoped to one company id, which the
// team-access hook resolved from the signed-in user: a service of another company is simply not found.
import { sql, type SQL } from 'drizzle-orm';
import type { DashboardSalesGroup, DashboardServiceList, Locale } from '@mp/shared/contracts';
import { FIGURE_COLUMNS, isKept } from '../super/sales/figures-repository';
import type { FigureRow } from '../super/sales/money-figures';
import type { Conn } from '../../db/sql';
import { one, rows } from '../../db/sql';
import { voucherItemRows } from '../bookings/voucher';
import { serviceConfirmationSql } from '../bookings/confirmation';

export interface ServiceRowRecord {
  id: number;
  slug: string;
  name_en: string;
  name_pt: string;
  kind: string;
  status: string;
  promoted: boolean;
  value_cents: number;
  value_discount_cents: number;
  image_url: string | null;
  confirmation: 'partner' | 'instant';
  created_at: string;
}

const SORTS: Record<string, string> = {
  name: 's.name_en',
  price: 's.price_cents',
  created_at: 's.created_at',
  status: 's.status',
};

function listWhere(companyId: number, list: DashboardServiceList | undefined, q: string | undefined): SQL {
  const parts: SQL[] = [sql`s.company_id = ${companyId}`];
  if (list === 'promoted') parts.push(sql`s.promoted`);
  else if (list) parts.push(sql`s.status = ${list}`);
  if (q?.trim()) {
    const like = `%${q
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(lower(s.name_en) like ${like} or lower(s.name_pt) like ${like})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listCompanyServices(
  db: Conn,
  companyId: number,
  q: { list?: DashboardServiceList; text?: string; sort: string; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ total: number; records: ServiceRowRecord[] }> {
  const where = listWhere(companyId, q.list, q.text);
  const total = await one<{ n: number }>(db, sql`select count(*)::int as n from services s where ${where}`);
  const orderBy = sql.raw(
    `${SORTS[q.sort] ?? 's.created_at'} ${q.order === 'asc' ? 'asc' : 'desc'}, s.id ${q.order === 'asc' ? 'asc' : 'desc'}`,
  );
  const records = await rows<ServiceRowRecord>(
    db,
    sql`select s.id, s.slug, s.name_en, s.name_pt, s.kind, s.status, s.promoted, s.value_cents, s.value_discount_cents,
               (select i.url from service_images i where i.service_id = s.id order by i.position limit 1) as image_url,
               ${serviceConfirmationSql('s')} as confirmation,
               to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
          from services s where ${where} order by ${orderBy} limit ${q.limit} offset ${q.offset}`,
  );
  return { total: total?.n ?? 0, records };
}

export interface ServiceDetailRecord {
  id: number;
  slug: string;
  kind: string;
  status: string;
  promoted: boolean;
  category_id: number;
  city_id: number | null;
  category: string;
  city: string | null;
  name_en: string;
  name_pt: string;
  short_description_en: string;
  short_description_pt: string;
  description_en: string;
  description_pt: string;
  annotations: {
    calendar_price: boolean;
    free_cancellation: boolean;
    cancellation_policy: number;
    notes: string | null;
    selected_language: string | null;
  };
  languages: string[];
  price_type: 'per_person' | 'per_group';
  max_capacity: number;
  value_cents: number;
  value_discount_cents: number;
  duration_minutes: number;
  age_start: number;
  age_end: number;
  child_value_cents: number | null;
  child_age_end: number | null;
  children_alone: boolean;
  meeting_point: { en: string; pt: string } | null;
  meeting_lat: number | null;
  meeting_lng: number | null;
  daily_capacity: number;
  start_times: string[];
  confirmation: 'partner' | 'instant';
}

/** The kind of the company's service `id`; undefined for another company's service or none. */
export async function kindOfCompanyService(db: Conn, companyId: number, id: number): Promise<string | undefined> {
  return (
    await one<{ kind: string }>(db, sql`select kind from services where id = ${id} and company_id = ${companyId}`)
  )?.kind;
}

/** The company's service, locked for update when `lock` (inside a transaction). */
export function companyService(
  db: Conn,
  companyId: number,
  id: number,
  lock = false,
): Promise<ServiceDetailRecord | undefined> {
  return one<ServiceDetailRecord>(
    db,
    sql`select id, slug, kind, status, promoted, category_id, city_id,
               (select c.slug from categories c where c.id = services.category_id) as category,
               (select c.slug from cities c where c.id = services.city_id) as city, name_en, name_pt, short_description_en, short_description_pt,
               description_en, description_pt, annotations, languages, price_type, max_capacity, value_cents, value_discount_cents,
               duration_minutes, age_start, age_end, child_value_cents, child_age_end, children_alone, meeting_point,
               meeting_lat, meeting_lng, daily_capacity, start_times, confirmation
          from services where id = ${id} and company_id = ${companyId} ${lock ? sql`for update` : sql``}`,
  );
}

export function extraPricesOf(db: Conn, serviceId: number): Promise<{ max_capacity: number; value_cents: number }[]> {
  return rows(
    db,
    sql`select max_capacity, value_cents from service_extra_prices where service_id = ${serviceId} order by max_capacity`,
  );
}

export async function setServiceStatus(db: Conn, companyId: number, id: number, status: string): Promise<boolean> {
  const changed = await rows<{ id: number }>(
    db,
    sql`update services set status = ${status}, updated_at = now() where id = ${id} and company_id = ${companyId} returning id`,
  );
  return changed.length > 0;
}

/** Deletes a draft of the company, with its pictures, availability and prices; false when there is no such draft. */
export async function deleteDraft(db: Conn, companyId: number, id: number): Promise<boolean> {
  const gone = await rows<{ id: number }>(
    db,
    sql`delete from services where id = ${id} and company_id = ${companyId} and status = 'draft' returning id`,
  );
  return gone.length > 0;
}

/** Locks the listed services of the company (id order, so two bulk updates never deadlock) and answers the ids found. */
export async function lockCompanyServices(db: Conn, companyId: number, ids: number[]): Promise<number[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return (
    await rows<{ id: number }>(
      db,
      sql`select id from services where company_id = ${companyId} and id in (${list}) order by id for update`,
    )
  ).map((r) => r.id);
}

/** Which of the listed services of the company are drafts (turning one on is publishing it). */
export async function draftsAmong(db: Conn, companyId: number, ids: number[]): Promise<number[]> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return (
    await rows<{ id: number }>(
      db,
      sql`select id from services where company_id = ${companyId} and id in (${list}) and status = 'draft' order by id`,
    )
  ).map((r) => r.id);
}

/** The listed services of the company with their prices (locked, in id order, when `lock`), named in `locale`. */
export function servicePricesOf(
  db: Conn,
  companyId: number,
  ids: number[],
  locale: 'en' | 'pt',
  lock: boolean,
): Promise<
  {
    id: number;
    name: string;
    price_type: 'per_person' | 'per_group';
    value_cents: number;
    value_discount_cents: number;
    child_value_cents: number | null;
    tiers: { max_capacity: number; value_cents: number }[];
  }[]
> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return rows(
    db,
    sql`select s.id, ${locale === 'pt' ? sql`s.name_pt` : sql`s.name_en`} as name, s.price_type, s.value_cents,
               s.value_discount_cents, s.child_value_cents,
               coalesce((select json_agg(json_build_object('max_capacity', e.max_capacity, 'value_cents', e.value_cents)
                                         order by e.max_capacity)
                           from service_extra_prices e where e.service_id = s.id), '[]'::json) as tiers
          from services s where s.company_id = ${companyId} and s.id in (${list}) order by s.id
          ${lock ? sql`for update of s` : sql``}`,
  );
}

/** Sets each listed service's list and discounted price (one statement for all of them). */
export async function setServicePrices(
  db: Conn,
  companyId: number,
  prices: {
    id: number;
    value_cents: number;
    value_discount_cents: number;
    child_value_cents: number | null;
    tiers: { max_capacity: number; value_cents: number }[];
  }[],
): Promise<number> {
  const values = sql.join(
    prices.map(
      (p) => sql`(${p.id}::int, ${p.value_cents}::int, ${p.value_discount_cents}::int, ${p.child_value_cents}::int)`,
    ),
    sql`, `,
  );
  const updated = await rows<{ id: number }>(
    db,
    sql`update services s set value_cents = v.value_cents, value_discount_cents = v.value_discount_cents,
               child_value_cents = v.child_value_cents, updated_at = now()
          from (values ${values}) as v(id, value_cents, value_discount_cents, child_value_cents)
         where s.id = v.id and s.company_id = ${companyId} returning s.id`,
  );
  const tiers = prices.flatMap((p) =>
    p.tiers.map((t) => sql`(${p.id}::int, ${t.max_capacity}::int, ${t.value_cents}::int)`),
  );
  if (tiers.length > 0)
    await db.execute(
      sql`update service_extra_prices e set value_cents = v.value_cents
            from (values ${sql.join(tiers, sql`, `)}) as v(service_id, max_capacity, value_cents), services s
           where e.service_id = v.service_id and e.max_capacity = v.max_capacity
             and s.id = e.service_id and s.company_id = ${companyId}`,
    );
  return updated.length;
}

export async function bulkSetStatus(
  db: Conn,
  companyId: number,
  ids: number[],
  status: 'active' | 'inactive',
): Promise<number> {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return (
    await rows<{ id: number }>(
      db,
      sql`update services set status = ${status}, updated_at = now() where company_id = ${companyId} and id in (${list}) returning id`,
    )
  ).length;
}

/** What an edit of a service changes: plain columns by name, and the fields stored as JSON or found by a slug. */
export interface ServiceFieldChanges {
  columns: Record<string, unknown>;
  annotations?: unknown;
  languages?: unknown;
  categorySlug?: string;
  citySlug?: string;
  /** null removes the meeting point. */
  meetingPoint?: { en: string; pt: string } | null;
  /** null removes its map position. */
  meetingPosition?: { lat: number; lng: number } | null;
}

export async function updateServiceFields(db: Conn, id: number, c: ServiceFieldChanges): Promise<void> {
  const set: SQL[] = Object.entries(c.columns).map(([name, v]) => sql`${sql.identifier(name)} = ${v}`);
  if (c.annotations !== undefined) set.push(sql`annotations = ${JSON.stringify(c.annotations)}::jsonb`);
  if (c.languages !== undefined) set.push(sql`languages = ${JSON.stringify(c.languages)}::jsonb`);
  if (c.categorySlug !== undefined)
    set.push(sql`category_id = (select id from categories where slug = ${c.categorySlug})`);
  if (c.citySlug !== undefined) set.push(sql`city_id = (select id from cities where slug = ${c.citySlug})`);
  if (c.meetingPoint !== undefined)
    set.push(
      c.meetingPoint === null
        ? sql`meeting_point = null`
        : sql`meeting_point = ${JSON.stringify(c.meetingPoint)}::jsonb`,
    );
  if (c.meetingPosition !== undefined)
    set.push(sql`meeting_lat = ${c.meetingPosition?.lat ?? null}, meeting_lng = ${c.meetingPosition?.lng ?? null}`);
  if (set.length === 0) return;
  await db.execute(sql`update services set ${sql.join(set, sql`, `)}, updated_at = now() where id = ${id}`);
}

export async function replaceExtraPrices(
  db: Conn,
  serviceId: number,
  tiers: { maxCapacity: number; value_cents: number }[],
): Promise<void> {
  await db.execute(sql`delete from service_extra_prices where service_id = ${serviceId}`);
  for (const t of tiers) {
    await db.execute(
      sql`insert into service_extra_prices (service_id, max_capacity, value_cents) values (${serviceId}, ${t.maxCapacity}, ${t.value_cents})`,
    );
  }
}

export interface PhotoRecord {
  id: number;
  url: string;
  storage_key: string;
  alt: string | null;
  alt_pt: string | null;
  variants: { key: string }[] | null;
}

/** The service's photos in the storefront's order. */
export function photosOf(db: Conn, serviceId: number): Promise<PhotoRecord[]> {
  return rows(
    db,
    sql`select id, url, storage_key, alt, alt_pt, variants from service_images where service_id = ${serviceId} order by position, id`,
  );
}

/** Adds photos after the service's last one. */
export async function appendPhotos(
  db: Conn,
  serviceId: number,
  pictures: { storageKey: string; url: string; width: number; height: number; variants: { key: string }[] }[],
): Promise<void> {
  const last = await one<{ n: number }>(
    db,
    sql`select coalesce(max(position), -1)::int as n from service_images where service_id = ${serviceId}`,
  );
  for (const [i, p] of pictures.entries())
    await db.execute(sql`insert into service_images (service_id, storage_key, url, position, width, height, variants)
      values (${serviceId}, ${p.storageKey}, ${p.url}, ${(last?.n ?? -1) + 1 + i}, ${p.width}, ${p.height}, ${JSON.stringify(p.variants)}::jsonb)`);
}

/**
 * Keeps the listed photos in the listed order with their alt text and deletes the others. Positions are moved out of
 * the way first, as (service, position) is unique. Answers the photos deleted.
 */
export async function arrangePhotos(
  db: Conn,
  serviceId: number,
  kept: { id: number; alt_en: string; alt_pt: string }[],
): Promise<PhotoRecord[]> {
  const ids = kept.map((k) => k.id);
  const gone = await rows<PhotoRecord>(
    db,
    sql`delete from service_images where service_id = ${serviceId}
        ${
          ids.length > 0
            ? sql`and id not in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : sql``
        }
        returning id, url, storage_key, alt, alt_pt, variants`,
  );
  await db.execute(sql`update service_images set position = -1 - position where service_id = ${serviceId}`);
  for (const [position, k] of kept.entries())
    await db.execute(
      sql`update service_images set position = ${position}, alt = ${k.alt_en.trim() || null}, alt_pt = ${k.alt_pt.trim() || null}
           where id = ${k.id} and service_id = ${serviceId}`,
    );
  return gone;
}

/** Of these stored files, the ones no service photo points at any more (a duplicate shares its original's files). */
export async function unusedFiles(db: Conn, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const used = await rows<{ key: string }>(
    db,
    sql`select i.storage_key as key from service_images i where i.storage_key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )})
        union select v->>'key' from service_images i, jsonb_array_elements(i.variants) v where v->>'key' in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
  );
  const taken = new Set(used.map((u) => u.key));
  return keys.filter((k) => !taken.has(k));
}

/**
 * A new draft of the company copied from one of its services: texts, prices, tiers, photo rows (pointing at the same
 * files), start times and availability rules; names marked as a copy, not promoted, with a draft slug. Answers its id.
 */
export async function duplicateService(
  db: Conn,
  companyId: number,
  id: number,
  v: { slug: string; suffixEn: string; suffixPt: string },
): Promise<number | undefined> {
  const row = await one<{ id: number }>(
    db,
    sql`insert into services (slug, company_id, category_id, city_id, kind, name_en, name_pt, short_description_en,
                              short_description_pt, description_en, description_pt, highlights, meeting_point,
                              meeting_lat, meeting_lng, annotations,
                              languages, price_type, max_capacity, value_cents, value_discount_cents, daily_capacity,
                              start_times, duration_minutes, age_start, age_end, child_value_cents, child_age_end,
                              children_alone, confirmation, status)
        select ${v.slug}, company_id, category_id, city_id, kind, left(name_en || ${v.suffixEn}, 200),
               left(name_pt || ${v.suffixPt}, 200), short_description_en, short_description_pt, description_en,
               description_pt, highlights, meeting_point, meeting_lat, meeting_lng, annotations, languages, price_type,
               max_capacity, value_cents,
               value_discount_cents, daily_capacity, start_times, duration_minutes, age_start, age_end, child_value_cents,
               child_age_end, children_alone, confirmation, 'draft'
          from services where id = ${id} and company_id = ${companyId}
        returning id`,
  );
  if (!row) return undefined;
  await db.execute(sql`insert into service_extra_prices (service_id, max_capacity, value_cents)
    select ${row.id}, max_capacity, value_cents from service_extra_prices where service_id = ${id}`);
  await db.execute(sql`insert into service_images (service_id, storage_key, url, alt, alt_pt, position, width, height, variants)
    select ${row.id}, storage_key, url, alt, alt_pt, position, width, height, variants from service_images where service_id = ${id}`);
  await db.execute(sql`insert into service_availability (service_id, weekly, cutoff_hours)
    select ${row.id}, weekly, cutoff_hours from service_availability where service_id = ${id}`);
  await db.execute(sql`insert into service_blocked_dates (service_id, date)
    select ${row.id}, date from service_blocked_dates where service_id = ${id}`);
  return row.id;
}

// ---------- the home's and the sales page's figures ----------

/** Views of the company's services per Lisbon day since `from`. */
export function viewsPerDay(db: Conn, companyId: number, from: string): Promise<{ date: string; views: number }[]> {
  return rows<{ date: string; views: number }>(
    db,
    sql`select to_char((v.viewed_at at time zone 'Europe/Lisbon')::date, 'YYYY-MM-DD') as date, count(*)::int as views
          from service_views v join services s on s.id = v.service_id
         where s.company_id = ${companyId} and v.viewed_at >= (${from}::date::timestamp at time zone 'Europe/Lisbon')
         group by 1`,
  );
}

/** The money figures (docs/money-figures.md) of the month that starts on `from`. */
export function monthFigures(db: Conn, companyId: number, from: string): Promise<FigureRow | undefined> {
  return one<FigureRow>(
    db,
    sql`select ${FIGURE_COLUMNS} from sales_status_daily d
         where d.company_id = ${companyId} and d.day >= ${from}::date
           and d.day < (${from}::date + interval '1 month')::date`,
  );
}

const KEPT_GROSS = sql`coalesce(sum(d.value_cents - d.discount_cents) filter (where ${isKept(sql`d.status`)}), 0)`;

/** The sales page's figures between two days: per period, per service, per payment method and in all. */
export async function salesFigures(
  db: Conn,
  companyId: number,
  range: { from: string; to: string },
  group: DashboardSalesGroup,
  locale: Locale,
) {
  const where = sql`d.company_id = ${companyId} and d.day between ${range.from}::date and ${range.to}::date`;
  const name = locale === 'pt' ? sql`s.name_pt` : sql`s.name_en`;
  const [byPeriod, byService, byMethod, total] = await Promise.all([
    rows<FigureRow & { period: string }>(
      db,
      sql`select to_char(date_trunc(${sql.raw(`'${group}'`)}, d.day::timestamp)::date, 'YYYY-MM-DD') as period, ${FIGURE_COLUMNS}
            from sales_status_daily d where ${where} group by 1`,
    ),
    rows<FigureRow & { service_id: number; name: string | null }>(
      db,
      sql`select d.service_id, ${name} as name, ${FIGURE_COLUMNS}
            from sales_status_daily d left join services s on s.id = d.service_id
           where ${where} group by d.service_id, ${name} order by ${KEPT_GROSS} desc, d.service_id`,
    ),
    rows<FigureRow & { payment_method: string }>(
      db,
      sql`select d.payment_method, ${FIGURE_COLUMNS} from sales_status_daily d where ${where} group by d.payment_method order by ${KEPT_GROSS} desc, d.payment_method`,
    ),
    one<FigureRow>(db, sql`select ${FIGURE_COLUMNS} from sales_status_daily d where ${where}`),
  ]);
  return { byPeriod, byService, byMethod, total };
}

/** A paid booking item of the company, as its voucher shows it (a voucher code of another company's item is unknown). */
export async function paidItemOfCompany(db: Conn, companyId: number, itemId: number) {
  const [row] = await voucherItemRows(
    db,
    sql`bi.id = ${itemId} and bi.company_id = ${companyId} and b.status <> 'waiting_payment'`,
  );
  return row;
}
