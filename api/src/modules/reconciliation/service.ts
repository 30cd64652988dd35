// Reconciliation: for a Lisbon day, our payments and refunds of each method beside the records of the gateway that
// runs it (its listDay), and every difference: money on one side only, or an amount or status that disagree. The
// daily job checks yesterday; the back office shows the result and can check a day again. See docs/adr/038.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { lisbonDayRange } from '../../payments/day';
import { PROVIDER_METHODS, type GatewayRecord, type ProviderMethod } from '../../payments/provider';
import type { Providers } from '../../payments/registry';
import * as repo from './repository';

export type DifferenceProblem = 'missing_at_gateway' | 'missing_here' | 'amount' | 'status';

export interface Difference {
  external_id: string;
  kind: 'payment' | 'refund';
  problem: DifferenceProblem;
  ours: { amount_cents: number; status: string } | null;
  gateway: { amount_cents: number; status: string } | null;
}

/** Whether a status means the money was taken (a refund afterwards is compared on its own). */
const took = (status: string) => status === 'paid' || status === 'refunded';

/**
 * The differences between our records and a gateway's for one method and day. Payments that never took money are
 * compared only when both sides have them: a gateway need not list an order nobody paid.
 */
export function compare(
  ours: { externalId: string; amountCents: number; status: string }[],
  ourRefunds: { externalId: string; amountCents: number }[],
  theirs: GatewayRecord[],
): Difference[] {
  const out: Difference[] = [];
  const gatewayPayments = new Map<string, GatewayRecord>();
  const gatewayRefunds = new Map<string, number>();
  for (const r of theirs) {
    if (r.kind === 'payment') gatewayPayments.set(r.externalId, r);
    else if (r.status === 'done')
      gatewayRefunds.set(r.externalId, (gatewayRefunds.get(r.externalId) ?? 0) + r.amountCents);
  }
  const seen = new Set<string>();
  for (const p of ours) {
    seen.add(p.externalId);
    const g = gatewayPayments.get(p.externalId);
    const mine = { amount_cents: p.amountCents, status: p.status };
    if (!g) {
      if (took(p.status))
        out.push({
          external_id: p.externalId,
          kind: 'payment',
          problem: 'missing_at_gateway',
          ours: mine,
          gateway: null,
        });
      continue;
    }
    const theirsView = { amount_cents: g.amountCents, status: g.status };
    if (took(p.status) !== took(g.status))
      out.push({ external_id: p.externalId, kind: 'payment', problem: 'status', ours: mine, gateway: theirsView });
    else if (took(p.status) && p.amountCents !== g.amountCents)
      out.push({ external_id: p.externalId, kind: 'payment', problem: 'amount', ours: mine, gateway: theirsView });
  }
  for (const g of gatewayPayments.values()) {
    if (!seen.has(g.externalId) && took(g.status)) {
      out.push({
        external_id: g.externalId,
        kind: 'payment',
        problem: 'missing_here',
        ours: null,
        gateway: { amount_cents: g.amountCents, status: g.status },
      });
    }
  }
  const refundIds = new Set([...ourRefunds.map((r) => r.externalId), ...gatewayRefunds.keys()]);
  const ourRefundOf = new Map(ourRefunds.map((r) => [r.externalId, r.amountCents]));
  for (const id of refundIds) {
    const mine = ourRefundOf.get(id);
    const theirsCents = gatewayRefunds.get(id);
    if (mine === theirsCents) continue;
    out.push({
      external_id: id,
      kind: 'refund',
      problem: mine === undefined ? 'missing_here' : theirsCents === undefined ? 'missing_at_gateway' : 'amount',
      ours: mine === undefined ? null : { amount_cents: mine, status: 'done' },
      gateway: theirsCents === undefined ? null : { amount_cents: theirsCents, status: 'done' },
    });
  }
  return out;
}

export function createReconciliation({
  db,
  providers,
  providerNames,
  log,
  now = () => new Date(),
}: {
  db: Db;
  providers: Pick<Providers, 'get'>;
  /** PAYMENT_PROVIDER_<METHOD> as configured (which gateway a run compared with). */
  providerNames: Record<ProviderMethod, string>;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** Checks one day for every method and stores the result; a gateway that cannot list is recorded as an error. */
  async function run(day: string): Promise<repo.RunRow[]> {
    const { from, to } = lisbonDayRange(day);
    for (const method of PROVIDER_METHODS) {
      const provider = providers.get(method);
      const ours = await repo.ourPayments(db, method, from, to);
      const refunds = await repo.ourRefunds(db, method, from, to);
      let theirs: GatewayRecord[] = [];
      let error: string | null = null;
      try {
        if (!provider.listDay) throw new Error(`${provider.name} cannot list a day's records`);
        theirs = await provider.listDay(day);
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        log.error({ err, method, day }, 'reconciliation could not read the gateway');
      }
      const differences = error ? [] : compare(ours, refunds, theirs);
      if (differences.length)
        log.error({ method, day, differences: differences.length }, 'reconciliation found differences');
      await repo.saveRun(db, {
        day,
        method,
        provider: providerNames[method],
        checkedAt: now(),
        ours: ours.length + refunds.length,
        theirs: theirs.length,
        differences,
        error,
      });
    }
    return repo.runsOfDay(db, day);
  }

  return {
    run,
    runsOfDay: (day: string) => repo.runsOfDay(db, day),
    daysWithDifferences: (limit = 30) => repo.daysWithDifferences(db, limit),
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
