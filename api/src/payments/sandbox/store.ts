// The sandbox gateways' ledger in the database: a pending MB WAY or crypto payment survives an API
// restart, and every API instance sees the same sandbox. Each move is one guarded UPDATE (compare-and-set on the
// gateway's status), so of two instances, or a timer and a customer, only one moves a payment and sends its webhook.
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { sandboxPayments } from '../../db/schema';
import type { ProviderMethod } from '../provider';

export interface SandboxRecord {
  externalId: string;
  amountCents: number;
  /** The gateway's own status word (e.g. `requires_action`, `APPROVED`, `approved`, `confirming`). */
  gatewayStatus: string;
  status: PaymentStatus;
  refundedCents: number;
  details: Record<string, unknown>;
  /** When the gateway stops accepting this payment (MB WAY, crypto). */
  expiresAt: Date | null;
  /** MB WAY test phones: what the phone will answer, and when. */
  answer: 'approve' | 'refuse' | null;
  answerAt: Date | null;
}

/** A move happens only while the record still matches every field given. */
export interface SandboxGuard {
  gatewayStatus?: readonly string[];
  status?: readonly PaymentStatus[];
  refundedCents?: number;
}

export interface SandboxPatch {
  gatewayStatus?: string;
  status?: PaymentStatus;
  refundedCents?: number;
  /** Merged into the stored details (a null value clears a key's value, as in the API's payments). */
  details?: Record<string, unknown>;
}

type Row = typeof sandboxPayments.$inferSelect;

const toRecord = (row: Row): SandboxRecord => ({
  externalId: row.externalId,
  amountCents: row.amountCents,
  gatewayStatus: row.gatewayStatus,
  status: row.status as PaymentStatus,
  refundedCents: row.refundedCents,
  details: row.details,
  expiresAt: row.expiresAt,
  answer: row.answer === 'approve' || row.answer === 'refuse' ? row.answer : null,
  answerAt: row.answerAt,
});

export class SandboxStore {
  constructor(private readonly db: Db) {}

  /** Records started in [from, to), and those with a refund last touched then (the reconciliation's day). */
  async ofDay(
    method: ProviderMethod,
    from: Date,
    to: Date,
  ): Promise<(SandboxRecord & { createdAt: Date; updatedAt: Date })[]> {
    const rows = await this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.method, method),
          sql`((${sandboxPayments.createdAt} >= ${from.toISOString()}::timestamptz and ${sandboxPayments.createdAt} < ${to.toISOString()}::timestamptz)
            or (${sandboxPayments.refundedCents} > 0 and ${sandboxPayments.updatedAt} >= ${from.toISOString()}::timestamptz and ${sandboxPayments.updatedAt} < ${to.toISOString()}::timestamptz))`,
        ),
      );
    return rows.map((row) => ({ ...toRecord(row), createdAt: row.createdAt, updatedAt: row.updatedAt }));
  }

  async insert(method: ProviderMethod, record: SandboxRecord): Promise<void> {
    await this.db.insert(sandboxPayments).values({ method, ...record });
  }

  async find(method: ProviderMethod, externalId: string): Promise<SandboxRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.method, method), eq(sandboxPayments.externalId, externalId)));
    return row ? toRecord(row) : undefined;
  }

  /** Applies `patch` if the record still matches `guard`; the moved record, or null when the guard no longer held. */
  async move(
    method: ProviderMethod,
    externalId: string,
    guard: SandboxGuard,
    patch: SandboxPatch,
  ): Promise<SandboxRecord | null> {
    const where: SQL[] = [eq(sandboxPayments.method, method), eq(sandboxPayments.externalId, externalId)];
    if (guard.gatewayStatus) where.push(inArray(sandboxPayments.gatewayStatus, [...guard.gatewayStatus]));
    if (guard.status) where.push(inArray(sandboxPayments.status, [...guard.status]));
    if (guard.refundedCents !== undefined) where.push(eq(sandboxPayments.refundedCents, guard.refundedCents));
    const [row] = await this.db
      .update(sandboxPayments)
      .set({
        ...(patch.gatewayStatus !== undefined ? { gatewayStatus: patch.gatewayStatus } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.refundedCents !== undefined ? { refundedCents: patch.refundedCents } : {}),
        ...(patch.details
          ? { details: sql`${sandboxPayments.details} || ${JSON.stringify(patch.details)}::jsonb` }
          : {}),
        updatedAt: new Date(),
      })
      .where(and(...where))
      .returning();
    return row ? toRecord(row) : null;
  }

  /** Payments of `method` still at `gatewayStatus` with a scripted answer to give (test phones, after a restart). */
  async scriptedAnswers(method: ProviderMethod, gatewayStatus: string): Promise<SandboxRecord[]> {
    const rows = await this.db
      .select()
      .from(sandboxPayments)
      .where(
        and(
          eq(sandboxPayments.method, method),
          eq(sandboxPayments.gatewayStatus, gatewayStatus),
          isNotNull(sandboxPayments.answerAt),
        ),
      );
    return rows.map(toRecord);
  }
}
