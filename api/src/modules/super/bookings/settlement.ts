// How a booking was paid and refunded, line by line, for the back office's booking pages: the price discount, the
// promo code's discount and the points taken off the items, then the gift card, each payment of a method (or the
// staff's gift) that paid the rest, and every refund as its own line. Items + discounts + points = the booking's
// total = gift card + payments; a refund line takes money off where it went back (a provider, the gift card, the
// points) and names the item it was for when the item kept its refund's lines.
import type { RefundLine, SuperSettlement, SuperSettlementLine } from '@mp/shared/contracts';
import { pointsValueCents } from '@mp/shared/domain';
import { INTERNAL_PAYMENT_PROVIDERS } from '../../../db/schema/statuses';

/** Payments our own ledger makes (gift card, a staff gift, nothing due): their money is on the gift card or is nobody's. */
const INTERNAL_PROVIDERS = new Set(INTERNAL_PAYMENT_PROVIDERS);
/** Payments whose money was taken (an authorised card is captured later but is the customer's money held). */
const TAKEN = new Set(['paid', 'authorized', 'refunded']);

export interface SettlementInput {
  method: string;
  itemsCents: number;
  discountCents: number;
  promoCode: string | null;
  /** What the promo code took off (its redemption); null when not recorded, and then the whole discount is the code's. */
  promoCents: number | null;
  pointsUsed: number;
  paidAt: Date | string | null;
  payments: readonly {
    provider: string;
    status: string;
    amount_cents: number;
    refunded_cents: number;
    created_at: Date | string;
    updated_at: Date | string;
  }[];
  giftCards: readonly { at: Date | string; last4: string; amount: number }[];
  ledgerRefunds: readonly { at: Date | string; kind: 'gift_card' | 'points'; amount: number }[];
  /**
   * The refund lines each cancelled item kept and each partial refund of an item (method and cents; points as
   * points), and when it was refunded: one refund line each, named by its item.
   */
  itemRefunds: readonly { itemId: number; at: Date | string; lines: readonly RefundLine[] }[];
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function settlementOf(b: SettlementInput): SuperSettlement {
  const lines: SuperSettlementLine[] = [];
  const line = (l: Partial<SuperSettlementLine> & Pick<SuperSettlementLine, 'kind' | 'amount_cents'>) =>
    lines.push({ label: null, points: null, status: null, at: null, item_id: null, ...l });
  const promoCents = b.promoCode === null ? 0 : Math.min(b.discountCents, b.promoCents ?? b.discountCents);
  if (b.discountCents - promoCents > 0) line({ kind: 'discount', amount_cents: -(b.discountCents - promoCents) });
  if (promoCents > 0) line({ kind: 'discount', label: b.promoCode, amount_cents: -promoCents });
  const pointsCents = pointsValueCents(b.pointsUsed);
  if (b.pointsUsed > 0) line({ kind: 'points', amount_cents: -pointsCents, points: b.pointsUsed, at: iso(b.paidAt) });
  let paid = pointsCents;
  for (const g of b.giftCards) {
    line({ kind: 'gift_card', label: g.last4, amount_cents: g.amount, at: iso(g.at) });
    paid += g.amount;
  }
  for (const p of b.payments) {
    if (INTERNAL_PROVIDERS.has(p.provider)) continue;
    line({ kind: 'payment', label: p.provider, amount_cents: p.amount_cents, status: p.status, at: iso(p.created_at) });
    if (TAKEN.has(p.status)) paid += p.amount_cents;
  }
  // A staff gift booking costs the customer nothing: what the items were worth is the staff's gift.
  if (b.method === 'gift') {
    const gifted = Math.max(0, b.itemsCents - b.discountCents - pointsCents);
    line({ kind: 'staff_gift', amount_cents: gifted, at: iso(b.paidAt) });
  }
  let refunded = 0;
  const refund = (l: Omit<SuperSettlementLine, 'kind' | 'status'>) => {
    line({ ...l, kind: 'refund' });
    refunded -= l.amount_cents;
  };
  // What the items' own lines account for, by where it went (points as points), so only the rest is shown unnamed.
  const named = new Map<string, number>();
  for (const r of b.itemRefunds)
    for (const l of r.lines) {
      const points = l.method === 'points' ? l.cents : null;
      refund({
        label: l.method,
        amount_cents: -(points === null ? l.cents : pointsValueCents(points)),
        points,
        at: iso(r.at),
        item_id: r.itemId,
      });
      named.set(l.method, (named.get(l.method) ?? 0) + l.cents);
    }
  const unnamed = (where: string, amount: number) => {
    const taken = Math.min(amount, named.get(where) ?? 0);
    named.set(where, (named.get(where) ?? 0) - taken);
    return amount - taken;
  };
  for (const p of b.payments) {
    if (p.refunded_cents <= 0 || INTERNAL_PROVIDERS.has(p.provider)) continue;
    const left = unnamed(p.provider, p.refunded_cents);
    if (left > 0)
      refund({ label: p.provider, amount_cents: -left, points: null, at: iso(p.updated_at), item_id: null });
  }
  for (const r of b.ledgerRefunds) {
    const left = unnamed(r.kind, r.amount);
    if (left <= 0) continue;
    const points = r.kind === 'points' ? left : null;
    refund({
      label: r.kind,
      amount_cents: -(points === null ? left : pointsValueCents(points)),
      points,
      at: iso(r.at),
      item_id: null,
    });
  }
  const refundState = refunded <= 0 ? 'none' : refunded >= paid ? 'full' : 'partial';
  return { items_cents: b.itemsCents, lines, paid_cents: paid, refunded_cents: refunded, refund_state: refundState };
}
