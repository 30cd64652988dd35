// Back-office people and companies (ADR 017, docs/partner-review.md). Staff approve a pending partner company (the
// services it put on sale and its page go live), reject it at review or suspend it once live (each with a reason
// the partner is mailed and sees on the dashboard; they disappear again), reactivate it, set its commission rate and
// modules; approve, suspend and set the commission of affiliates. Every write locks the row and commits with its
// audit entry (before/after, the reason with them); the partner's mail goes after the commit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AffiliatesQuery,
  AffiliateUpdateBody,
  ClientsQuery,
  CompaniesQuery,
  CompanyServicesQuery,
  CompanyStatus,
  CustomersQuery,
  PartnersQuery,
  PartnerUpdateBody,
  PartyStatus,
  SuperAffiliateRow,
  SuperClient,
  SuperCompany,
  SuperCompanyService,
  SuperCustomer,
  SuperPartner,
  UserType,
} from '@mp/shared/contracts';
import { csvExport, euros } from '../../../lib/csv';
import { invalid, notFound, type MessageRef } from '../../../lib/errors';
import { page, pageWindow } from '../../../lib/wire';
import * as repo from './repository';
import { mailCompanyReview, mailModuleAnswer, reviewMoment } from '../../partners/review-mails';

const pagingOf = (q: { page?: number; per_page?: number }) => ({ page: q.page ?? 1, perPage: q.per_page ?? 15 });
const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A percentage from the wire (0–100, at most two decimals) as basis points, or the reason it is refused. */
export function rateToBasisPoints(rate: number): number | MessageRef {
  if (!Number.isFinite(rate) || rate < 0 || rate > 100) return { key: 'backOffice.people.rateRange' };
  const basisPoints = Math.round(rate * 100);
  if (Math.abs(basisPoints - rate * 100) > 1e-6) return { key: 'backOffice.people.rateDecimals' };
  return basisPoints;
}

function partnerView(r: repo.PartnerRow): SuperPartner {
  return {
    id: r.id,
    slug: r.slug,
    trade_name: r.tradeName,
    business_name: r.businessName,
    tax_number: r.taxNumber,
    company_type: r.companyType,
    status: r.status as CompanyStatus,
    status_reason: r.statusReason,
    status_changed_at: r.statusChangedAt ? toIso(r.statusChangedAt) : null,
    commission_rate: r.commissionBasisPoints / 100,
    modules: { experiences: Boolean(r.modules.experiences), transfers: Boolean(r.modules.transfers) },
    module_request: r.moduleRequest === 'experiences' || r.moduleRequest === 'transfers' ? r.moduleRequest : null,
    module_requested_at: r.moduleRequestedAt ? toIso(r.moduleRequestedAt) : null,
    owner: { id: r.ownerId, email: r.ownerEmail, name: `${r.ownerFirst} ${r.ownerLast}`.trim(), phone: r.ownerPhone },
    services: r.services,
    active_services: r.activeServices,
    created_at: toIso(r.createdAt),
  };
}

const partnerAudit = (p: SuperPartner) => ({
  status: p.status,
  status_reason: p.status_reason,
  commission_rate: p.commission_rate,
  modules: p.modules,
  module_request: p.module_request,
});

/** The partners list's and export's filters as the repository reads them. */
const partnerFilter = (query: PartnersQuery): repo.PartnerFilter => ({
  search: query.search,
  status: query.status,
  moduleRequest: query.module_request === undefined ? undefined : query.module_request === '1',
});

export async function listPartners(app: FastifyInstance, url: string, query: PartnersQuery) {
  const paging = pagingOf(query);
  const { total, rows } = await repo.partnersPage(app.db, partnerFilter(query), pageWindow(paging));
  return page(url, paging, total, rows.map(partnerView));
}

/**
 * The status changes staff may make: approve a company under review or one they rejected, reject one under review,
 * suspend a live one, reactivate a suspended one. Answers the field error of any other move.
 */
function statusMoveProblem(from: CompanyStatus, to: CompanyStatus): MessageRef | null {
  if (from === to) return null;
  if (to === 'active') return null;
  if (to === 'rejected') return from === 'pending' ? null : { key: 'backOffice.people.rejectOnlyPending' };
  if (to === 'suspended') return from === 'active' ? null : { key: 'backOffice.people.suspendOnlyLive' };
  return { key: 'validation.enum', params: { field: 'status' } };
}

