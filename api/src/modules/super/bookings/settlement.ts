// How a booking was paid and refunded, line by line, for the back office's booking pages: the discount and points
// taken off the items, then the gift card, each payment of a method (or the staff's gift) that paid the rest, and
// every refund as its own line. Items + discount + points = the booking's total = gift card + payments; a refund
// line takes money off where it went back (a provider, the gift card, the points).
import type { SuperSettlement, SuperSettlementLine } from '@mp/shared/contracts';
import { pointsValueCents } from '@mp/shared/domain';

/** Payments our own ledger makes (gift card or a staff gift): their money is on the gift card or is nobody's. */
const INTERNAL_PROVIDERS = new Set(['gift', 'gift_card']);
/** Payments whose money was taken (an authorised card is captured later but is the customer's money held). */
const TAKEN = new Set(['paid', 'authorized', 'refunded']);

export interface SettlementInput {
  method: string;
  itemsCents: number;
  discountCents: number;
  promoCode: string | null;
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
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function settlementOf(b: SettlementInput): SuperSettlement {
  const lines: SuperSettlementLine[] = [];
  const line = (l: Partial<SuperSettlementLine> & Pick<SuperSettlementLine, 'kind' | 'amount_cents'>) =>
    lines.push({ label: null, points: null, status: null, at: null, ...l });
  if (b.discountCents > 0) line({ kind: 'discount', label: b.promoCode, amount_cents: -b.discountCents });
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
  for (const p of b.payments) {
    if (p.refunded_cents <= 0 || INTERNAL_PROVIDERS.has(p.provider)) continue;
    line({ kind: 'refund', label: p.provider, amount_cents: -p.refunded_cents, at: iso(p.updated_at) });
    refunded += p.refunded_cents;
  }
  for (const r of b.ledgerRefunds) {
    const cents = r.kind === 'points' ? pointsValueCents(r.amount) : r.amount;
    line({
      kind: 'refund',
      label: r.kind,
      amount_cents: -cents,
      points: r.kind === 'points' ? r.amount : null,
      at: iso(r.at),
    });
    refunded += cents;
  }
  const refundState = refunded <= 0 ? 'none' : refunded >= paid ? 'full' : 'partial';
  return { items_cents: b.itemsCents, lines, paid_cents: paid, refunded_cents: refunded, refund_state: refundState };
}
