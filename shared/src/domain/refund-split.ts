// Where a refunded booking item's money goes (docs/booking-mails.md, "Refunds"). One rule for the cancel dialog's
// promise, the refund itself, its mail and every screen that shows it: the item's charge goes back over the methods
// that paid the booking, each in proportion to what is still left of it, so every refund of a booking takes the same
// mix and the last item refunded takes exactly what is left. A partner-limited gift card pays back only on its
// partner's items; any share a method cannot take falls to the others in the order card/account, gift card, points.

/** What can take money back: a payment method (through its gateway), a gift card's balance, or points. */
export type RefundMethod = 'card' | 'paypal' | 'mbway' | 'crypto' | 'gift_card' | 'points';

export interface RefundSource {
  /** Names one payment or one gift card of the booking ("payment:12", "gift_card:3", "points"). */
  key: string;
  method: RefundMethod;
  /** What it paid that has not gone back yet, in cents (points count as 1 cent each). */
  leftCents: number;
  /** A gift card limited to one partner gives back only on that partner's items. */
  companyId?: number | null;
}

export interface RefundPart {
  key: string;
  method: RefundMethod;
  cents: number;
}

const FALLBACK_ORDER: Record<RefundMethod, number> = {
  card: 0,
  paypal: 0,
  mbway: 0,
  crypto: 0,
  gift_card: 1,
  points: 2,
};

/** `amount` over `weights` in proportion, whole cents, largest remainders first; all of them when it is more. */
function apportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= amount) return [...weights];
  const raw = weights.map((w) => (w * amount) / total);
  const out = raw.map(Math.floor);
  let short = amount - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (short <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    short -= 1;
  }
  return out;
}

/**
 * Splits `chargeCents` (the item's price after its discounts) over the booking's `sources`. A gift card limited to the
 * item's partner takes its share of that partner's held charges; every other source shares the rest of the charge in
 * proportion to what is left of it. Answers the non-zero parts in the sources' order; they add up to the charge, or to
 * less when the sources hold less (a staff gift paid nothing).
 */
export function refundSplit(
  chargeCents: number,
  sources: readonly RefundSource[],
  /** What the booking still holds of the item's partner (items not refunded: live, completed, or cancelled without
   * a refund), this item included. */
  heldOfCompanyCents: number,
  itemCompanyId: number | null = null,
): RefundPart[] {
  const charge = Math.max(0, Math.round(chargeCents));
  const usable = sources.map((s) => ({ ...s, leftCents: Math.max(0, Math.round(s.leftCents)) }));
  const limited = (s: RefundSource) => s.companyId != null;
  const eligible = (s: RefundSource) => !limited(s) || s.companyId === itemCompanyId;
  const shares = usable.map(() => 0);
  // The partner's own gift cards first: their share of what the partner's items still hold.
  const ofCompany = Math.max(charge, Math.round(heldOfCompanyCents));
  const mine = usable.map((s) => (limited(s) && eligible(s) ? s.leftCents : 0));
  const mineTotal = mine.reduce((a, b) => a + b, 0);
  const mineShares = apportion(Math.min(charge, Math.round((mineTotal * charge) / Math.max(1, ofCompany))), mine);
  mineShares.forEach((c, i) => (shares[i] = c));
  // The rest over the unlimited sources, in proportion to what is left of each.
  const rest = charge - mineShares.reduce((a, b) => a + b, 0);
  const open = usable.map((s) => (limited(s) ? 0 : s.leftCents));
  apportion(rest, open).forEach((c, i) => (shares[i] = (shares[i] ?? 0) + c));
  // What could not be placed (records that disagree, rounding at a source's end) comes from what is left.
  let short = charge - shares.reduce((a, b) => a + b, 0);
  const fallback = usable
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => eligible(s))
    .sort((a, b) => FALLBACK_ORDER[a.s.method] - FALLBACK_ORDER[b.s.method] || a.i - b.i);
  for (const { s, i } of fallback) {
    if (short <= 0) break;
    const more = Math.min(short, s.leftCents - (shares[i] ?? 0));
    if (more > 0) {
      shares[i] = (shares[i] ?? 0) + more;
      short -= more;
    }
  }
  return usable.map((s, i) => ({ key: s.key, method: s.method, cents: shares[i] ?? 0 })).filter((p) => p.cents > 0);
}
