// The refund ledger (payment_refunds) and the reconciliation's reads and runs (reconciliation_runs): all their SQL.
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { paymentRefunds, payments, reconciliationRuns } from '../../db/schema';
import type { Conn } from '../../db/sql';

export type RefundReason = 'cancellation' | 'late_payment' | 'crypto_shortfall' | 'partial_refund';
export type RefundRow = typeof paymentRefunds.$inferSelect;

/** Records a refund owed through a gateway, in the caller's transaction (the one that decided it). */
/**
 * A new refund, due at `nextAttemptAt`: the ledger's own clock, the one its claim compares with. The column's default
 * (the database's now(), in microseconds) could fall after the claim's time read a moment later in milliseconds, or on
 * another server's clock, and the refund would wait for the sweeper instead of going out at once.
 */
export async function insertRefund(
  conn: Conn,
  r: {
    paymentId: number;
    provider: string;
    externalId: string;
    amountCents: number;
    reason: RefundReason;
    nextAttemptAt: Date;
  },
): Promise<number> {
  const [row] = await conn.insert(paymentRefunds).values(r).returning({ id: paymentRefunds.id });
  if (!row) throw new Error('refund row not written');
  return row.id;
}

/**
 * Takes a pending refund for one attempt: counts it and pushes its next attempt back (exponential, at most six
 * hours), so another instance or a crash mid-call leaves it to be tried again later, never twice at once.
 */
export async function claimRefund(db: Db, id: number, now: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(paymentRefunds)
    .set({
      attempts: sql`${paymentRefunds.attempts} + 1`,
      nextAttemptAt: sql`${now.toISOString()}::timestamptz + least(interval '6 hours', interval '1 minute' * power(2, ${paymentRefunds.attempts}))`,
      updatedAt: now,
    })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.nextAttemptAt, now)))
    .returning();
  return row;
}

/**
 * The gateway took the refund. A late payment's row then reads refunded (the money went back whole). Not when the
 * row already holds that very refund as failed: its failure's webhook came in before the answer was recorded.
 */
export async function refundDone(db: Db, id: number, gatewayRefundId: string | null, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentRefunds)
      .set({ status: 'done', gatewayRefundId, doneAt: now, lastError: null, updatedAt: now })
      .where(
        and(
          eq(paymentRefunds.id, id),
          eq(paymentRefunds.status, 'pending'),
          gatewayRefundId === null
            ? undefined
            : sql`${paymentRefunds.gatewayRefundId} is distinct from ${gatewayRefundId}`,
        ),
      )
      .returning();
    if (row?.reason === 'late_payment') {
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(payments.id, row.paymentId), eq(payments.status, 'paid')));
    }
  });
}

/**
 * The gateway did not refund. `gatewayRefundId`: the refund it answered with a definitive failure, kept so that the
 * next attempt goes with another idempotency key (the same key would answer the same failed refund again).
 */
export async function refundFailed(
  db: Db,
  id: number,
  error: string,
  manual: boolean,
  now: Date,
  gatewayRefundId?: string,
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({
      lastError: error.slice(0, 500),
      updatedAt: now,
      ...(manual ? { status: 'manual' } : {}),
      ...(gatewayRefundId ? { gatewayRefundId } : {}),
    })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')));
}

/**
 * The gateway failed a refund it had accepted (answered pending, then failed): the row that holds it is pending
 * again, due now, with the gateway's reason for staff; a late payment's row reads paid again, the money not being
 * back. Only a done row holding that very refund moves, so a replayed or late event changes nothing.
 */
export async function refundReopened(
  db: Db,
  methods: readonly string[],
  gatewayRefundId: string,
  error: string,
  now: Date,
): Promise<RefundRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentRefunds)
      .set({ status: 'pending', doneAt: null, lastError: error.slice(0, 500), nextAttemptAt: now, updatedAt: now })
      .where(
        and(
          inArray(paymentRefunds.provider, [...methods]),
          eq(paymentRefunds.gatewayRefundId, gatewayRefundId),
          eq(paymentRefunds.status, 'done'),
        ),
      )
      .returning();
    if (row?.reason === 'late_payment') {
      await tx
        .update(payments)
        .set({ status: 'paid', updatedAt: now })
        .where(and(eq(payments.id, row.paymentId), eq(payments.status, 'refunded')));
    }
    return row;
  });
}

/** The pending row a gateway's refund belongs to: the one holding its id, or the one whose id its key names. */
export async function pendingRefundFor(
  db: Db,
  gatewayRefundId: string,
  rowId: number | null,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        rowId === null
          ? eq(paymentRefunds.gatewayRefundId, gatewayRefundId)
          : sql`(${paymentRefunds.gatewayRefundId} = ${gatewayRefundId} or ${paymentRefunds.id} = ${rowId})`,
      ),
    )
    .limit(1);
  return row;
}

