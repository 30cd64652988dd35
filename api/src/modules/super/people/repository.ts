// SQL of the back office's people and companies: partner companies with their owner, affiliates, registered
// clients, customers (everyone with a booking, guests included) and a company's services.
import { and, desc, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { affiliates, bookings, companies, services, userProfiles, users } from '../../../db/schema';
import { countRows, pagedRows } from '../../../lib/paged';
import { internalProviders } from '../../../db/schema/statuses';
import { containsPattern } from '../../../lib/like';
import { companyTypeOf } from '../../partners/module-requests';

type Conn = Db | Tx;
type Window = { limit: number; offset: number };

const like = (search: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined => {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(...columns.map((c) => ilike(c, pattern)));
};

const serviceCount = sql<number>`(select count(*)::int from services s where s.company_id = ${companies.id})`;
const activeServiceCount = sql<number>`(select count(*)::int from services s where s.company_id = ${companies.id} and s.status = 'active')`;

const partnerColumns = {
  id: companies.id,
  slug: companies.slug,
  tradeName: companies.tradeName,
  businessName: companies.businessName,
  taxNumber: companies.taxNumber,
  companyType: companies.companyType,
  status: companies.status,
  statusReason: companies.statusReason,
  statusChangedAt: companies.statusChangedAt,
  commissionBasisPoints: companies.commissionBasisPoints,
  modules: companies.modules,
  moduleRequest: companies.moduleRequest,
  moduleRequestedAt: companies.moduleRequestedAt,
  ownerId: users.id,
  ownerEmail: users.email,
  ownerFirst: users.firstName,
  ownerLast: users.lastName,
  ownerPhone: users.phone,
  services: serviceCount,
  activeServices: activeServiceCount,
  createdAt: companies.createdAt,
};
export type PartnerRow = {
  id: number;
  slug: string;
  tradeName: string;
  businessName: string;
  taxNumber: string;
  companyType: string;
  status: string;
  statusReason: string | null;
  statusChangedAt: Date | null;
  commissionBasisPoints: number;
  modules: { experiences: boolean; transfers: boolean };
  moduleRequest: string | null;
  moduleRequestedAt: Date | null;
  ownerId: number;
  ownerEmail: string;
  ownerFirst: string;
  ownerLast: string;
  ownerPhone: string | null;
  services: number;
  activeServices: number;
  createdAt: Date;
};

/** The partners list's filters; `moduleRequest`: only the companies asking for a module (or only those not). */
export interface PartnerFilter {
  search?: string;
  status?: string;
  moduleRequest?: boolean;
  id?: number;
}

function partnerWhere(filter: PartnerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.id !== undefined ? eq(companies.id, filter.id) : undefined,
    filter.status ? eq(companies.status, filter.status) : undefined,
    filter.moduleRequest === undefined
      ? undefined
      : filter.moduleRequest
        ? isNotNull(companies.moduleRequest)
        : isNull(companies.moduleRequest),
    like(filter.search, companies.tradeName, companies.businessName, companies.taxNumber, companies.slug, users.email),
  ];
  return and(...conditions);
}

/** Partner companies with their owner, pending ones first (they wait for review), then newest. */
export async function partnersPage(db: Conn, filter: PartnerFilter, window: Window) {
  const where = partnerWhere(filter);
  return pagedRows<PartnerRow>(
    db.select(countRows).from(companies).innerJoin(users, eq(users.id, companies.ownerUserId)).where(where),
    db
      .select(partnerColumns)
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(where)
      .orderBy(
        sql`(${companies.status} = 'pending') desc`,
        sql`(${companies.moduleRequest} is not null) desc`,
        desc(companies.createdAt),
        desc(companies.id),
      )
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The export's next partners: the list's filters, newest company first, after `beforeId` (keyset). */
export function partnersBatch(
  db: Conn,
  filter: PartnerFilter,
  beforeId: number | null,
  limit: number,
): Promise<PartnerRow[]> {
  return db
    .select(partnerColumns)
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(and(partnerWhere(filter), beforeId === null ? undefined : lt(companies.id, beforeId)))
    .orderBy(desc(companies.id))
    .limit(limit);
}

export async function findPartner(db: Conn, id: number, lock = false): Promise<PartnerRow | null> {
  if (lock) await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
  const [row] = await db
    .select(partnerColumns)
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(partnerWhere({ id }));
  return row ?? null;
}

export async function updateCompany(
  tx: Tx,
  id: number,
  patch: {
    /** A new status comes with its reason (null when approved or reactivated) and the moment it changed. */
    status?: { status: string; reason: string | null; at: Date };
    commissionBasisPoints?: number;
    modules?: { experiences: boolean; transfers: boolean };
    /** The company's module request was answered (approved or declined): it is cleared. */
    clearModuleRequest?: boolean;
  },
) {
  await tx
    .update(companies)
    .set({
      status: patch.status?.status,
      statusReason: patch.status ? patch.status.reason : undefined,
      statusChangedAt: patch.status?.at,
      commissionBasisPoints: patch.commissionBasisPoints,
      modules: patch.modules,
      companyType: patch.modules ? companyTypeOf(patch.modules) : undefined,
      moduleRequest: patch.clearModuleRequest ? null : undefined,
      moduleRequestedAt: patch.clearModuleRequest ? null : undefined,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, id));
}

const affiliateColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  country: userProfiles.country,
  code: affiliates.code,
  status: affiliates.status,
  commissionBasisPoints: affiliates.commissionBasisPoints,
  createdAt: affiliates.createdAt,
};
export type AffiliateRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  country: string | null;
  code: string;
  status: string;
  commissionBasisPoints: number;
  createdAt: Date;
};

function affiliateWhere(filter: { search?: string; status?: string; id?: number }): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.id !== undefined ? eq(affiliates.userId, filter.id) : undefined,
    filter.status ? eq(affiliates.status, filter.status) : undefined,
    like(filter.search, users.email, users.firstName, users.lastName, affiliates.code),
  ];
  return and(...conditions);
}

