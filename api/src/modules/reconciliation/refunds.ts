// The refund ledger: every refund owed through a gateway is a payment_refunds row, written in the transaction that
// decided it, then sent to the gateway that took the money with the row's id as its idempotency key. A gateway that
// fails leaves the row pending with its error, and it is tried again (on its back-off, by the sweeper's pass) until
// the gateway takes it; staff see the open ones on the reconciliation page. Nothing marks a refund done but the
// gateway's answer; a gateway with no refund API (NOWPayments) leaves it `manual`, for staff to pay back by hand and
// record (repository.settleManualRefund). See docs/adr/038.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { PROVIDER_METHODS, type ProviderMethod, type RefundEvent } from '../../payments/provider';
import type { Providers } from '../../payments/registry';
import type { Conn } from '../../db/sql';
import * as repo from './repository';

export interface RefundRequest {
  paymentId: number;
  provider: string;
  externalId: string;
  amountCents: number;
  reason: repo.RefundReason;
}

export interface RefundOutcome {
  id: number;
  /** The gateway took it now (false: pending for a retry, or manual for staff). */
  refunded: boolean;
  manual: boolean;
}

const isMethod = (p: string): p is ProviderMethod => (PROVIDER_METHODS as readonly string[]).includes(p);

/**
 * The gateway's idempotency key of a row's next attempt: the row's id, and once the gateway has failed a refund of
 * it for good, that refund's id too. A retry after an error (no answer) reuses the key, so it never pays twice;
 * a retry after a definitive failure needs a new one, or the gateway would answer the same failed refund.
 */
export const refundKeyOf = (row: { id: number; gatewayRefundId: string | null }) =>
  row.gatewayRefundId ? `refund-${row.id}-${row.gatewayRefundId}` : `refund-${row.id}`;
const rowOfKey = (key: string | null) => {
  const id = key ? /^refund-(\d+)(?:-|$)/.exec(key)?.[1] : undefined;
  return id ? Number(id) : null;
};

export function createRefundLedger({
  db,
  providers,
  log,
  now = () => new Date(),
}: {
  db: Db;
  providers: Pick<Providers, 'get'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** Writes the refund in `conn` (the caller's transaction); send it with attempt() once that commits. */
  async function record(conn: Conn, request: RefundRequest): Promise<number> {
    return repo.insertRefund(conn, { ...request, nextAttemptAt: now() });
  }

  /** One try at the gateway, if the refund is due and nobody else is trying it. */
  async function attempt(id: number): Promise<RefundOutcome> {
    const row = await repo.claimRefund(db, id, now());
    if (!row) {
      const current = await repo.refundById(db, id);
      return { id, refunded: current?.status === 'done', manual: current?.status === 'manual' };
    }
    if (!isMethod(row.provider)) {
      await repo.refundFailed(db, id, `no gateway for ${row.provider}`, true, now());
      return { id, refunded: false, manual: true };
    }
    try {
      const answer = await providers.get(row.provider).refund(row.externalId, row.amountCents, refundKeyOf(row));
      if (answer.refunded) {
        await repo.refundDone(db, id, answer.gatewayRefundId ?? null, now());
        return { id, refunded: true, manual: false };
      }
      await repo.refundFailed(
        db,
        id,
        answer.error ?? 'the gateway did not refund',
        answer.manual === true,
        now(),
        answer.gatewayRefundId,
      );
      log.error(
        { refund: id, provider: row.provider, externalId: row.externalId, error: answer.error, manual: answer.manual },
        answer.manual ? 'refund left to staff' : 'gateway did not refund; will retry',
      );
      return { id, refunded: false, manual: answer.manual === true };
    } catch (err) {
      await repo.refundFailed(db, id, err instanceof Error ? err.message : String(err), false, now());
      log.error({ err, refund: id, provider: row.provider }, 'refund failed at the gateway; will retry');
      return { id, refunded: false, manual: false };
    }
  }

  /** record() and attempt() for a refund decided outside any transaction. */
  async function request(r: RefundRequest): Promise<RefundOutcome> {
    return attempt(await record(db, r));
  }

  /** Tries every refund whose next attempt is due (the sweeper's pass). */
  async function retryDue(limit = 50): Promise<{ tried: number; refunded: number }> {
    let refunded = 0;
    const due = await repo.dueRefunds(db, now(), limit);
    for (const id of due) if ((await attempt(id)).refunded) refunded += 1;
    return { tried: due.length, refunded };
  }

  /** Staff's "retry now": due at once, then tried. */
  async function retryNow(id: number): Promise<RefundOutcome | null> {
    if (!(await repo.refundDueNow(db, id, now()))) return null;
    return attempt(id);
  }

  /**
   * A gateway's later word on a refund (its webhook). Failed: the row is pending again, tried again at once with a
   * new key and shown to staff with the reason. Succeeded: a row still pending (its answer was lost) is done.
   * Returns whether anything changed (a replay changes nothing).
   */
  async function gatewayEvent(event: RefundEvent, methods: readonly string[]): Promise<boolean> {
    if (event.outcome === 'failed') {
      const error = event.reason ?? 'the gateway failed the refund';
      const row = await repo.refundReopened(db, methods, event.gatewayRefundId, error, now());
      if (row)
        log.error(
          { refund: row.id, provider: row.provider, externalId: row.externalId, error },
          'gateway failed an accepted refund; will retry',
        );
      if (row) return true;
      // The failure came before the ledger recorded the attempt's answer (or the answer was lost): the pending row
      // sent with this key keeps the failed refund, so its answer cannot mark it done and its next key differs.
      const pending = await repo.pendingRefundFor(db, event.gatewayRefundId, rowOfKey(event.refundKey));
      if (
        !pending ||
        !methods.includes(pending.provider) ||
        pending.gatewayRefundId === event.gatewayRefundId ||
        event.refundKey !== refundKeyOf(pending)
      )
        return false;
      await repo.refundFailed(db, pending.id, error, false, now(), event.gatewayRefundId);
      return true;
    }
    const row = await repo.pendingRefundFor(db, event.gatewayRefundId, rowOfKey(event.refundKey));
    // Only a row of the methods this gateway serves, and sent with the key the event names (not an older attempt's).
    if (
      !row ||
      !methods.includes(row.provider) ||
      (row.gatewayRefundId !== event.gatewayRefundId && event.refundKey !== refundKeyOf(row))
    )
      return false;
    await repo.refundDone(db, row.id, event.gatewayRefundId, now());
    return true;
  }

  return { record, attempt, request, retryDue, retryNow, gatewayEvent };
}

export type RefundLedger = ReturnType<typeof createRefundLedger>;
