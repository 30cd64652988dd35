// SQL of promo codes: lookup, the row lock taken while a checkout redeems one, redemptions and their release.
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import {
  bookings,
  companies,
  promoCodeRedemptions,
  promoCodeRequests,
  promoCodes,
  services,
  userPreferences,
  users,
} from '../../db/schema';
import { countRows, pagedRows } from '../../lib/paged';
import type { Conn } from '../../db/sql';

export type PromoRow = typeof promoCodes.$inferSelect;

export async function promoByCode(db: Conn, code: string, lock = false): Promise<PromoRow | undefined> {
  const q = db
    .select()
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${code.trim()})`)
    .limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

export async function promoById(db: Conn, id: number, lock = false): Promise<PromoRow | undefined> {
  const q = db.select().from(promoCodes).where(eq(promoCodes.id, id)).limit(1);
  return (lock ? await q.for('update') : await q)[0];
}

/** One more use; a code whose last use is taken becomes `used` (spec §4 statuses). Caller holds the row lock. */
export async function takeUse(db: Conn, promo: PromoRow, userId: number, bookingId: number, discountCents: number) {
  const uses = promo.uses + 1;
  const status = promo.maxUses !== null && uses >= promo.maxUses ? 'used' : promo.status;
  await db.update(promoCodes).set({ uses, status }).where(eq(promoCodes.id, promo.id));
  await db.insert(promoCodeRedemptions).values({ promoCodeId: promo.id, userId, bookingId, discountCents });
}

/** Gives a use back when an unpaid booking is released. Caller holds the row lock. */
export async function returnUse(db: Conn, promoId: number, bookingId: number) {
  const deleted = await db
    .delete(promoCodeRedemptions)
    .where(and(eq(promoCodeRedemptions.promoCodeId, promoId), eq(promoCodeRedemptions.bookingId, bookingId)))
    .returning({ id: promoCodeRedemptions.id });
  if (deleted.length === 0) return;
  await db
    .update(promoCodes)
    .set({
      uses: sql`${promoCodes.uses} - 1`,
      status: sql`case when ${promoCodes.status} = 'used' and ${promoCodes.maxUses} is not null and ${promoCodes.uses} - 1 < ${promoCodes.maxUses} then 'assigned' else ${promoCodes.status} end`,
    })
    .where(eq(promoCodes.id, promoId));
}

// ---------- back office ----------

/** Usage of each code: paid bookings that used it, their revenue and the discount given. */
const usage = sql`(
  select r.promo_code_id, count(*)::int as uses, coalesce(sum(b.total_cents), 0)::int as revenue_cents,
         coalesce(sum(r.discount_cents), 0)::int as discount_cents
  from ${promoCodeRedemptions} r join ${bookings} b on b.id = r.booking_id and b.status = 'paid'
  group by r.promo_code_id
)`;

export interface PromoListRow extends PromoRow {
  assignedEmail: string | null;
  assignedName: string | null;
  paidUses: number;
  revenueCents: number;
  discountGivenCents: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  code: asc(promoCodes.code),
  '-code': desc(promoCodes.code),
  created_at: asc(promoCodes.id),
  '-created_at': desc(promoCodes.id),
  valid_to: asc(promoCodes.validTo),
  '-valid_to': desc(promoCodes.validTo),
} as const;

interface PromoFilter {
  search?: string;
  status?: string;
  id?: number;
  /** Only codes staff can give someone now: see `availableToGive`. */
  available?: boolean;
}

/**
 * A code staff can give someone now: active, not past its last day (one that starts later may be given ahead of its
 * campaign), with uses left, held by nobody and never redeemed (giving a partner a code customers already used is
 * refused).
 */
const availableToGive = sql`(${promoCodes.status} = 'assigned' and ${promoCodes.validTo} >= now()
  and (${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})
  and ${promoCodes.assignedUserId} is null and ${promoCodes.uses} = 0)`;

function promoWhere(filter: PromoFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) conditions.push(sql`${promoCodes.code} ilike ${`%${escapeLike(filter.search)}%`}`);
  if (filter.status) conditions.push(eq(promoCodes.status, filter.status));
  if (filter.id) conditions.push(eq(promoCodes.id, filter.id));
  if (filter.available) conditions.push(availableToGive);
  return and(...conditions);
}

/** The list's select: each code with its assignee and its paid uses, revenue and discount given. */
const promoRows = (db: Conn) =>
  db
    .select({
      promo: promoCodes,
      assignedEmail: users.email,
      assignedName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      paidUses: sql<number>`coalesce(u.uses, 0)`,
      revenueCents: sql<number>`coalesce(u.revenue_cents, 0)`,
      discountGivenCents: sql<number>`coalesce(u.discount_cents, 0)`,
    })
    .from(promoCodes)
    .leftJoin(users, eq(users.id, promoCodes.assignedUserId))
    .leftJoin(sql`${usage} u`, sql`u.promo_code_id = ${promoCodes.id}`);

type PromoSelectRow = Awaited<ReturnType<ReturnType<typeof promoRows>['execute']>>[number];
const listRow = (r: PromoSelectRow): PromoListRow => ({
  ...r.promo,
  assignedEmail: r.assignedEmail,
  assignedName: r.assignedName,
  paidUses: Number(r.paidUses),
  revenueCents: Number(r.revenueCents),
  discountGivenCents: Number(r.discountGivenCents),
});

export async function promoPage(
  db: Conn,
  filter: PromoFilter & { sort?: keyof typeof SORTS },
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: PromoListRow[] }> {
  const where = promoWhere(filter);
  const { total, rows } = await pagedRows(
    db.select(countRows).from(promoCodes).where(where),
    promoRows(db)
      .where(where)
      .orderBy(SORTS[filter.sort ?? '-created_at'], desc(promoCodes.id))
      .limit(window.limit)
      .offset(window.offset),
  );
  return { total, rows: rows.map(listRow) };
}

/** The export's next codes: the list's filters, newest code first, after `beforeId` (keyset; no count, no offset). */
export async function promoBatch(
  db: Conn,
  filter: PromoFilter,
  beforeId: number | null,
  limit: number,
): Promise<PromoListRow[]> {
  const rows = await promoRows(db)
    .where(and(promoWhere(filter), beforeId === null ? undefined : lt(promoCodes.id, beforeId)))
    .orderBy(desc(promoCodes.id))
    .limit(limit);
  return rows.map(listRow);
}

export type NewPromo = typeof promoCodes.$inferInsert;

/** Null when the code exists (case-insensitively: codes are matched that way at checkout). */
export async function insertPromo(db: Conn, promo: NewPromo): Promise<number | null> {
  const [taken] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(sql`upper(${promoCodes.code}) = upper(${promo.code})`);
  if (taken) return null;
  const [row] = await db.insert(promoCodes).values(promo).onConflictDoNothing().returning({ id: promoCodes.id });
  return row?.id ?? null;
}

export async function codeTakenByOther(db: Conn, code: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(and(sql`upper(${promoCodes.code}) = upper(${code})`, sql`${promoCodes.id} <> ${id}`));
  return !!row;
}

export async function updatePromo(db: Conn, id: number, patch: Partial<NewPromo>): Promise<void> {
  await db.update(promoCodes).set(patch).where(eq(promoCodes.id, id));
}

export async function userExists(db: Conn, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return !!row;
}

export async function requestsPage(
  db: Conn,
  filter: { status?: string; id?: number },
  window: { limit: number; offset: number },
) {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(promoCodeRequests.status, filter.status));
  if (filter.id) conditions.push(eq(promoCodeRequests.id, filter.id));
  const where = and(...conditions);
  return pagedRows(
    db.select(countRows).from(promoCodeRequests).where(where),
    db
      .select({
        request: promoCodeRequests,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        userType: users.userType,
        code: promoCodes.code,
        companyName: companies.tradeName,
      })
      .from(promoCodeRequests)
      .innerJoin(users, eq(users.id, promoCodeRequests.userId))
      .leftJoin(promoCodes, eq(promoCodes.id, promoCodeRequests.promoCodeId))
      .leftJoin(companies, eq(companies.id, promoCodeRequests.companyId))
      .where(where)
      .orderBy(desc(promoCodeRequests.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The names of the services requests name, in `locale` (one read for a page of requests). */
export async function serviceNames(db: Conn, ids: readonly number[], locale: Locale): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, en: services.nameEn, pt: services.namePt })
    .from(services)
    .where(inArray(services.id, [...ids]));
  return new Map(rows.map((r) => [r.id, locale === 'pt' ? r.pt : r.en]));
}

export async function requestById(db: Conn, id: number, lock = false) {
  const q = db.select().from(promoCodeRequests).where(eq(promoCodeRequests.id, id));
  return (lock ? await q.for('update') : await q)[0];
}

export async function updateRequest(db: Conn, id: number, patch: { status: string; promoCodeId?: number | null }) {
  await db
    .update(promoCodeRequests)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(promoCodeRequests.id, id));
}

/** Who asked for a code: address, first name, account type and mail language (their settings' "language of your e-mails"). */
export async function requester(db: Conn, id: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      userType: users.userType,
      language: userPreferences.language,
    })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, id));
  return row;
}
