// Loyalty points (spec §1 "collect loyalty points"). The rate is documented in api/README.md:
// 100 points = €1 off a cart; 1 point earned per whole euro of a completed booking item.

export const POINTS_PER_EURO = 100;
export const POINTS_EARNED_PER_EURO = 1;

/** What `points` are worth, in cents (100 points = 100 cents). */
export function pointsValueCents(points: number): number {
  return Math.max(0, Math.floor(points)) * (100 / POINTS_PER_EURO);
}

/** Points usable on a cart: never more than the balance, nor more than the amount left to pay. */
export function usablePoints(requested: number, balance: number, payableCents: number): number {
  const maxByAmount = Math.floor(Math.max(0, payableCents) / (100 / POINTS_PER_EURO));
  return Math.max(0, Math.min(Math.floor(requested), Math.max(0, balance), maxByAmount));
}

/** Points a completed item earns for what was charged for it. */
export function pointsEarned(chargedCents: number): number {
  return Math.floor(Math.max(0, chargedCents) / 100) * POINTS_EARNED_PER_EURO;
}
