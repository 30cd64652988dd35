// Back-office reconciliation (finance: the `sales` permission, which the finance and admin roles hold):
// GET /api/super/reconciliation (days with differences, open refunds), GET /api/super/reconciliation/day,
// POST /api/super/reconciliation/run, POST /api/super/reconciliation/refunds/{id}/retry,
// POST /api/super/reconciliation/refunds/{id}/settle (a manual refund staff paid back by hand).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { OpenRefund, ReconciliationDay, ReconciliationRun } from '@mp/shared/contracts';
import { invalid, notFound } from '../../lib/errors';
import { isCalendarDate, lisbonToday } from '../../lib/lisbon-time';
import { ok } from '../../lib/wire';
import type { RefundLedger } from './refunds';
import * as repo from './repository';
import { daySchema, overviewSchema, retrySchema, runSchema, settleSchema } from './schemas';
import type { Reconciliation } from './service';

export interface ReconciliationRoutesOptions {
  reconciliation: Reconciliation;
  refunds: RefundLedger;
}

export const yesterday = (now = new Date()) => lisbonToday(new Date(now.getTime() - 24 * 3600_000));

function runView(r: repo.RunRow): ReconciliationRun {
  return {
    method: r.method as ReconciliationRun['method'],
    provider: r.provider,
    checked_at: r.checkedAt.toISOString(),
    ours: r.ours,
    theirs: r.theirs,
    differences: r.differences as ReconciliationRun['differences'],
    error: r.error,
  };
}

function refundView(r: Awaited<ReturnType<typeof repo.openRefunds>>[number]): OpenRefund {
  return {
    id: r.id,
    booking_id: r.bookingId,
    provider: r.provider,
    external_id: r.externalId,
    amount_cents: r.amountCents,
    reason: r.reason as OpenRefund['reason'],
    status: r.status as OpenRefund['status'],
    attempts: r.attempts,
    last_error: r.lastError,
    next_attempt_at: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    created_at: r.createdAt.toISOString(),
  };
}

const reconciliationRoutes: FastifyPluginAsyncTypebox<ReconciliationRoutesOptions> = async (
  app,
  { reconciliation, refunds },
) => {
  const config = { roles: ['SUPER' as const], permission: 'sales' as const };
  /** A day that can be checked: a real date, not in the future. */
  const checkedDay = (day: string, field: string) => {
    if (!isCalendarDate(day) || day > lisbonToday()) throw invalid({ [field]: 'validation.date' });
    return day;
  };

  app.get('/api/super/reconciliation', { schema: overviewSchema, config }, async () =>
    ok({
      days: await reconciliation.daysWithDifferences(30),
      open_refunds: (await repo.openRefunds(app.db)).map(refundView),
    }),
  );

  app.get('/api/super/reconciliation/day', { schema: daySchema, config }, async (request) => {
    const day = checkedDay(request.query.day ?? yesterday(), 'day');
    return ok<ReconciliationDay>({ day, runs: (await reconciliation.runsOfDay(day)).map(runView) });
  });

  app.post('/api/super/reconciliation/run', { schema: runSchema, config }, async (request) => {
    const day = checkedDay(request.body.day, 'day');
    return ok<ReconciliationDay>({ day, runs: (await reconciliation.run(day)).map(runView) });
  });

  app.post('/api/super/reconciliation/refunds/:id/retry', { schema: retrySchema, config }, async (request) => {
    const outcome = await refunds.retryNow(request.params.id);
    if (!outcome) throw notFound('backOffice.reconciliation.refundNotOpen');
    const open = (await repo.openRefunds(app.db)).find((r) => r.id === request.params.id);
    return ok({ refunded: outcome.refunded, refund: open ? refundView(open) : null });
  });

  app.post('/api/super/reconciliation/refunds/:id/settle', { schema: settleSchema, config }, async (request) => {
    const { id } = request.params;
    const note = request.body.note.trim();
    if (!note) throw invalid({ note: 'validation.required' });
    const settled = (row: repo.RefundRow) =>
      ok({ id: row.id, note: row.gatewayRefundId ?? '', settled_at: (row.doneAt ?? row.updatedAt).toISOString() });
    const after = await app.db.transaction(async (tx) => {
      const row = await repo.settleManualRefund(tx, id, note, new Date());
      if (row) {
        const before = { status: row.status, done_at: null, note: null };
        await app.audit.change(tx, request, {
          action: 'reconciliation.refund_settle',
          entity: 'payment_refund',
          entityId: id,
          before,
          after: { status: row.status, done_at: row.doneAt?.toISOString() ?? null, note },
        });
      }
      return row;
    });
    if (after) return settled(after);
    // Nothing changed: a second click finds it settled already (answered as the first), or it is not staff's to settle.
    const current = await repo.refundById(app.db, id);
    if (!current) throw notFound('backOffice.reconciliation.refundNotFound');
    if (current.status === 'manual' && current.doneAt) return settled(current);
    throw invalid({ id: 'backOffice.reconciliation.refundNotManual' });
  });
};

export default reconciliationRoutes;
