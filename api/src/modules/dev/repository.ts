// SQL for the developer mail outbox (the default mail transport writes here).
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxEmails } from '../../db/schema';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export async function insertOutboxEmail(db: Db, message: OutboxMessage): Promise<void> {
  await db.insert(outboxEmails).values(message);
}

export async function listOutbox(db: Db, to: string | undefined, limit: number, offset: number) {
  const where = to ? eq(outboxEmails.to, to.toLowerCase()) : undefined;
  const [rows, totals] = await Promise.all([
    db.select().from(outboxEmails).where(where).orderBy(desc(outboxEmails.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(outboxEmails).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