export async function updatePartner(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: PartnerUpdateBody,
): Promise<SuperPartner> {
  const problems: Record<string, MessageRef> = {};
  let basisPoints: number | undefined;
  if (body.commission_rate !== undefined) {
    const checked = rateToBasisPoints(body.commission_rate);
    if (typeof checked === 'number') basisPoints = checked;
    else problems.commission_rate = checked;
  }
  if (body.modules && !body.modules.experiences && !body.modules.transfers)
    problems.modules = { key: 'backOffice.people.modulesNone' };
  // A rejection, a suspension or a declined module tells the partner why: the reason is required, and kept only with
  // the status it explains.
  const reason = body.reason?.trim() ?? '';
  const needsReason = body.status === 'rejected' || body.status === 'suspended';
  if ((needsReason || body.module_request === 'decline') && reason === '')
    problems.reason = { key: 'backOffice.people.reasonRequired' };
  if (Object.keys(problems).length > 0) throw invalid(problems);

  const result = await app.db.transaction(async (tx) => {
    const row = await repo.findPartner(tx, id, true);
    if (!row) throw notFound('backOffice.people.partnerNotFound');
    const before = partnerView(row);
    const moved = body.status !== undefined && body.status !== before.status;
    if (body.status !== undefined) {
      const problem = statusMoveProblem(before.status, body.status);
      if (problem) throw invalid({ status: problem });
    }
    const asked = before.module_request ?? null;
    if (body.module_request && !asked) throw invalid({ module_request: { key: 'backOffice.people.noModuleRequest' } });
    // Approving the request switches its module on; setting the modules with it on answers it the same way.
    let modules = body.modules;
    if (asked && body.module_request === 'approve') modules = { ...(modules ?? before.modules), [asked]: true };
    const answered = asked && (body.module_request !== undefined || (modules?.[asked] ?? false));
    await repo.updateCompany(tx, id, {
      status:
        moved && body.status ? { status: body.status, reason: needsReason ? reason : null, at: new Date() } : undefined,
      commissionBasisPoints: basisPoints,
      modules,
      clearModuleRequest: Boolean(answered),
    });
    const afterRow = await repo.findPartner(tx, id);
    if (!afterRow) throw notFound('backOffice.people.partnerNotFound');
    const after = partnerView(afterRow);
    await app.audit.change(tx, request, {
      action: 'partner.update',
      entity: 'company',
      entityId: id,
      before: partnerAudit(before),
      after: partnerAudit(after),
    });
    const moduleAnswer =
      asked && answered
        ? { module: asked, approved: after.modules[asked], reason: after.modules[asked] ? null : reason }
        : null;
    return { before, after, moduleAnswer };
  });
  const moment = reviewMoment(result.before.status, result.after.status);
  if (moment) {
    // Approving, rejecting, suspending or reactivating changes what the public catalogue shows: drop its cached
    // answers now. Then the partner is told, in their language; a mail that fails leaves the change made.
    app.catalogueCache.clear();
    await mailCompanyReview(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
      id,
      moment,
      result.after.status_reason,
    ).catch((error: unknown) => request.log.error({ err: error, companyId: id }, 'company review mail failed'));
  }
  if (result.moduleAnswer) {
    // A module switched on changes what the storefront sells (a company's vehicles only offer rides with transfers).
    app.catalogueCache.clear();
    await mailModuleAnswer(
      { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl },
      id,
      result.moduleAnswer,
    ).catch((error: unknown) => request.log.error({ err: error, companyId: id }, 'module answer mail failed'));
  }
  return result.after;
}

function affiliateView(r: repo.AffiliateRow): SuperAffiliateRow {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    phone: r.phone,
    country: r.country,
    affiliate_code: r.code,
    status: r.status as PartyStatus,
    commission_basis_points: r.commissionBasisPoints,
    commission_rate: r.commissionBasisPoints / 100,
    created_at: toIso(r.createdAt),
  };
}

export async function listAffiliates(app: FastifyInstance, url: string, query: AffiliatesQuery) {
  const paging = pagingOf(query);
  const { total, rows } = await repo.affiliatesPage(
    app.db,
    { search: query.search, status: query.status },
    pageWindow(paging),
  );
  return page(url, paging, total, rows.map(affiliateView));
}

