// What a card or the service page shows as "from" price: always the shared domain functions (spec §5, §9).
import { groupPrice, servicePrice, type PricedService } from '@mp/shared/domain';

export interface DisplayPrice {
  /** Amount to show (cents). */
  cents: number;
  /** Undiscounted amount to strike through, when a discount applies. */
  grossCents: number | null;
  perGroup: boolean;
}

/** Price of one booking unit: one person (per_person) or the group (per_group, spec §9 group price rule). */
export function displayPrice(service: PricedService): DisplayPrice | null {
  const price = servicePrice(service, 1);
  if (!price) return null;
  if (service.priceType === 'per_group') {
    const shown = groupPrice(price);
    return {
      cents: price.discounted ? price.total_cents : shown,
      grossCents: price.discounted ? price.total_gross_cents : null,
      perGroup: true,
    };
  }
  return { cents: price.total_cents, grossCents: price.discounted ? price.total_gross_cents : null, perGroup: false };
}
