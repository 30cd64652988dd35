// Back-office promo codes: list with usage, create, edit, status, and partners' requests. Every write
// locks the row, runs in one transaction with its audit entry.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Locale,
  NewPromoCodeBody,
  PromoCodesQuery,
  PromoCodeUpdateBody,
  PromoRequestsQuery,
  PromoRequestStatusBody,
  SuperPromoCode,
  SuperPromoRequest,
} from '@mp/shared/contracts';
import { formatPercent } from '@mp/shared/domain';
import type { Tx } from '../../db/client';
import type { Conn } from '../../db/sql';
import { translator } from '../../i18n';
import { mailDate, mailMoney } from '../../mail/format';
import { readerLocale } from '../bookings/reader-locale';
import { csvExport, euros } from '../../lib/csv';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { isIsoDate, lisbonInstant, lisbonToday } from '../../lib/lisbon-time';
import { page, pageWindow } from '../../lib/wire';
import * as repo from './repository';

const CODE = /^[A-Z0-9_-]{3,30}$/;
/** The calendar day after YYYY-MM-DD. */
function nextDay(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The last instant of the Lisbon day `date` (a daylight-saving day is 23 or 25 hours long). */
const lastInstantOf = (date: string) => new Date(lisbonInstant(nextDay(date), '00:00').getTime() - 1);

export function promoView(row: repo.PromoListRow): SuperPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as SuperPromoCode['kind'],
    value: row.value,
    valid_from: lisbonToday(row.validFrom),
    valid_to: lisbonToday(row.validTo),
    max_uses: row.maxUses,
    status: row.status as SuperPromoCode['status'],
    assigned_user:
      row.assignedUserId && row.assignedEmail
        ? { id: row.assignedUserId, email: row.assignedEmail, name: row.assignedName ?? '' }
        : null,
    usage: { uses: row.paidUses, revenue_cents: row.revenueCents, discount_cents: row.discountGivenCents },
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPromoCodes(app: FastifyInstance, url: string, query: PromoCodesQuery) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 15 };
  const { total, rows } = await repo.promoPage(
    app.db,
    { search: query.search?.trim(), status: query.status, available: query.available, sort: query.sort },
    pageWindow(paging),
  );
  return page(url, paging, total, rows.map(promoView));
}

/** Every code matching the list's filters as CSV (no page), newest first, read in batches as the client reads it. */
export function promoCodesCsv(
  app: FastifyInstance,
  query: PromoCodesQuery,
  t: (key: string) => string,
): AsyncIterable<string> {
  const filter = { search: query.search?.trim(), status: query.status, available: query.available };
  return csvExport<SuperPromoCode>({
    messages: 'backOffice.exports.promoCodes',
    t,
    columns: [
      { key: 'code', value: (p) => p.code },
      { key: 'kind', value: (p) => p.kind },
      { key: 'value', value: (p) => (p.kind === 'percent' ? p.value : euros(p.value)) },
      { key: 'valid_from', value: (p) => p.valid_from },
      { key: 'valid_to', value: (p) => p.valid_to },
      { key: 'max_uses', value: (p) => p.max_uses },
      { key: 'status', value: (p) => p.status },
      { key: 'assigned_to', value: (p) => p.assigned_user?.email },
      { key: 'uses', value: (p) => p.usage.uses },
      { key: 'revenue', value: (p) => euros(p.usage.revenue_cents) },
      { key: 'discount', value: (p) => euros(p.usage.discount_cents) },
      { key: 'created_at', value: (p) => p.created_at },
    ],
    batch: async (beforeId, limit) => (await repo.promoBatch(app.db, filter, beforeId, limit)).map(promoView),
    cursor: (p) => p.id,
  });
}