export async function updateAffiliate(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: AffiliateUpdateBody,
): Promise<SuperAffiliateRow> {
  let basisPoints: number | undefined;
  if (body.commission_rate !== undefined) {
    const checked = rateToBasisPoints(body.commission_rate);
    if (typeof checked !== 'number') throw invalid({ commission_rate: checked });
    basisPoints = checked;
  }
  return app.db.transaction(async (tx) => {
    const row = await repo.findAffiliate(tx, id, true);
    if (!row) throw notFound('backOffice.people.affiliateNotFound');
    await repo.updateAffiliate(tx, id, { status: body.status, commissionBasisPoints: basisPoints });
    const afterRow = await repo.findAffiliate(tx, id);
    if (!afterRow) throw notFound('backOffice.people.affiliateNotFound');
    const shape = (a: repo.AffiliateRow) => ({ status: a.status, commission_rate: a.commissionBasisPoints / 100 });
    await app.audit.change(tx, request, {
      action: 'affiliate.update',
      entity: 'affiliate',
      entityId: id,
      before: shape(row),
      after: shape(afterRow),
    });
    return affiliateView(afterRow);
  });
}

function clientView(r: repo.ClientRow): SuperClient {
  return {
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    phone: r.phone,
    email_verified: r.emailVerifiedAt !== null,
    bookings: r.bookings,
    created_at: toIso(r.createdAt),
  };
}

export async function listClients(app: FastifyInstance, url: string, query: ClientsQuery) {
  const paging = pagingOf(query);
  const { total, rows } = await repo.clientsPage(app.db, { search: query.search }, pageWindow(paging));
  return page<SuperClient>(url, paging, total, rows.map(clientView));
}

/** How many of each customer's bookings the list carries (the latest). */
export const CUSTOMER_BOOKINGS = 10;

type CustomerBookingRow = Awaited<ReturnType<typeof repo.latestBookings>>[number];

function customerView(r: repo.CustomerRow, latest: readonly CustomerBookingRow[]): SuperCustomer {
  return {
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    phone: r.phone,
    user_type: r.userType as UserType,
    guest: r.guest,
    bookings_count: r.bookingsCount,
    paid_total_cents: r.paidTotalCents,
    last_booking_at: toIso(r.lastBookingAt),
    bookings: latest
      .filter((b) => b.userId === r.id)
      .map((b) => ({
        id: b.id,
        reference: b.reference,
        status: b.status,
        total_cents: b.totalCents,
        refunded_cents: b.refundedCents,
        created_at: toIso(b.createdAt),
      })),
  };
}

const customerFilter = (query: CustomersQuery): repo.CustomerFilter => ({
  search: query.search,
  guest: query.guest === undefined ? undefined : query.guest === '1',
  userType: query.user_type,
});

/** The customers with their latest bookings (two queries for the whole set, not one per customer). */
async function withLatestBookings(app: FastifyInstance, rows: readonly repo.CustomerRow[]): Promise<SuperCustomer[]> {
  const latest = await repo.latestBookings(
    app.db,
    rows.map((r) => r.id),
    CUSTOMER_BOOKINGS,
  );
  return rows.map((r) => customerView(r, latest));
}

export async function listCustomers(app: FastifyInstance, url: string, query: CustomersQuery) {
  const paging = pagingOf(query);
  const { total, rows } = await repo.customersPage(app.db, customerFilter(query), pageWindow(paging));
  return page<SuperCustomer>(url, paging, total, await withLatestBookings(app, rows));
}

// ---------- CSV exports: every row matching the list's filters, newest first, read in keyset batches ----------

type Translate = (key: string) => string;

export function partnersCsv(app: FastifyInstance, query: PartnersQuery, t: Translate): AsyncIterable<string> {
  const filter = partnerFilter(query);
  return csvExport<SuperPartner>({
    messages: 'backOffice.exports.partners',
    t,
    columns: [
      { key: 'id', value: (p) => p.id },
      { key: 'trade_name', value: (p) => p.trade_name },
      { key: 'business_name', value: (p) => p.business_name },
      { key: 'tax_number', value: (p) => p.tax_number },
      { key: 'owner', value: (p) => p.owner.name },
      { key: 'owner_email', value: (p) => p.owner.email },
      { key: 'owner_phone', value: (p) => p.owner.phone },
      { key: 'status', value: (p) => p.status },
      { key: 'services', value: (p) => p.services },
      { key: 'active_services', value: (p) => p.active_services },
      {
        key: 'modules',
        value: (p) =>
          [p.modules.experiences ? 'experiences' : null, p.modules.transfers ? 'transfers' : null]
            .filter(Boolean)
            .join(' '),
      },
      { key: 'commission_rate', value: (p) => p.commission_rate },
      { key: 'created_at', value: (p) => p.created_at },
    ],
    batch: async (beforeId, limit) => (await repo.partnersBatch(app.db, filter, beforeId, limit)).map(partnerView),
    cursor: (p) => p.id,
  });
}

