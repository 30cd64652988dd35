// SQL of payments and their callback events (unique per provider + event id: a replay inserts nothing).
import { eq, sql } from 'drizzle-orm';
import { paymentEvents, payments } from '../../db/schema';
import type { PaymentStatus } from '@mp/shared/contracts';
import type { Conn } from '../cart/sql';

/** Stores a callback; false when this (provider, event id) was already received. */
export async function recordEvent(
  db: Conn,
  e: { paymentId: number | null; provider: string; eventId: string; eventType: string; status: PaymentStatus; amountCents: number; payload: Record<string, unknown> },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ ...e, signatureVerified: true })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

export async function updatePayment(db: Conn, id: number, patch: { status?: PaymentStatus; details?: Record<string, unknown>; expiresAt?: Date | null }) {
  await db
    .update(payments)
    .set({
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.details ? { details: sql`${payments.details} || ${JSON.stringify(patch.details)}::jsonb` } : {}),
      ...(patch.expiresAt !== undefined ? { expiresAt: patch.expiresAt } : {}),
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id));
}
