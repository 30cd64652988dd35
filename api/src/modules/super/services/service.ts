// Back-office services (ADR 017): every company's services by list, one service, activate / deactivate and the
// home page's places (sponsored, weekly deal). Every change commits with its audit entry and drops the catalogue cache.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  DashboardServiceDetail,
  DashboardServiceUpdateBody,
  CompanyStatus,
  PriceType,
  SuperService,
  SuperServicesQuery,
  SuperServiceUpdateBody,
} from '@mp/shared/contracts';
import { csvExport, euros } from '../../../lib/csv';
import { invalid, notFound } from '../../../lib/errors';
import { page, pageWindow } from '../../../lib/wire';
import { childBandOf } from '../../cart/pricing';
import { createDashboardServices } from '../../dashboard/service';
import * as repo from './repository';

/** `GET api/super/{type}`: which service kinds each type lists. */
export const KINDS_BY_TYPE = {
  services: undefined,
  experiences: ['experience'],
  wellness: ['wellness'],
  transfers: ['transfer'],
} as const satisfies Record<string, readonly string[] | undefined>;
export type ServiceType = keyof typeof KINDS_BY_TYPE;

/** The band as the cart prices it (childBandOf: per-person services only), for the manual booking form. */
function bandView(r: repo.ServiceRow): SuperService['child_band'] {
  const band = childBandOf({
    age_start: r.ageStart,
    child_value_cents: r.childValueCents,
    child_age_end: r.childAgeEnd,
    children_alone: r.childrenAlone,
    price_type: r.priceType as PriceType,
  });
  return (
    band && {
      value_cents: band.value_cents,
      age_start: band.age_start,
      age_end: band.age_end,
      children_alone: band.alone,
    }
  );
}

function view(r: repo.ServiceRow, locale: string): SuperService {
  return {
    id: r.id,
    slug: r.slug,
    name: locale === 'pt' ? r.namePt : r.nameEn,
    kind: r.kind,
    status: r.status,
    sponsored: r.sponsored,
    weekly_deal: r.weeklyDeal,
    value_cents: r.valueCents,
    child_band: bandView(r),
    company: { id: r.companyId, trade_name: r.companyName, status: r.companyStatus as CompanyStatus },
    live: r.status === 'active' && r.companyStatus === 'active',
    created_at: r.createdAt.toISOString(),
  };
}

const auditShape = (s: SuperService) => ({ status: s.status, sponsored: s.sponsored, weekly_deal: s.weekly_deal });

export async function listServices(
  app: FastifyInstance,
  request: FastifyRequest,
  type: ServiceType,
  query: SuperServicesQuery,
) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 15 };
  const { total, rows } = await repo.servicesPage(
    app.db,
    { kinds: KINDS_BY_TYPE[type], list: query.status, search: query.search },
    pageWindow(paging),
  );
  return page(
    request.url,
    paging,
    total,
    rows.map((r) => view(r, request.locale)),
  );
}

/** Every service of the type matching the list's filters as CSV (no page), newest first, read in batches. */
export function servicesCsv(
  app: FastifyInstance,
  request: FastifyRequest,
  type: ServiceType,
  query: SuperServicesQuery,
): AsyncIterable<string> {
  const filter = { kinds: KINDS_BY_TYPE[type], list: query.status, search: query.search };
  return csvExport<SuperService>({
    messages: 'backOffice.exports.services',
    t: (key) => request.t(key),
    columns: [
      { key: 'id', value: (s) => s.id },
      { key: 'name', value: (s) => s.name },
      { key: 'slug', value: (s) => s.slug },
      { key: 'partner', value: (s) => s.company.trade_name },
      { key: 'kind', value: (s) => s.kind },
      { key: 'price', value: (s) => euros(s.value_cents) },
      { key: 'status', value: (s) => s.status },
      { key: 'live', value: (s) => s.live },
      { key: 'sponsored', value: (s) => s.sponsored },
      { key: 'weekly_deal', value: (s) => s.weekly_deal },
      { key: 'created_at', value: (s) => s.created_at },
    ],
    batch: async (beforeId, limit) =>
      (await repo.servicesBatch(app.db, filter, beforeId, limit)).map((r) => view(r, request.locale)),
    cursor: (s) => s.id,
  });
}

