// SQL of the promoter area. Every statement is scoped to one company: its requests are those that carry its id, and
// older ones (sent before requests named a company, e.g. by the owner through the back office's demo data) are the
// owner's.
import { sql, type SQL } from 'drizzle-orm';
import type { Locale, PartnerPromoRequest } from '@mp/shared/contracts';
import { one, rows, type Conn } from '../../../db/sql';

export interface RequestRecord {
  id: number;
  status: PartnerPromoRequest['status'];
  reason: string | null;
  wanted_discount_percent: number | null;
  service_ids: number[];
  code: string | null;
  kind: string | null;
  value: number | null;
  valid_to: string | null;
  created_at: string;
  updated_at: string;
}

const ofCompany = (companyId: number) =>
  sql`(r.company_id = ${companyId} or (r.company_id is null and r.user_id = (select owner_user_id from companies where id = ${companyId})))`;

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const idList = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/** Which requests to read: all, those of one status, or one by id. */
export type RequestFilter = { status?: PartnerPromoRequest['status']; id?: number };

const filterSql = (f: RequestFilter): SQL =>
  f.id !== undefined ? sql`r.id = ${f.id}` : f.status ? sql`r.status = ${f.status}` : sql`true`;

export async function requestRows(
  db: Conn,
  companyId: number,
  filter: RequestFilter,
  limit: number,
  offset: number,
): Promise<RequestRecord[]> {
  return rows<RequestRecord>(
    db,
    sql`select r.id, r.status, r.reason, r.wanted_discount_percent, r.service_ids, p.code, p.kind, p.value, ${iso('p.valid_to')} as valid_to,
               ${iso('r.created_at')} as created_at, ${iso('r.updated_at')} as updated_at
          from promo_code_requests r left join promo_codes p on p.id = r.promo_code_id
          where ${ofCompany(companyId)} and ${filterSql(filter)} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countRequests(db: Conn, companyId: number, filter: RequestFilter): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from promo_code_requests r where ${ofCompany(companyId)} and ${filterSql(filter)}`,
  );
  return row?.n ?? 0;
}

export async function serviceNames(db: Conn, ids: number[], locale: Locale): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return rows<{ id: number; name: string }>(
    db,
    sql`select id, ${locale === 'pt' ? sql`name_pt` : sql`name_en`} as name from services where id in (${idList(ids)})`,
  );
}

/** Locks the company row, so two requests sent together cannot both pass the open-requests limit. */
export async function lockCompany(tx: Conn, companyId: number): Promise<void> {
  await tx.execute(sql`select id from companies where id = ${companyId} for update`);
}

/** Of `ids`, those that are the company's services on sale or paused (not drafts). */
export async function ownServiceIds(tx: Conn, companyId: number, ids: number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(
    tx,
    sql`select id from services where company_id = ${companyId} and status <> 'draft' and id in (${idList(ids)})`,
  );
  return found.map((r) => r.id);
}

export async function insertRequest(
  tx: Conn,
  r: { userId: number; companyId: number; reason: string; wantedDiscountPercent: number; serviceIds: number[] },
): Promise<number> {
  const row = await one<{ id: number }>(
    tx,
    sql`insert into promo_code_requests (user_id, company_id, reason, wanted_discount_percent, service_ids, status)
        values (${r.userId}, ${r.companyId}, ${r.reason}, ${r.wantedDiscountPercent}, ${JSON.stringify(r.serviceIds)}::jsonb, 'requested')
        returning id`,
  );
  return row!.id;
}
