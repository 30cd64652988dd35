// Partial refunds (docs/money-figures.md "Partial refunds", ADR 045): staff with the sales permission give back part
// of a sold item's charge, with a reason, while the item keeps its status. The amount goes back over the methods that
// paid the booking by the one rule of every refund (@mp/shared/domain refundSplit: in proportion to what is left of
// each, a partner's own gift card on its partner's items, then card/account, gift card, points for what is short):
// a gateway's part through the refund ledger (sent after the commit, retried until the gateway takes it), a gift
// card's back on its balance, points as points. The item's refunded sum, the ledger rows, the refund's row and its
// audit entry are written in one transaction under the locks every money path takes (payments, booking, item), so
// two refunds of one item cannot give back more than its charge.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale, RefundLine, SuperPartialRefundPreview } from '@mp/shared/contracts';
import { ApiError, invalid, notFound, type MessageRef } from '../../../lib/errors';
import { mailMoney } from '../../../mail/format';
import type { Mailer } from '../../../plugins/mail';
import { giveBack, refundStatesOf, splitRefund, wireLines, type RefundPart } from '../../bookings/refunds';
import { lockPaymentsOf } from '../../bookings/repository';
import type { RefundLedger } from '../../reconciliation/refunds';
import type { Conn } from '../../../db/sql';
import type { SupplierBookingsService } from '../../supplier-bookings/service';
import { refundLinesText } from '../../supplier-bookings/service';
import { euroCentsOf } from './amount';
import * as repo from './repository';

/** Item statuses whose charge is still held: a declined or cancelled item's went back (or was kept) as a whole. */
const PARTLY_REFUNDABLE = new Set(['pending', 'confirmed', 'completed']);

interface Plan {
  target: NonNullable<Awaited<ReturnType<typeof repo.partialRefundTarget>>>;
  /** What the booking's methods can take back of the item now (at most its charge less its partial refunds). */
  refundableCents: number;
  split: (cents: number) => RefundPart[];
}

async function planOf(db: Conn, itemId: number): Promise<Plan | null> {
  const target = await repo.partialRefundTarget(db, itemId);
  if (!target) return null;
  const open = target.booking_paid && PARTLY_REFUNDABLE.has(target.status);
  const leftCents = open ? Math.max(0, target.charge_cents - target.refunded_cents) : 0;
  const state = (await refundStatesOf(db, [target.booking_id], null)).get(target.booking_id);
  const split = (cents: number) => splitRefund(state, target.company_id, cents);
  const refundableCents = split(leftCents).reduce((sum, l) => sum + l.cents, 0);
  return { target, refundableCents, split };
}

/** What a partial refund may still give back of the item now (the booking page's "left to refund"). */
export async function refundableOf(db: Conn, itemId: number): Promise<{ refunded: number; refundable: number }> {
  const plan = await planOf(db, itemId);
  return { refunded: plan?.target.refunded_cents ?? 0, refundable: plan?.refundableCents ?? 0 };
}

/** The typed amount checked against what is left: the amount in cents and where it goes back, or a 422 on `amount`. */
function checkedAmount(plan: Plan, typed: string, locale: Locale) {
  const cents = euroCentsOf(typed, locale);
  const left = (c: number): MessageRef => ({
    key: 'backOffice.bookings.refundTooMuch',
    params: { left: mailMoney(c, locale) },
  });
  if (plan.refundableCents <= 0) throw invalid({ amount: 'backOffice.bookings.refundNothingLeft' });
  if (cents === null) throw invalid({ amount: 'backOffice.bookings.refundAmountInvalid' });
  if (cents <= 0) throw invalid({ amount: 'backOffice.bookings.refundAmountPositive' });
  if (cents > plan.refundableCents) throw invalid({ amount: left(plan.refundableCents) });
  const lines = plan.split(cents);
  return { cents, lines };
}

export async function previewPartialRefund(
  app: FastifyInstance,
  itemId: number,
  typed: string,
  locale: Locale,
): Promise<SuperPartialRefundPreview> {
  const plan = await planOf(app.db, itemId);
  if (!plan) throw notFound('backOffice.bookings.notFound');
  const { cents, lines } = checkedAmount(plan, typed, locale);
  return { amount_cents: cents, left_cents: plan.refundableCents, lines: wireLines(lines) };
}

