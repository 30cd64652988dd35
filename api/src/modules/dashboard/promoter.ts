// The promoter area: the partner asks for a promo code for services of their company (reason, wanted
// discount) and follows each request's status. The back office decides through the existing
// POST api/super/promo-codes/request/{id}/status (requested → assigned with a code → used); nothing here changes that.
// Registered inside the dashboard plugin, behind its team-access hook; every statement is scoped to the company.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import {
  Envelope,
  Page,
  PartnerPromoRequest,
  PartnerPromoRequestBody,
  PartnerPromoRequestsQuery,
  type Locale,
  type PageOf,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { errors } from '../../lib/schemas';
import { ok, page } from '../../lib/wire';
import { one, rows, type Conn } from '../cart/sql';
import { partnerOf } from '../team/access';

const tags = ['dashboard'];
/** At most this many requests waiting for the back office at once, per company. */
export const MAX_OPEN_REQUESTS = 5;

interface RequestRecord {
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

/**
 * The company's requests: those sent from this area carry its id; older ones (sent before requests named a company,
 * e.g. by the owner through the back office's demo data) are the owner's.
 */
const ofCompany = (companyId: number) =>
  sql`(r.company_id = ${companyId} or (r.company_id is null and r.user_id = (select owner_user_id from companies where id = ${companyId})))`;

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

async function requestRows(
  db: Conn,
  companyId: number,
  where: ReturnType<typeof sql>,
  limit: number,
  offset: number,
): Promise<RequestRecord[]> {
  return rows<RequestRecord>(
    db,
    sql`select r.id, r.status, r.reason, r.wanted_discount_percent, r.service_ids, p.code, p.kind, p.value, ${iso('p.valid_to')} as valid_to,
               ${iso('r.created_at')} as created_at, ${iso('r.updated_at')} as updated_at
          from promo_code_requests r left join promo_codes p on p.id = r.promo_code_id
          where ${ofCompany(companyId)} and ${where} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
}

async function views(db: Conn, records: RequestRecord[], locale: Locale): Promise<PartnerPromoRequest[]> {
  const ids = [...new Set(records.flatMap((r) => r.service_ids))];
  const names = ids.length
    ? await rows<{ id: number; name: string }>(
        db,
        sql`select id, ${locale === 'pt' ? sql`name_pt` : sql`name_en`} as name from services where id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      )
    : [];
  const byId = new Map(names.map((n) => [n.id, n.name]));
  return records.map((r) => ({
    id: r.id,
    status: r.status,
    reason: r.reason,
    wanted_discount_percent: r.wanted_discount_percent,
    services: r.service_ids.filter((id) => byId.has(id)).map((id) => ({ id, name: byId.get(id)! })),
    // The code shows once the back office has assigned it (a "used" request keeps showing which code it was).
    promo_code:
      r.code && r.status !== 'requested'
        ? { code: r.code, kind: r.kind ?? 'percent', value: r.value ?? 0, valid_to: r.valid_to ?? '' }
        : null,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}

export async function listPromoRequests(
  db: Conn,
  companyId: number,
  q: PartnerPromoRequestsQuery,
  url: string,
  locale: Locale,
): Promise<PageOf<PartnerPromoRequest>> {
  const req = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
  const where = q.status ? sql`r.status = ${q.status}` : sql`true`;
  const total = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from promo_code_requests r where ${ofCompany(companyId)} and ${where}`,
  );
  const records = await requestRows(db, companyId, where, req.perPage, (req.page - 1) * req.perPage);
  return page(url, req, total?.n ?? 0, await views(db, records, locale));
}

export async function createPromoRequest(
  d: Db,
  partner: { userId: number; companyId: number },
  body: PartnerPromoRequestBody,
  locale: Locale,
): Promise<PartnerPromoRequest> {
  const ids = [...new Set(body.service_ids)].sort((a, b) => a - b);
  const id = await d.transaction(async (tx) => {
    // The company row is locked so two requests sent together cannot both pass the open-requests limit.
    await tx.execute(sql`select id from companies where id = ${partner.companyId} for update`);
    const own = await rows<{ id: number }>(
      tx,
      sql`select id from services where company_id = ${partner.companyId} and status <> 'draft' and id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    if (own.length !== ids.length) throw invalid({ service_ids: 'dashboard.promoServices' });
    const open = await one<{ n: number }>(
      tx,
      sql`select count(*)::int as n from promo_code_requests r where ${ofCompany(partner.companyId)} and r.status = 'requested'`,
    );
    if ((open?.n ?? 0) >= MAX_OPEN_REQUESTS)
      throw invalid({ reason: { key: 'dashboard.promoTooMany', params: { max: MAX_OPEN_REQUESTS } } });
    const row = await one<{ id: number }>(
      tx,
      sql`insert into promo_code_requests (user_id, company_id, reason, wanted_discount_percent, service_ids, status)
          values (${partner.userId}, ${partner.companyId}, ${body.reason.trim()}, ${body.wanted_discount_percent}, ${JSON.stringify(ids)}::jsonb, 'requested')
          returning id`,
    );
    return row!.id;
  });
  const [view] = await views(d, await requestRows(d, partner.companyId, sql`r.id = ${id}`, 1, 0), locale);
  return view!;
}

/** Registered inside the dashboard plugin, behind its team-access hook. */
export function promoterRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const config = { roles: ['SUPPLIER'] as ['SUPPLIER'], teamPermission: 'services' as const };
  r.get(
    '/api/dashboard/promo-code-requests',
    {
      schema: {
        tags,
        summary:
          'The company’s promo code requests with their status (requested, assigned with the code, used), newest first',
        querystring: PartnerPromoRequestsQuery,
        response: { 200: Envelope(Page(PartnerPromoRequest)), ...errors(401, 403, 422) },
      },
      config,
    },
    async (request) =>
      ok(await listPromoRequests(app.db, partnerOf(request).companyId, request.query, request.url, request.locale)),
  );
  r.post(
    '/api/dashboard/promo-code-requests',
    {
      schema: {
        tags,
        summary:
          'Ask the back office for a promo code for some of the company’s services (reason, wanted discount in %)',
        body: PartnerPromoRequestBody,
        response: { 201: Envelope(PartnerPromoRequest), ...errors(401, 403, 422) },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createPromoRequest(app.db, partnerOf(request), request.body, request.locale))),
  );
}