async function viewOf(conn: Tx, id: number): Promise<SuperPromoCode> {
  const { rows } = await repo.promoPage(conn, { id }, { limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) throw notFound('backOffice.promo.notFound');
  return promoView(row);
}

/** What the audit log keeps of a code. */
const auditShape = (p: SuperPromoCode) => ({
  code: p.code,
  kind: p.kind,
  value: p.value,
  valid_from: p.valid_from,
  valid_to: p.valid_to,
  max_uses: p.max_uses,
  status: p.status,
  assigned_user_id: p.assigned_user?.id ?? null,
});

/** Checks the fields of a create or an edit (merged over the stored code); a 422 names every bad field. */
async function checkedFields(conn: Tx, body: PromoCodeUpdateBody, current: (SuperPromoCode & { uses: number }) | null) {
  const errors: Record<string, MessageRef> = {};
  const code = body.code !== undefined ? body.code.trim().toUpperCase() : current?.code;
  if (body.code !== undefined && (!code || !CODE.test(code))) errors.code = { key: 'backOffice.promo.codeInvalid' };
  const kind = body.kind ?? current?.kind;
  const value = body.value ?? current?.value;
  if (kind === 'percent' && value !== undefined && (value < 1 || value > 100))
    errors.value = { key: 'backOffice.promo.percentRange' };
  const from = body.valid_from ?? current?.valid_from;
  const to = body.valid_to ?? current?.valid_to;
  if (body.valid_from !== undefined && !isIsoDate(body.valid_from))
    errors.valid_from = { key: 'backOffice.promo.dateInvalid' };
  if (body.valid_to !== undefined && !isIsoDate(body.valid_to))
    errors.valid_to = { key: 'backOffice.promo.dateInvalid' };
  else if (from && to && isIsoDate(from) && to < from) errors.valid_to = { key: 'backOffice.promo.validToBeforeFrom' };
  if (body.max_uses != null && body.max_uses < 1) errors.max_uses = { key: 'backOffice.promo.maxUsesMin' };
  else if (current && body.max_uses != null && body.max_uses < current.uses) {
    errors.max_uses = { key: 'backOffice.promo.maxUsesBelowUses', params: { uses: current.uses } };
  }
  if (body.assigned_user_id != null && !(await repo.userExists(conn, body.assigned_user_id)))
    errors.assigned_user_id = { key: 'backOffice.promo.userNotFound' };
  if (
    !errors.code &&
    code &&
    body.code !== undefined &&
    current &&
    (await repo.codeTakenByOther(conn, code, current.id))
  ) {
    errors.code = { key: 'backOffice.promo.codeTaken' };
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return { code, from, to };
}

export async function createPromoCode(
  app: FastifyInstance,
  request: FastifyRequest,
  body: NewPromoCodeBody,
): Promise<SuperPromoCode> {
  return app.db.transaction(async (tx) => {
    const { code, from, to } = await checkedFields(tx, body, null);
    const id = await repo.insertPromo(tx, {
      code: code ?? '',
      kind: body.kind,
      value: body.value,
      validFrom: lisbonInstant(from ?? '', '00:00'),
      validTo: lastInstantOf(to ?? ''),
      maxUses: body.max_uses ?? null,
      assignedUserId: body.assigned_user_id ?? null,
      status: 'assigned',
    });
    if (id === null) throw invalid({ code: 'backOffice.promo.codeTaken' });
    const view = await viewOf(tx, id);
    await app.audit.change(tx, request, {
      action: 'promo_code.create',
      entity: 'promo_code',
      entityId: id,
      before: null,
      after: auditShape(view),
    });
    return view;
  });
}

export async function updatePromoCode(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: PromoCodeUpdateBody,
): Promise<SuperPromoCode> {
  return app.db.transaction(async (tx) => {
    const locked = await repo.promoById(tx, id, true);
    if (!locked) throw notFound('backOffice.promo.notFound');
    const before = await viewOf(tx, id);
    const { code } = await checkedFields(tx, body, { ...before, uses: locked.uses });
    await repo.updatePromo(tx, id, {
      code,
      kind: body.kind,
      value: body.value,
      validFrom: body.valid_from !== undefined ? lisbonInstant(body.valid_from, '00:00') : undefined,
      validTo: body.valid_to !== undefined ? lastInstantOf(body.valid_to) : undefined,
      maxUses: body.max_uses,
      assignedUserId: body.assigned_user_id,
    });
    const after = await viewOf(tx, id);
    await app.audit.change(tx, request, {
      action: 'promo_code.update',
      entity: 'promo_code',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return after;
  });
}

export async function setPromoStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  status: SuperPromoCode['status'],
) {
  return app.db.transaction(async (tx) => {
    if (!(await repo.promoById(tx, id, true))) throw notFound('backOffice.promo.notFound');
    const before = await viewOf(tx, id);
    await repo.updatePromo(tx, id, { status });
    const after = await viewOf(tx, id);
    await app.audit.change(tx, request, {
      action: 'promo_code.status',
      entity: 'promo_code',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return after;
  });
}

type RequestRow = Awaited<ReturnType<typeof repo.requestsPage>>['rows'][number];

const serviceIdsOf = (r: RequestRow): number[] =>
  Array.isArray(r.request.serviceIds)
    ? (r.request.serviceIds as unknown[]).filter((id): id is number => Number.isInteger(id))
    : [];

function requestView(r: RequestRow, names: ReadonlyMap<number, string>): SuperPromoRequest {
  return {
    id: r.request.id,
    status: r.request.status as SuperPromoRequest['status'],
    reason: r.request.reason,
    requester: { id: r.request.userId, email: r.email, name: `${r.firstName} ${r.lastName}`, user_type: r.userType },
    company: r.request.companyId && r.companyName ? { id: r.request.companyId, name: r.companyName } : null,
    wanted_discount_percent: r.request.wantedDiscountPercent,
    services: serviceIdsOf(r).flatMap((id) => (names.has(id) ? [{ id, name: names.get(id) ?? '' }] : [])),
    promo_code: r.request.promoCodeId && r.code ? { id: r.request.promoCodeId, code: r.code } : null,
    created_at: r.request.createdAt.toISOString(),
  };
}

/** A page of requests with what the partner asked for: company, services (named in `locale`), wanted discount. */
async function requestViews(db: Conn, rows: RequestRow[], locale: Locale): Promise<SuperPromoRequest[]> {
  const names = await repo.serviceNames(db, [...new Set(rows.flatMap(serviceIdsOf))], locale);
  return rows.map((r) => requestView(r, names));
}

export async function listPromoRequests(app: FastifyInstance, url: string, query: PromoRequestsQuery, locale: Locale) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 15 };
  const { total, rows } = await repo.requestsPage(app.db, { status: query.status }, pageWindow(paging));
  return page(url, paging, total, await requestViews(app.db, rows, locale));
}

const NEXT: Record<string, string[]> = { requested: ['assigned'], assigned: ['used'], used: [] };

/** requested → assigned gives the chosen code to the requester (and mails them); assigned → used closes it. */
export async function setPromoRequestStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: PromoRequestStatusBody,
) {
  const locale = request.locale;
  const result = await app.db.transaction(async (tx) => {
    const current = await repo.requestById(tx, id, true);
    if (!current) throw notFound('backOffice.promo.requestNotFound');
    if (!NEXT[current.status]?.includes(body.status)) throw invalid({ status: 'backOffice.promo.requestTransition' });
    let promoCodeId = current.promoCodeId;
    if (body.status === 'assigned') {
      if (!body.promo_code_id) throw invalid({ promo_code_id: 'backOffice.promo.codeRequired' });
      const promo = await repo.promoById(tx, body.promo_code_id, true);
      if (!promo) throw invalid({ promo_code_id: 'backOffice.promo.notFound' });
      if (promo.assignedUserId !== null && promo.assignedUserId !== current.userId)
        throw invalid({ promo_code_id: 'backOffice.promo.codeAssignedElsewhere' });
      // A partner is given a code of their own: one customers have already redeemed (or that is spent) is not.
      if (promo.status === 'used' || promo.uses > 0)
        throw invalid({ promo_code_id: 'backOffice.promo.codeAlreadyUsed' });
      await repo.updatePromo(tx, promo.id, { assignedUserId: current.userId, status: 'assigned' });
      promoCodeId = promo.id;
    }
    await repo.updateRequest(tx, id, { status: body.status, promoCodeId });
    await app.audit.change(tx, request, {
      action: 'promo_code_request.status',
      entity: 'promo_code_request',
      entityId: id,
      before: { status: current.status, promo_code_id: current.promoCodeId },
      after: { status: body.status, promo_code_id: promoCodeId },
    });
    const { rows } = await repo.requestsPage(tx, { id }, { limit: 1, offset: 0 });
    const [view] = await requestViews(tx, rows, locale);
    if (!view) throw notFound('backOffice.promo.requestNotFound');
    return { view, userId: current.userId, promoCodeId };
  });
  if (body.status === 'assigned' && result.promoCodeId) {
    const promo = await repo.promoById(app.db, result.promoCodeId);
    const reader = await repo.requester(app.db, result.userId);
    if (promo && reader) {
      // The requester's mail language, not that of the staff member who answered: their setting, else Portuguese
      // for a partner (as the partner settings' default says) and English for anyone else.
      const locale = readerLocale({ account: reader.language }, reader.userType === 'SUPPLIER' ? 'pt' : 'en');
      const t = translator(locale);
      await app.mailer.send({
        to: reader.email,
        template: 'promo-assigned',
        locale,
        subject: t('backOffice.promo.assignedSubject', { code: promo.code }),
        text: t('backOffice.promo.assignedText', {
          name: reader.firstName,
          code: promo.code,
          discount: promo.kind === 'percent' ? formatPercent(promo.value, locale) : mailMoney(promo.value, locale),
          validFrom: mailDate(promo.validFrom, locale),
          validTo: mailDate(promo.validTo, locale),
        }),
      });
    }
  }
  return result.view;
}