export interface PartialRefundDeps {
  ledger: RefundLedger;
  mailer: Mailer;
  supplierBookings: SupplierBookingsService;
}

/** Gives back `typed` euros of the item; answers the lines (the customer is mailed after the commit). */
export async function refundPart(
  app: FastifyInstance,
  request: FastifyRequest,
  deps: PartialRefundDeps,
  itemId: number,
  body: { amount: string; reason: string },
): Promise<RefundLine[]> {
  const reason = body.reason.trim();
  // Both fields' errors at once, before any lock is taken.
  const errors: Record<string, string> = {};
  if (!reason) errors.reason = 'backOffice.bookings.refundReasonRequired';
  if (!body.amount.trim()) errors.amount = 'backOffice.bookings.refundAmountInvalid';
  if (Object.keys(errors).length) throw invalid(errors);
  const staffId = request.realUser?.id;
  if (!staffId) throw new ApiError(401, { key: 'errors.unauthenticated' });
  const done = await app.db.transaction(async (tx) => {
    // The lock order of every money path (payment callbacks, the partner's answers): payments, booking, item.
    const bookingId = await repo.bookingIdOfItem(tx, itemId);
    if (bookingId === null) throw notFound('backOffice.bookings.notFound');
    await lockPaymentsOf(tx, bookingId);
    await repo.lockBooking(tx, bookingId);
    await repo.lockBookingItem(tx, itemId);
    const plan = await planOf(tx, itemId);
    if (!plan) throw notFound('backOffice.bookings.notFound');
    const { cents, lines } = checkedAmount(plan, body.amount, request.locale);
    const { target } = plan;
    // Not tied to the item in the points ledger: (item, refund) there belongs to the item's full refund.
    const ledgerIds = await giveBack(tx, lines, { userId: target.user_id, bookingId, itemId: null }, (conn, request) =>
      deps.ledger.record(conn, { ...request, reason: 'partial_refund' }),
    );
    const kept = wireLines(lines);
    await repo.addItemRefunded(tx, itemId, cents);
    await repo.insertPartialRefund(tx, {
      itemId,
      bookingId,
      amountCents: cents,
      reason,
      lines: kept,
      byUserId: staffId,
    });
    await app.audit.change(tx, request, {
      action: 'booking_item.partial_refund',
      entity: 'booking_item',
      entityId: itemId,
      before: { refunded_cents: target.refunded_cents },
      after: { refunded_cents: target.refunded_cents + cents, amount_cents: cents, reason, lines: kept },
    });
    return { ledgerIds, lines: kept, cents, reference: target.reference };
  });
  // A gateway that fails leaves its part pending: the sweeper retries it and staff see it on the reconciliation page.
  for (const id of done.ledgerIds) await deps.ledger.attempt(id);
  await mailPartialRefund(app, deps, itemId, done).catch((err: unknown) =>
    app.log.error({ err, item: itemId }, 'partial refund mail failed'),
  );
  return done.lines;
}

/** Tells the customer, in their language, how much came back for the item and where each part went. */
async function mailPartialRefund(
  app: FastifyInstance,
  deps: PartialRefundDeps,
  itemId: number,
  refund: { lines: RefundLine[]; cents: number; reference: string },
) {
  const customer = await deps.supplierBookings.customerOfItem(itemId);
  if (!customer?.to) return;
  const { t, locale } = customer;
  const item = await repo.findItem(app.db, itemId, locale);
  const money = refund.lines.some((l) => l.method !== 'points' && l.method !== 'gift_card');
  await deps.mailer.send({
    to: customer.to,
    template: 'partial-refund',
    locale,
    subject: t('backOffice.bookings.partialRefundSubject', { reference: refund.reference }),
    text:
      t('backOffice.bookings.partialRefundText', {
        name: customer.name,
        amount: mailMoney(refund.cents, locale),
        service: item?.service_name ?? '',
        reference: refund.reference,
        lines: refundLinesText(t, refund.lines, locale),
      }) + (money ? `\n\n${t('supplierBookings.refundMoneyNote')}` : ''),
  });
}
