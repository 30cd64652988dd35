// How much of a cart a gift card may pay, one rule for the checkout preview and the booking.
import type { PricedLine, Totals } from '../cart/pricing';

/**
 * The part of the total a gift card covers: its balance, at most what the lines it may pay for cost (after their
 * discounts and promo share), at most the total. `companyId` null: the card pays for any line.
 */
export function giftCardCover(
  balanceCents: number,
  companyId: number | null,
  lines: readonly PricedLine[],
  totals: Pick<Totals, 'totalCents'>,
): number {
  const eligible = lines
    .filter((l) => companyId === null || l.service.company_id === companyId)
    .reduce((sum, l) => sum + l.grossCents - l.priceDiscountCents - l.promoShareCents, 0);
  return Math.max(0, Math.min(balanceCents, eligible, totals.totalCents));
}