export async function dueRefunds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.nextAttemptAt, now)))
    .orderBy(asc(paymentRefunds.nextAttemptAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** "Retry now" from the back office: the next pass (or the call that follows) tries it at once. */
export async function refundDueNow(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set({ nextAttemptAt: now, updatedAt: now })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/**
 * Staff paid a `manual` refund back by hand: its done_at says when and gateway_refund_id keeps their note (the
 * transaction hash or bank reference). Its status stays `manual`, so reconciliation does not expect it in the
 * gateway's records (see docs/adr/038). A late payment's row then reads refunded, as refundDone does.
 * Answers nothing when the row is not an unsettled manual one (a second click finds it settled).
 */
export async function settleManualRefund(tx: Tx, id: number, note: string, now: Date): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(paymentRefunds)
    .set({ gatewayRefundId: note, doneAt: now, updatedAt: now })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'manual'), isNull(paymentRefunds.doneAt)))
    .returning();
  if (row?.reason === 'late_payment') {
    await tx
      .update(payments)
      .set({ status: 'refunded', updatedAt: now })
      .where(and(eq(payments.id, row.paymentId), eq(payments.status, 'paid')));
  }
  return row;
}

/** Refunds not (yet) at a gateway: still being retried, or waiting for staff to pay them back. Oldest first. */
export async function openRefunds(db: Db) {
  return db
    .select({
      id: paymentRefunds.id,
      paymentId: paymentRefunds.paymentId,
      provider: paymentRefunds.provider,
      externalId: paymentRefunds.externalId,
      amountCents: paymentRefunds.amountCents,
      reason: paymentRefunds.reason,
      status: paymentRefunds.status,
      attempts: paymentRefunds.attempts,
      lastError: paymentRefunds.lastError,
      nextAttemptAt: paymentRefunds.nextAttemptAt,
      createdAt: paymentRefunds.createdAt,
      bookingId: payments.bookingId,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(
      or(eq(paymentRefunds.status, 'pending'), and(eq(paymentRefunds.status, 'manual'), isNull(paymentRefunds.doneAt))),
    )
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(200);
}

export async function refundById(db: Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row;
}

/** Our payments of one method started in [from, to). */
export async function ourPayments(db: Db, method: string, from: Date, to: Date) {
  return db
    .select({ externalId: payments.externalId, amountCents: payments.amountCents, status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, method), gte(payments.createdAt, from), lt(payments.createdAt, to)));
}

/** Our refunds of one method the gateway took in [from, to), summed per payment. */
export async function ourRefunds(db: Db, method: string, from: Date, to: Date) {
  return db
    .select({
      externalId: paymentRefunds.externalId,
      amountCents: sql<number>`sum(${paymentRefunds.amountCents})::int`,
    })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.provider, method),
        eq(paymentRefunds.status, 'done'),
        gte(paymentRefunds.doneAt, from),
        lt(paymentRefunds.doneAt, to),
      ),
    )
    .groupBy(paymentRefunds.externalId);
}

export type RunRow = typeof reconciliationRuns.$inferSelect;

export async function saveRun(db: Db, run: Omit<RunRow, 'checkedAt'> & { checkedAt: Date }): Promise<void> {
  await db
    .insert(reconciliationRuns)
    .values(run)
    .onConflictDoUpdate({
      target: [reconciliationRuns.day, reconciliationRuns.method],
      set: {
        provider: run.provider,
        checkedAt: run.checkedAt,
        ours: run.ours,
        theirs: run.theirs,
        differences: run.differences,
        error: run.error,
      },
    });
}

export async function runsOfDay(db: Db, day: string): Promise<RunRow[]> {
  return db
    .select()
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.day, day))
    .orderBy(asc(reconciliationRuns.method));
}

/** The latest days with a difference or an error, for the page's list of days to look at. */
export async function daysWithDifferences(
  db: Db,
  limit: number,
): Promise<{ day: string; differences: number; errors: number }[]> {
  return db
    .select({
      day: reconciliationRuns.day,
      differences: sql<number>`sum(jsonb_array_length(${reconciliationRuns.differences}))::int`,
      errors: sql<number>`count(${reconciliationRuns.error})::int`,
    })
    .from(reconciliationRuns)
    .where(sql`jsonb_array_length(${reconciliationRuns.differences}) > 0 or ${reconciliationRuns.error} is not null`)
    .groupBy(reconciliationRuns.day)
    .orderBy(desc(reconciliationRuns.day))
    .limit(limit);
}