export async function getService(app: FastifyInstance, request: FastifyRequest, id: number): Promise<SuperService> {
  const row = await repo.findService(app.db, id);
  if (!row) throw notFound('backOffice.services.notFound');
  return view(row, request.locale);
}

export async function updateService(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: SuperServiceUpdateBody,
): Promise<SuperService> {
  const after = await app.db.transaction(async (tx) => {
    const before = await repo.findService(tx, id, true);
    if (!before) throw notFound('backOffice.services.notFound');
    // A draft is the partner's unfinished work: only its partner publishes it.
    if (body.status !== undefined && before.status === 'draft')
      throw invalid({ status: 'backOffice.services.draftStatus' });
    await repo.updateService(tx, id, { status: body.status, sponsored: body.sponsored, weeklyDeal: body.weekly_deal });
    const row = await repo.findService(tx, id);
    if (!row) throw notFound('backOffice.services.notFound');
    const result = view(row, request.locale);
    await app.audit.change(tx, request, {
      action: 'service.update',
      entity: 'service',
      entityId: id,
      before: auditShape(view(before, request.locale)),
      after: auditShape(result),
    });
    return result;
  });
  app.catalogueCache.clear();
  return after;
}

/** The content fields of a service, flat, as the audit log keeps them (before and after of what a staff edit sent). */
function flatContent(d: DashboardServiceDetail): Record<string, unknown> {
  return {
    name_en: d.name.en,
    name_pt: d.name.pt,
    short_description_en: d.short_description.en,
    short_description_pt: d.short_description.pt,
    description_en: d.description.en,
    description_pt: d.description.pt,
    maxCapacity: d.maxCapacity,
    duration: d.duration,
    age_start: d.age_start,
    age_end: d.age_end,
    value_cents: d.value_cents,
    value_discount_cents: d.value_discount_cents,
    priceType: d.priceType,
    extraPrices: d.extraPrices,
    languages: d.languages,
    annotations: d.annotations,
    child_value_cents: d.child_value_cents,
    child_age_end: d.child_age_end,
    children_alone: d.children_alone,
  };
}

async function companyOf(app: FastifyInstance, id: number): Promise<number> {
  const row = await repo.findService(app.db, id);
  if (!row) throw notFound('backOffice.services.notFound');
  return row.companyId;
}

/** GET api/super/services/{id}/content: every editable field in both languages (the partner's edit form's data). */
export async function serviceContent(app: FastifyInstance, id: number): Promise<DashboardServiceDetail> {
  const companyId = await companyOf(app, id);
  return createDashboardServices({ db: app.db, cache: app.catalogueCache, storage: app.storage }).detail(companyId, id);
}

/**
 * POST api/super/services/{id}/content: staff edit any service's content through the partner's own service-edit
 * rules (the dashboard service validates and writes, and drops the catalogue cache); the fields changed are audited.
 */
export async function updateServiceContent(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: DashboardServiceUpdateBody,
): Promise<DashboardServiceDetail> {
  // A service always has a name in both languages: a blank one (spaces only) is refused like an empty one, before
  // anything is saved; a name is kept without the spaces around it.
  const names: Record<string, string> = {};
  for (const field of ['name_en', 'name_pt'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    if (!value.trim()) names[field] = 'forms.required';
    else body = { ...body, [field]: value.trim() };
  }
  if (Object.keys(names).length > 0) throw invalid(names);
  const companyId = await companyOf(app, id);
  const services = createDashboardServices({ db: app.db, cache: app.catalogueCache, storage: app.storage });
  const before = flatContent(await services.detail(companyId, id));
  const result = await services.update(companyId, id, body);
  const after = flatContent(result);
  const sent = Object.keys(body).filter((k) => k in after && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (sent.length > 0) {
    await app.audit.change(app.db, request, {
      action: 'service.content',
      entity: 'service',
      entityId: id,
      before: Object.fromEntries(sent.map((k) => [k, before[k]])),
      after: Object.fromEntries(sent.map((k) => [k, after[k]])),
    });
  }
  return result;
}
