// Promo code discounts (spec §4 promo codes, §9 cart total). Integer cents, one computation for API and front ends.

export type PromoKind = 'percent' | 'fixed';

export interface PromoRule {
  kind: PromoKind;
  /** percent: 1-100; fixed: cents. */
  value: number;
}

/** The discount a promo code gives on `amountCents` (what is charged after service discounts); never above it. */
export function promoDiscount(rule: PromoRule, amountCents: number): number {
  const base = Math.max(0, Math.round(amountCents));
  if (base === 0) return 0;
  const raw =
    rule.kind === 'percent'
      ? Math.round((base * Math.min(100, Math.max(0, rule.value))) / 100)
      : Math.max(0, rule.value);
  return Math.min(base, raw);
}

/**
 * Splits a discount across lines in proportion to their amounts (largest remainder), so each booking item carries
 * its share and the shares add up exactly to the discount.
 */
export function allocateDiscount(discountCents: number, lineAmounts: readonly number[]): number[] {
  const total = lineAmounts.reduce((sum, a) => sum + Math.max(0, a), 0);
  if (total === 0 || discountCents <= 0) return lineAmounts.map(() => 0);
  const capped = Math.min(discountCents, total);
  const exact = lineAmounts.map((a) => (Math.max(0, a) * capped) / total);
  const shares = exact.map(Math.floor);
  let left = capped - shares.reduce((s, v) => s + v, 0);
  const order = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface PromoValidity {
  status: 'requested' | 'assigned' | 'used';
  validFrom: Date;
  validTo: Date;
  maxUses: number | null;
  uses: number;
}

export type PromoProblem = 'not_active' | 'not_yet_valid' | 'expired' | 'used_up';

/** Why a code cannot be used now, or null when it can (only `assigned` codes are usable). */
export function promoProblem(code: PromoValidity, now: Date): PromoProblem | null {
  if (code.status !== 'assigned') return code.status === 'used' ? 'used_up' : 'not_active';
  if (now < code.validFrom) return 'not_yet_valid';
  if (now > code.validTo) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used_up';
  return null;
}
