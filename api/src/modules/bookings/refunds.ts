// Where a refunded item's charge goes, by the one rule of @mp/shared/domain `refundSplit` (docs/booking-mails.md,
// "Refunds"): the cancel dialog's promise (`refundPreviews`) and the refund itself (`refundItem`) read the same state
// and split it with the same function, so what the customer is promised is what they get.
import type { RefundLine } from '@mp/shared/contracts';
import { refundSplit, type RefundMethod, type RefundSource } from '@mp/shared/domain';
import type { Conn } from '../../db/sql';
import { refundGiftCard } from '../gift-cards/repository';
import { addPoints } from '../points/repository';
import { addRefundedCents, annotateItem, heldChargeRows, lockGiftCard, refundSourceRows } from './repository';

interface Source extends RefundSource {
  last4: string | null;
  /** The payment's or the gift card's id. */
  refId: number | null;
}

/** What a booking's refunds are split over now: what is left of each method that paid it, and what each partner holds. */
export interface BookingRefundState {
  sources: Source[];
  heldByCompany: Map<number, number>;
}

/** A part of a refund: a method, its amount, and the payment or gift card it goes back to. */
export type RefundPart = RefundLine & { source: Source | undefined };

/** An item as the split needs it: its booking, its partner and what is left of its charge (value − discount − partial refunds). */
export interface RefundableItem {
  id: number;
  bookingId: number;
  companyId: number;
  chargeCents: number;
}

const METHODS: readonly RefundMethod[] = ['card', 'paypal', 'mbway', 'crypto', 'gift_card', 'points'];

/** The refund state of each booking; `alsoItemId` counts as held whatever its status (it is being refunded). */
export async function refundStatesOf(
  db: Conn,
  bookingIds: readonly number[],
  alsoItemId: number | null,
): Promise<Map<number, BookingRefundState>> {
  const states = new Map<number, BookingRefundState>();
  const state = (id: number) => {
    let s = states.get(id);
    if (!s) states.set(id, (s = { sources: [], heldByCompany: new Map() }));
    return s;
  };
  if (bookingIds.length === 0) return states;
  const [sources, held] = await Promise.all([
    refundSourceRows(db, bookingIds),
    heldChargeRows(db, bookingIds, alsoItemId),
  ]);
  for (const r of sources) {
    if (!(METHODS as readonly string[]).includes(r.method) || r.left_cents <= 0) continue;
    state(r.booking_id).sources.push({
      key: r.key,
      method: r.method as RefundMethod,
      leftCents: r.left_cents,
      companyId: r.company_id,
      last4: r.last4,
      refId: r.ref_id,
    });
  }
  // One order on every screen and mail: money through a gateway, then gift cards, then points.
  for (const s of states.values())
    s.sources.sort((a, b) => METHODS.indexOf(a.method) - METHODS.indexOf(b.method) || (a.key < b.key ? -1 : 1));
  for (const r of held) state(r.booking_id).heldByCompany.set(r.company_id, r.cents);
  return states;
}

/** `cents` of a partner's item split over the booking's methods by the one rule (at most what they can take back). */
export function splitRefund(state: BookingRefundState | undefined, companyId: number, cents: number): RefundPart[] {
  if (!state) return [];
  const byKey = new Map(state.sources.map((s) => [s.key, s]));
  return refundSplit(cents, state.sources, state.heldByCompany.get(companyId) ?? 0, companyId).map((p) => ({
    method: p.method,
    cents: p.cents,
    gift_card_last4: p.method === 'gift_card' ? (byKey.get(p.key)?.last4 ?? null) : null,
    source: byKey.get(p.key),
  }));
}

/** A refund's lines as the wire and the mails show them: one per method, gift cards named by their code's end. */
export const wireLines = (parts: readonly RefundLine[]): RefundLine[] =>
  parts.map(({ method, cents, gift_card_last4 }) => ({ method, cents, gift_card_last4 }));

/** What cancelling each of these items now would give back, by method (the cancel dialog's promise). */
export async function refundPreviews(db: Conn, items: readonly RefundableItem[]): Promise<Map<number, RefundLine[]>> {
  const states = await refundStatesOf(db, [...new Set(items.map((i) => i.bookingId))], null);
  return new Map(items.map((i) => [i.id, wireLines(splitRefund(states.get(i.bookingId), i.companyId, i.chargeCents))]));
}

/** Writes a refund to the ledger of its gateway (sent after the commit); answers the ledger row. */
export type RecordGatewayRefund = (
  tx: Conn,
  request: { paymentId: number; provider: string; externalId: string; amountCents: number },
) => Promise<number>;

/**
 * Gives `parts` back inside the caller's transaction, with the booking locked: each gateway's part is written to its
 * payment and to the refund ledger, a gift card's goes back on its balance, points as points (tied to the item when a
 * whole item is refunded: the points ledger takes one such refund per item). Answers the ledger rows to send.
 */
export async function giveBack(
  tx: Conn,
  parts: readonly RefundPart[],
  to: { userId: number; bookingId: number; itemId: number | null },
  record: RecordGatewayRefund,
): Promise<number[]> {
  const ledgerIds: number[] = [];
  for (const part of parts) {
    const refId = part.source?.refId ?? null;
    if (part.method === 'points') {
      await addPoints(tx, {
        userId: to.userId,
        delta: part.cents,
        reason: 'refund',
        bookingId: to.bookingId,
        bookingItemId: to.itemId,
      });
    } else if (part.method === 'gift_card' && refId !== null) {
      await lockGiftCard(tx, refId);
      await refundGiftCard(tx, refId, part.cents, to.bookingId);
    } else if (refId !== null) {
      const paid = await addRefundedCents(tx, refId, part.cents);
      if (paid)
        ledgerIds.push(
          await record(tx, {
            paymentId: refId,
            provider: paid.provider,
            externalId: paid.external_id,
            amountCents: part.cents,
          }),
        );
    }
  }
  return ledgerIds;
}

/**
 * Gives what is left of `item`'s charge back over the methods that paid, inside the caller's transaction with the
 * booking locked; the lines are kept on the item for its mail and screens. Answers the lines and the ledger rows to send.
 */
export async function refundItem(
  tx: Conn,
  item: RefundableItem & { userId: number },
  record: RecordGatewayRefund,
): Promise<{ lines: RefundLine[]; ledgerIds: number[] }> {
  const states = await refundStatesOf(tx, [item.bookingId], item.id);
  const parts = splitRefund(states.get(item.bookingId), item.companyId, item.chargeCents);
  const ledgerIds = await giveBack(
    tx,
    parts,
    { userId: item.userId, bookingId: item.bookingId, itemId: item.id },
    record,
  );
  const lines = wireLines(parts);
  await annotateItem(tx, item.id, { refund: lines });
  return { lines, ledgerIds };
}

/** The refund lines kept on an item's annotations (null when it was not refunded). */
export function refundLinesOf(annotations: unknown): RefundLine[] | null {
  const kept = (annotations as { refund?: unknown } | null)?.refund;
  if (!Array.isArray(kept)) return null;
  return kept.filter(
    (l): l is RefundLine =>
      typeof l === 'object' &&
      l !== null &&
      (METHODS as readonly string[]).includes((l as RefundLine).method) &&
      typeof (l as RefundLine).cents === 'number',
  );
}
