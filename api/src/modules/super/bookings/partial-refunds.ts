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
import { refundSplit, type RefundMethod, type RefundSource } from '@mp/shared/domain';
import { ApiError, invalid, notFound, type MessageRef } from '../../../lib/errors';
import { mailMoney } from '../../../mail/format';
import type { Mailer } from '../../../plugins/mail';
import { lockGiftCard, lockPaymentsOf, addRefundedCents, refundSourceRows } from '../../bookings/repository';
import { refundGiftCard } from '../../gift-cards/repository';
import { addPoints } from '../../points/repository';
import type { RefundLedger } from '../../reconciliation/refunds';
import type { Conn } from '../../cart/sql';
import type { SupplierBookingsService } from '../../supplier-bookings/service';
import { refundLinesText } from '../../supplier-bookings/service';
import { euroCentsOf } from './amount';
import * as repo from './repository';

/** Item statuses whose charge is still held: a declined or cancelled item's went back (or was kept) as a whole. */
const PARTLY_REFUNDABLE = new Set(['pending', 'confirmed', 'completed']);
const METHODS: readonly RefundMethod[] = ['card', 'paypal', 'mbway', 'crypto', 'gift_card', 'points'];

interface Source extends RefundSource {
  last4: string | null;
  refId: number | null;
}

interface Plan {
  target: NonNullable<Awaited<ReturnType<typeof repo.partialRefundTarget>>>;
  /** What the item has left to refund (charge − partial refunds), 0 when it cannot be refunded in part. */
  leftCents: number;
  /** What the booking's methods can take back of it now (at most leftCents). */
  refundableCents: number;
  split: (cents: number) => (RefundLine & { source: Source | undefined })[];
}

async function planOf(db: Conn, itemId: number): Promise<Plan | null> {
  const target = await repo.partialRefundTarget(db, itemId);
  if (!target) return null;
  const open = target.booking_paid && PARTLY_REFUNDABLE.has(target.status);
  const leftCents = open ? Math.max(0, target.charge_cents - target.refunded_cents) : 0;
  const [sourceRows, held] = await Promise.all([
    refundSourceRows(db, [target.booking_id]),
    repo.heldOfCompany(db, target.booking_id, target.company_id),
  ]);
  const sources: Source[] = sourceRows
    .filter((r) => (METHODS as readonly string[]).includes(r.method) && r.left_cents > 0)
    .map((r) => ({
      key: r.key,
      method: r.method as RefundMethod,
      leftCents: r.left_cents,
      companyId: r.company_id,
      last4: r.last4,
      refId: r.ref_id,
    }))
    // One order on every screen and mail: money through a gateway, then gift cards, then points.
    .sort((a, b) => METHODS.indexOf(a.method) - METHODS.indexOf(b.method) || (a.key < b.key ? -1 : 1));
  const byKey = new Map(sources.map((s) => [s.key, s]));
  const split = (cents: number) =>
    refundSplit(cents, sources, held, target.company_id).map((p) => ({
      method: p.method,
      cents: p.cents,
      gift_card_last4: p.method === 'gift_card' ? (byKey.get(p.key)?.last4 ?? null) : null,
      source: byKey.get(p.key),
    }));
  const refundableCents = split(leftCents).reduce((sum, l) => sum + l.cents, 0);
  return { target, leftCents, refundableCents, split };
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

const wireLines = (lines: readonly (RefundLine & { source?: unknown })[]): RefundLine[] =>
  lines.map(({ method, cents, gift_card_last4 }) => ({ method, cents, gift_card_last4 }));

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
    const ledgerIds: number[] = [];
    for (const line of lines) {
      const refId = line.source?.refId ?? null;
      if (line.method === 'points') {
        // Not tied to the item: (item, refund) is unique in the points ledger and belongs to the item's full refund.
        await addPoints(tx, { userId: target.user_id, delta: line.cents, reason: 'refund', bookingId });
      } else if (line.method === 'gift_card' && refId !== null) {
        await lockGiftCard(tx, refId);
        await refundGiftCard(tx, refId, line.cents, bookingId);
      } else if (refId !== null) {
        const paid = await addRefundedCents(tx, refId, line.cents);
        if (paid)
          ledgerIds.push(
            await deps.ledger.record(tx, {
              paymentId: refId,
              provider: paid.provider,
              externalId: paid.external_id,
              amountCents: line.cents,
              reason: 'partial_refund',
            }),
          );
      }
    }
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
