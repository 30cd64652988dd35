// SQL for the impersonation audit trail.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface ImpersonationEntry {
  realUserId: number;
  actingUserId: number;
  method: string;
  path: string;
}

export async function insertImpersonation(db: Db, entry: ImpersonationEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, action: 'impersonation' });
}

export async function impersonationsBy(db: Db, realUserId: number) {
  return db.select().from(auditLog).where(eq(auditLog.realUserId, realUserId)).orderBy(desc(auditLog.id));
}
