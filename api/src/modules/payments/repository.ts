// SQL of payments and their callback events (unique per provider + event id: a replay inserts nothing).
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { PaymentStatus } from '@mp/shared/contracts';
import { one, rows, type Conn } from '../../db/sql';

/**
 * A callback of `provider` for the payment `externalId`, in one statement (ADR 033): the payment as it stands
 * (null when unknown) and whether the event is new (stored, pointing at it) or a replay (nothing written).
 */
export async function recordPaymentEvent(
  db: Conn,
  e: {
    provider: string;
    externalId: string;
    eventId: string;
    eventType: string;
    status: PaymentStatus;
    amountCents: number;
    payload: Record<string, unknown>;
  },
): Promise<{ payment: { id: number; status: PaymentStatus; amountCents: number } | null; fresh: boolean }> {
  const row = await one<{
    payment: { id: number; status: PaymentStatus; amount_cents: number } | null;
    fresh: boolean;
  }>(
    db,
    sql`with p as (select id, status, amount_cents from payments where provider = ${e.provider} and external_id = ${e.externalId}),
        e as (
          insert into payment_events (payment_id, provider, event_id, event_type, status, amount_cents, signature_verified, payload)
          values ((select id from p), ${e.provider}, ${e.eventId}, ${e.eventType}, ${e.status}, ${e.amountCents}, true, ${JSON.stringify(e.payload)}::jsonb)
          on conflict (provider, event_id) do nothing returning id)
        select (select row_to_json(p) from p) as payment, exists (select 1 from e) as fresh`,
  );
  const p = row?.payment ?? null;
  return {
    payment: p ? { id: p.id, status: p.status, amountCents: p.amount_cents } : null,
    fresh: row?.fresh ?? false,
  };
}

/** The booking of the payment `externalId` at `provider`, or undefined when there is no such payment. */
export async function bookingIdOfPayment(db: Conn, provider: string, externalId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, externalId)))
    .limit(1);
  return row?.bookingId;
}

export async function updatePayment(
  db: Conn,
  id: number,
  patch: { status?: PaymentStatus; details?: Record<string, unknown>; expiresAt?: Date | null },
) {
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

/** Where each company's booking mails go (its address, else its owner's) and the owner's mail language. */
export async function partnerMailContacts(
  db: Conn,
  companyIds: readonly number[],
): Promise<{ company_id: number; to: string; language: string | null }[]> {
  if (companyIds.length === 0) return [];
  return rows(
    db,
    sql`select c.id as company_id, coalesce(nullif(c.email, ''), u.email) as to, up.language
          from companies c join users u on u.id = c.owner_user_id
          left join user_preferences up on up.user_id = c.owner_user_id
         where c.id = any(${`{${companyIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
  );
}