export async function affiliatesPage(db: Conn, filter: { search?: string; status?: string }, window: Window) {
  const where = affiliateWhere(filter);
  return pagedRows<AffiliateRow>(
    db.select(countRows).from(affiliates).innerJoin(users, eq(users.id, affiliates.userId)).where(where),
    db
      .select(affiliateColumns)
      .from(affiliates)
      .innerJoin(users, eq(users.id, affiliates.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, affiliates.userId))
      .where(where)
      .orderBy(desc(affiliates.createdAt), desc(affiliates.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The export's next affiliates: the list's filters, newest account first, after the user id `beforeId` (keyset). */
export function affiliatesBatch(
  db: Conn,
  filter: { search?: string; status?: string },
  beforeId: number | null,
  limit: number,
): Promise<AffiliateRow[]> {
  return db
    .select(affiliateColumns)
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, affiliates.userId))
    .where(and(affiliateWhere(filter), beforeId === null ? undefined : lt(affiliates.userId, beforeId)))
    .orderBy(desc(affiliates.userId))
    .limit(limit);
}

export async function findAffiliate(db: Conn, userId: number, lock = false): Promise<AffiliateRow | null> {
  if (lock) await db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.userId, userId)).for('update');
  const [row] = await db
    .select(affiliateColumns)
    .from(affiliates)
    .innerJoin(users, eq(users.id, affiliates.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, affiliates.userId))
    .where(affiliateWhere({ id: userId }));
  return row ?? null;
}

export async function updateAffiliate(
  tx: Tx,
  userId: number,
  patch: { status?: string; commissionBasisPoints?: number },
) {
  await tx
    .update(affiliates)
    .set({ status: patch.status, commissionBasisPoints: patch.commissionBasisPoints })
    .where(eq(affiliates.userId, userId));
}

/** users.id qualified: drizzle writes a lone table's columns unqualified, which a subquery on bookings would capture. */
const userIdRef = sql.raw('"users"."id"');
const bookingCount = sql<number>`(select count(*)::int from bookings b where b.user_id = ${userIdRef})`;

const clientColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  bookings: bookingCount,
  createdAt: users.createdAt,
};
export type ClientRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  emailVerifiedAt: Date | null;
  bookings: number;
  createdAt: Date;
};

const clientWhere = (filter: { search?: string }) =>
  and(
    eq(users.userType, 'CLIENT'),
    isNotNull(users.passwordHash),
    like(filter.search, users.email, users.firstName, users.lastName, users.phone),
  );

