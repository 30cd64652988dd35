// SQL for the audit log (ADR 014, ADR 005): requests a SUPER made as another user, and every back-office write with
// what it changed.
import { and, asc, desc, eq, ilike, inArray, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@mp/shared/domain';
import type { Db, Tx } from '../../db/client';
import { affiliates, auditLog, companies, companyMembers, userProfiles, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { countRows, pagedRows } from '../../lib/paged';

type Conn = Db | Tx;

export interface ImpersonationEntry {
  realUserId: number;
  actingUserId: number;
  method: string;
  path: string;
}

/** A back-office write: who (real), as whom (acting), what (action + entity), before and after. */
export interface ChangeEntry extends ImpersonationEntry {
  /** One of the actions the back office has words for (a new kind of write is added to the list first). */
  action: AuditAction;
  entity: string;
  entityId: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** An impersonated request; a write also carries the account as it was before (`before`). Answers the row id. */
export async function insertImpersonation(
  db: Conn,
  entry: ImpersonationEntry & { before?: Record<string, unknown> },
): Promise<number> {
  const { before, ...rest } = entry;
  const [row] = await db
    .insert(auditLog)
    .values({
      ...rest,
      action: 'impersonation',
      ...(before ? { entity: 'account', entityId: String(entry.actingUserId), before } : {}),
    })
    .returning({ id: auditLog.id });
  return row?.id ?? 0;
}

/** Completes an impersonated write's entry with the account as the write left it. */
export async function recordImpersonatedAfter(db: Conn, id: number, after: Record<string, unknown>): Promise<void> {
  await db.update(auditLog).set({ after }).where(eq(auditLog.id, id));
}

/**
 * What an account holds that a write made while acting as it may change: its user row (no password hash), profile,
 * the companies it owns or belongs to, and its affiliate row. Timestamps are left out so that before and after differ
 * only where the write changed something.
 */
export async function accountSnapshot(db: Conn, userId: number): Promise<Record<string, unknown>> {
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      userType: users.userType,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const memberOf = db
    .select({ id: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, userId));
  const companyRows = await db
    .select()
    .from(companies)
    .where(or(eq(companies.ownerUserId, userId), inArray(companies.id, memberOf)))
    .orderBy(asc(companies.id));
  const [affiliate] = await db
    .select({
      code: affiliates.code,
      commissionBasisPoints: affiliates.commissionBasisPoints,
      status: affiliates.status,
    })
    .from(affiliates)
    .where(eq(affiliates.userId, userId));
  const withoutTimestamps = <T extends Record<string, unknown>>(row: T) => {
    const {
      createdAt: _created,
      updatedAt: _updated,
      ...rest
    } = row as T & { createdAt?: unknown; updatedAt?: unknown };
    return rest;
  };
  return {
    user: user ?? null,
    profile: profile ? withoutTimestamps(profile) : null,
    companies: companyRows.map(withoutTimestamps),
    affiliate: affiliate ?? null,
  };
}

export async function insertChange(db: Conn, entry: ChangeEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, entityId: entry.entityId === null ? null : String(entry.entityId) });
}

/** The impersonated requests of one SUPER, newest first. */
export async function impersonationsBy(db: Db, realUserId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.realUserId, realUserId), like(auditLog.action, 'impersonation%')))
    .orderBy(desc(auditLog.id));
}

export interface AuditFilter {
  staffId?: number;
  userId?: number;
  /** Parts of an action's code: an entry whose action holds any of them (an empty list: no filter). */
  actions?: readonly string[];
  /**
   * Entries about one customer: what staff did while acting as them, changes to their account and the notes staff
   * wrote about them (the customer's page).
   */
  aboutCustomer?: number;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.staffId) conditions.push(eq(auditLog.realUserId, filter.staffId));
  if (filter.userId) conditions.push(eq(auditLog.actingUserId, filter.userId));
  const anyAction = or(...(filter.actions ?? []).map((part) => ilike(auditLog.action, containsPattern(part))));
  if (anyAction) conditions.push(anyAction);
  if (filter.aboutCustomer) {
    const id = filter.aboutCustomer;
    conditions.push(sql`((${auditLog.actingUserId} = ${id} and ${auditLog.realUserId} <> ${id})
      or (${auditLog.entity} = 'account' and ${auditLog.entityId} = ${String(id)})
      or (${auditLog.entity} = 'customer_note' and ${auditLog.entityId} in
            (select n.id::text from customer_notes n where n.customer_user_id = ${id})))`);
  }
  return and(...conditions);
}

const staff = alias(users, 'staff');
const acting = alias(users, 'acting');
const entryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  method: auditLog.method,
  path: auditLog.path,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
  staffId: staff.id,
  staffEmail: staff.email,
  staffFirst: staff.firstName,
  staffLast: staff.lastName,
  actingId: acting.id,
  actingEmail: acting.email,
  actingFirst: acting.firstName,
  actingLast: acting.lastName,
};

const entries = (db: Db) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .innerJoin(staff, eq(staff.id, auditLog.realUserId))
    .innerJoin(acting, eq(acting.id, auditLog.actingUserId));
export type AuditRow = Awaited<ReturnType<ReturnType<typeof entries>['execute']>>[number];

export async function auditPage(db: Db, filter: AuditFilter, window: { limit: number; offset: number }) {
  const where = auditWhere(filter);
  return pagedRows(
    db.select(countRows).from(auditLog).where(where),
    entries(db).where(where).orderBy(desc(auditLog.id)).limit(window.limit).offset(window.offset),
  );
}

/** The export's next entries: the list's filters, newest first, after `beforeId` (keyset; no count, no offset). */
export function auditBatch(db: Db, filter: AuditFilter, beforeId: number | null, limit: number): Promise<AuditRow[]> {
  return entries(db)
    .where(and(auditWhere(filter), beforeId === null ? undefined : lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

/**
 * The staff members (`staff`) or the other accounts (`users`) whose name or address holds `term`, the first 20 by name,
 * each named "First Last <address>" so two people of one name are told apart.
 */
export async function namesOf(db: Db, of: 'staff' | 'users', term: string) {
  const pattern = containsPattern(term);
  const match = term
    ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
    : undefined;
  return db
    .select({
      id: users.id,
      name: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) || ' <' || ${users.email} || '>'`,
    })
    .from(users)
    .where(and(of === 'staff' ? eq(users.userType, 'SUPER') : ne(users.userType, 'SUPER'), match))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(20);
}
