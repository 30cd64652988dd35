// SQL for the audit log (issue 14 §14): requests a SUPER made as another user, and every back-office write with
// what it changed.
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
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
  action: string;
  entity: string;
  entityId: string | number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function insertImpersonation(db: Conn, entry: ImpersonationEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, action: 'impersonation' });
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
  /** An action or its prefix. */
  action?: string;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function auditPage(db: Db, filter: AuditFilter, window: { limit: number; offset: number }) {
  const conditions: SQL[] = [];
  if (filter.staffId) conditions.push(eq(auditLog.realUserId, filter.staffId));
  if (filter.userId) conditions.push(eq(auditLog.actingUserId, filter.userId));
  if (filter.action) conditions.push(like(auditLog.action, `${escapeLike(filter.action)}%`));
  const where = and(...conditions);
  const staff = alias(users, 'staff');
  const acting = alias(users, 'acting');
  return pagedRows(
    db.select(countRows).from(auditLog).where(where),
    db
      .select({
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
      })
      .from(auditLog)
      .innerJoin(staff, eq(staff.id, auditLog.realUserId))
      .innerJoin(acting, eq(acting.id, auditLog.actingUserId))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}