/** Registered CLIENT accounts (with a password), newest first. */
export async function clientsPage(db: Conn, filter: { search?: string }, window: Window) {
  const where = clientWhere(filter);
  return pagedRows<ClientRow>(
    db.select(countRows).from(users).where(where),
    db
      .select(clientColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The export's next clients: the list's filters, newest account first, after `beforeId` (keyset). */
export function clientsBatch(
  db: Conn,
  filter: { search?: string },
  beforeId: number | null,
  limit: number,
): Promise<ClientRow[]> {
  return db
    .select(clientColumns)
    .from(users)
    .where(and(clientWhere(filter), beforeId === null ? undefined : lt(users.id, beforeId)))
    .orderBy(desc(users.id))
    .limit(limit);
}

export interface CustomerFilter {
  search?: string;
  guest?: boolean;
  userType?: string;
}

function customerWhere(filter: CustomerFilter) {
  const booked = sql`exists (select 1 from bookings b where b.user_id = ${userIdRef})`;
  return and(
    booked,
    filter.guest === undefined ? undefined : filter.guest ? isNull(users.passwordHash) : isNotNull(users.passwordHash),
    filter.userType ? eq(users.userType, filter.userType) : undefined,
    like(filter.search, users.email, users.firstName, users.lastName, users.phone),
  );
}

/**
 * What went back to the customer of a booking: the money refunded on its gateway payments and the gift-card refunds
 * (points given back were never part of its total).
 */
const refundedCentsOf = (bookingId: SQL) => sql`(coalesce((select sum(coalesce((p.details->>'refunded_cents')::int, 0))
             from payments p where p.booking_id = ${bookingId} and p.provider not in (${internalProviders})), 0)
           + coalesce((select sum(g.amount_cents) from gift_card_transactions g where g.booking_id = ${bookingId} and g.kind = 'refund'), 0))`;
/**
 * What a customer paid and kept: their paid bookings' totals less the money and gift-card refunds of them (the
 * customers list and the customer's page read this one figure).
 */
export const paidTotalCentsOf = (
  userId: SQL,
) => sql<number>`(select coalesce(sum(b.total_cents - ${refundedCentsOf(sql`b.id`)}), 0)::int
         from bookings b where b.user_id = ${userId} and b.status = 'paid')`;
const lastBookingAt = sql<string>`(select max(b.created_at) from bookings b where b.user_id = ${userIdRef})`;
const customerColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  userType: users.userType,
  guest: sql<boolean>`(${users.passwordHash} is null)`,
  bookingsCount: bookingCount,
  paidTotalCents: paidTotalCentsOf(userIdRef),
  lastBookingAt,
};
export type CustomerRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  userType: string;
  guest: boolean;
  bookingsCount: number;
  paidTotalCents: number;
  lastBookingAt: string;
};

/** Everyone with at least one booking (a guest's account has no password), latest booker first. */
export async function customersPage(db: Conn, filter: CustomerFilter, window: Window) {
  const where = customerWhere(filter);
  return pagedRows<CustomerRow>(
    db.select(countRows).from(users).where(where),
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(sql`${lastBookingAt} desc`, desc(users.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The export's next customers: the list's filters, newest account first, after `beforeId` (keyset). */
export function customersBatch(
  db: Conn,
  filter: CustomerFilter,
  beforeId: number | null,
  limit: number,
): Promise<CustomerRow[]> {
  return db
    .select(customerColumns)
    .from(users)
    .where(and(customerWhere(filter), beforeId === null ? undefined : lt(users.id, beforeId)))
    .orderBy(desc(users.id))
    .limit(limit);
}

/** The latest `perCustomer` bookings of each of these users. */
export async function latestBookings(db: Conn, userIds: number[], perCustomer: number) {
  if (userIds.length === 0) return [];
  const ranked = db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      reference: bookings.reference,
      status: bookings.status,
      totalCents: bookings.totalCents,
      refundedCents: sql<number>`${refundedCentsOf(sql`${bookings.id}`)}::int`.as('refunded_cents'),
      createdAt: bookings.createdAt,
      rank: sql<number>`row_number() over (partition by ${bookings.userId} order by ${bookings.createdAt} desc, ${bookings.id} desc)`.as(
        'rank',
      ),
    })
    .from(bookings)
    .where(inArray(bookings.userId, userIds))
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      userId: ranked.userId,
      reference: ranked.reference,
      status: ranked.status,
      totalCents: ranked.totalCents,
      refundedCents: ranked.refundedCents,
      createdAt: ranked.createdAt,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perCustomer}`)
    .orderBy(desc(ranked.createdAt), desc(ranked.id));
}

export async function companyExists(db: Conn, id: number): Promise<{ status: string } | null> {
  const [row] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function companyServicesPage(db: Conn, companyId: number, window: Window) {
  const where = eq(services.companyId, companyId);
  return pagedRows(
    db.select(countRows).from(services).where(where),
    db
      .select({
        id: services.id,
        slug: services.slug,
        nameEn: services.nameEn,
        namePt: services.namePt,
        kind: services.kind,
        status: services.status,
        valueCents: services.valueCents,
        createdAt: services.createdAt,
      })
      .from(services)
      .where(where)
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}
