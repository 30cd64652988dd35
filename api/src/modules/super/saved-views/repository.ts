// SQL of the back office's saved views: a staff member's own views of a list and the ones colleagues share.
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { SavedViewList } from '@mp/shared/contracts';
import type { Db } from '../../../db/client';
import { savedViews, staffMembers, users } from '../../../db/schema';

export interface SavedViewRow {
  id: number;
  list: SavedViewList;
  name: string;
  query: string;
  shared: boolean;
  ownerUserId: number;
  ownerName: string;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: savedViews.id,
  list: sql<SavedViewList>`${savedViews.list}`,
  name: savedViews.name,
  query: savedViews.query,
  shared: savedViews.shared,
  ownerUserId: savedViews.ownerUserId,
  ownerName: sql<string>`trim(concat_ws(' ', ${users.firstName}, ${users.lastName}))`,
  createdAt: savedViews.createdAt,
  updatedAt: savedViews.updatedAt,
};

/**
 * The caller's views of a list, then those colleagues share (a deactivated colleague's are left out: no one can look
 * after them any more), each group by name.
 */
export async function viewsOf(db: Db, list: SavedViewList, userId: number): Promise<SavedViewRow[]> {
  return db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerUserId))
    .leftJoin(staffMembers, eq(staffMembers.userId, savedViews.ownerUserId))
    .where(
      and(
        eq(savedViews.list, list),
        or(
          eq(savedViews.ownerUserId, userId),
          and(eq(savedViews.shared, true), ne(savedViews.ownerUserId, userId), isNull(staffMembers.deactivatedAt)),
        ),
      ),
    )
    .orderBy(sql`(${savedViews.ownerUserId} <> ${userId})`, asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

export async function viewById(db: Db, id: number): Promise<SavedViewRow | null> {
  const [row] = await db
    .select(columns)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerUserId))
    .where(eq(savedViews.id, id))
    .limit(1);
  return row ?? null;
}

/** Whether the owner already has a view of this list with this name, whatever its case (`except`: the one renamed). */
export async function nameTaken(
  db: Db,
  owner: number,
  list: SavedViewList,
  name: string,
  except?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        eq(savedViews.ownerUserId, owner),
        eq(savedViews.list, list),
        sql`lower(${savedViews.name}) = lower(${name})`,
        except === undefined ? undefined : ne(savedViews.id, except),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertView(
  db: Db,
  view: { list: SavedViewList; ownerUserId: number; name: string; query: string; shared: boolean },
): Promise<number> {
  const [row] = await db.insert(savedViews).values(view).returning({ id: savedViews.id });
  if (!row) throw new Error('saved view not inserted');
  return row.id;
}

export async function updateView(
  db: Db,
  id: number,
  patch: { name?: string; query?: string; shared?: boolean },
): Promise<void> {
  await db
    .update(savedViews)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(savedViews.id, id));
}

export async function deleteView(db: Db, id: number): Promise<void> {
  await db.delete(savedViews).where(eq(savedViews.id, id));
}