export function affiliatesCsv(app: FastifyInstance, query: AffiliatesQuery, t: Translate): AsyncIterable<string> {
  const filter = { search: query.search, status: query.status };
  return csvExport<SuperAffiliateRow>({
    messages: 'backOffice.exports.affiliates',
    t,
    columns: [
      { key: 'id', value: (a) => a.id },
      { key: 'name', value: (a) => `${a.first_name} ${a.last_name}`.trim() },
      { key: 'email', value: (a) => a.email },
      { key: 'phone', value: (a) => a.phone },
      { key: 'country', value: (a) => a.country },
      { key: 'code', value: (a) => a.affiliate_code },
      { key: 'status', value: (a) => a.status },
      { key: 'commission_rate', value: (a) => a.commission_rate },
      { key: 'created_at', value: (a) => a.created_at },
    ],
    batch: async (beforeId, limit) => (await repo.affiliatesBatch(app.db, filter, beforeId, limit)).map(affiliateView),
    cursor: (a) => a.id,
  });
}

export function clientsCsv(app: FastifyInstance, query: ClientsQuery, t: Translate): AsyncIterable<string> {
  const filter = { search: query.search };
  return csvExport<SuperClient>({
    messages: 'backOffice.exports.clients',
    t,
    columns: [
      { key: 'id', value: (c) => c.id },
      { key: 'name', value: (c) => `${c.first_name} ${c.last_name}`.trim() },
      { key: 'email', value: (c) => c.email },
      { key: 'phone', value: (c) => c.phone },
      { key: 'email_verified', value: (c) => c.email_verified },
      { key: 'bookings', value: (c) => c.bookings },
      { key: 'created_at', value: (c) => c.created_at },
    ],
    batch: async (beforeId, limit) => (await repo.clientsBatch(app.db, filter, beforeId, limit)).map(clientView),
    cursor: (c) => c.id,
  });
}

export function customersCsv(app: FastifyInstance, query: CustomersQuery, t: Translate): AsyncIterable<string> {
  const filter = customerFilter(query);
  return csvExport<SuperCustomer>({
    messages: 'backOffice.exports.customers',
    t,
    columns: [
      { key: 'id', value: (c) => c.id },
      { key: 'name', value: (c) => `${c.first_name} ${c.last_name}`.trim() },
      { key: 'email', value: (c) => c.email },
      { key: 'phone', value: (c) => c.phone },
      { key: 'user_type', value: (c) => c.user_type },
      { key: 'account', value: (c) => (c.guest ? 'guest' : 'registered') },
      { key: 'bookings_count', value: (c) => c.bookings_count },
      { key: 'paid_total', value: (c) => euros(c.paid_total_cents) },
      { key: 'last_booking_at', value: (c) => c.last_booking_at },
      { key: 'latest_bookings', value: (c) => c.bookings.map((b) => b.reference).join(' ') },
    ],
    batch: async (beforeId, limit) =>
      withLatestBookings(app, await repo.customersBatch(app.db, filter, beforeId, limit)),
    cursor: (c) => c.id,
  });
}

export async function listCompanies(app: FastifyInstance, url: string, query: CompaniesQuery) {
  const paging = pagingOf(query);
  const { total, rows } = await repo.partnersPage(
    app.db,
    { search: query.search, status: query.status },
    pageWindow(paging),
  );
  return page<SuperCompany>(
    url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      trade_name: r.tradeName,
      status: r.status as CompanyStatus,
      services: r.services,
      active_services: r.activeServices,
      created_at: toIso(r.createdAt),
    })),
  );
}

export async function listCompanyServices(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  query: CompanyServicesQuery,
) {
  const company = await repo.companyExists(app.db, id);
  if (!company) throw notFound('backOffice.people.partnerNotFound');
  const paging = pagingOf(query);
  const { total, rows } = await repo.companyServicesPage(app.db, id, pageWindow(paging));
  return page<SuperCompanyService>(
    request.url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: request.locale === 'pt' ? r.namePt : r.nameEn,
      kind: r.kind,
      status: r.status,
      value_cents: r.valueCents,
      live: r.status === 'active' && company.status === 'active',
      created_at: toIso(r.createdAt),
    })),
  );
}
