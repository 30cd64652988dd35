// SQL for the back-office team: SUPER accounts and their staff role (staff_members).
import { and, asc, desc, eq, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { StaffRole } from '@mp/shared/domain';
import type { Db, Tx } from '../../../db/client';
import { staffMembers, userProfiles, users } from '../../../db/schema';
import { containsPattern } from '../../../lib/like';

type Conn = Db | Tx;

/** A SUPER account's standing: its staff role, or `owner` when it has no staff row (the platform owner). */
export async function staffStandingOf(db: Conn, userId: number): Promise<StaffRole | 'owner'> {
  const [row] = await db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.userId, userId));
  return (row?.role as StaffRole | undefined) ?? 'owner';
}

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: sql<StaffRole>`coalesce(${staffMembers.role}, 'admin')`,
  owner: sql<boolean>`(${staffMembers.userId} is null)`,
  createdAt: users.createdAt,
  deactivatedAt: staffMembers.deactivatedAt,
};

export type StaffRow = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  owner: boolean;
  createdAt: Date;
  deactivatedAt: Date | null;
};

function teamWhere(filter: { search?: string; role?: StaffRole }): SQL | undefined {
  const conditions: SQL[] = [eq(users.userType, 'SUPER')];
  const search = filter.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const match = or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern));
    if (match) conditions.push(match);
  }
  if (filter.role === 'admin') {
    const adminOrOwner = or(eq(staffMembers.role, 'admin'), isNull(staffMembers.userId));
    if (adminOrOwner) conditions.push(adminOrOwner);
  } else if (filter.role) conditions.push(eq(staffMembers.role, filter.role));
  return and(...conditions);
}

export async function teamPage(
  db: Db,
  filter: { search?: string; role?: StaffRole },
  window: { limit: number; offset: number },
) {
  const where = teamWhere(filter);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(where);
  const rows: StaffRow[] = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: count?.total ?? 0, rows };
}

/** The export's next staff members: the list's filters, newest account first, after `beforeId` (keyset). */
export function teamBatch(
  db: Db,
  filter: { search?: string; role?: StaffRole },
  beforeId: number | null,
  limit: number,
): Promise<StaffRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(and(teamWhere(filter), beforeId === null ? undefined : lt(users.id, beforeId)))
    .orderBy(desc(users.id))
    .limit(limit);
}

export async function findStaff(db: Conn, id: number, lock = false): Promise<StaffRow | null> {
  const query = db
    .select(memberColumns)
    .from(users)
    .leftJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(and(eq(users.id, id), eq(users.userType, 'SUPER')));
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}

/** A new SUPER account without a password (the invite mail sets it) and its staff row; null when the email is taken. */
export async function insertStaff(
  tx: Tx,
  member: { email: string; firstName: string; lastName: string; role: StaffRole; createdBy: number },
): Promise<number | null> {
  const [inserted] = await tx
    .insert(users)
    .values({
      userType: 'SUPER',
      email: member.email,
      passwordHash: null,
      firstName: member.firstName,
      lastName: member.lastName,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!inserted) return null;
  await tx.insert(userProfiles).values({ userId: inserted.id, country: 'pt' });
  await tx.insert(staffMembers).values({ userId: inserted.id, role: member.role, createdByUserId: member.createdBy });
  return inserted.id;
}

export async function updateStaff(
  tx: Tx,
  id: number,
  patch: { firstName?: string; lastName?: string; role?: StaffRole },
): Promise<void> {
  const now = new Date();
  if (patch.firstName !== undefined || patch.lastName !== undefined) {
    await tx
      .update(users)
      .set({ firstName: patch.firstName, lastName: patch.lastName, updatedAt: now })
      .where(eq(users.id, id));
  }
  if (patch.role !== undefined) {
    await tx
      .insert(staffMembers)
      .values({ userId: id, role: patch.role })
      .onConflictDoUpdate({ target: staffMembers.userId, set: { role: patch.role, updatedAt: now } });
  }
}

/** Deactivates (a time and who) or reactivates (null) a staff member; owners have no staff row and are never matched. */
export async function setDeactivated(tx: Tx, id: number, at: Date | null, by: number | null): Promise<void> {
  await tx
    .update(staffMembers)
    .set({ deactivatedAt: at, deactivatedByUserId: by, updatedAt: new Date() })
    .where(eq(staffMembers.userId, id));
}

/** True for a staff account that is deactivated (sign-in refused). */
export async function isDeactivatedStaff(db: Conn, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: staffMembers.deactivatedAt })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), isNotNull(staffMembers.deactivatedAt)));
  return row !== undefined;
}
