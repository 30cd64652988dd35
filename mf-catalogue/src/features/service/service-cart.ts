// Turning the service page's choice into a cart item (spec §3 Cart, §4 "adding an item replaces one with the same
// id", §5 tiers, §9 pricing). The price is ONLY what `servicePrice` of @mp/shared/domain answers.
import type { ServiceDetail } from '@mp/shared/contracts';
import { ageBandPrice, isAgePrice, servicePrice, type PriceBreakdown } from '@mp/shared/domain';
import type { CartItem } from '@mp/shared/stores';

export interface ServiceChoice {
  date: string;
  time: string | null;
  quantity: number;
  /** Services with a child band (docs/adr/023): the adults and children; `quantity` is their sum. */
  party?: { adults: number; children: number };
}

/**
 * One cart line per bookable slot: the id is the service's date and start time, so another date or time is a line of
 * its own. The same slot chosen again is priced with `withSameSlot` and replaces the line. Null when the quantity is
 * above every tier (not bookable).
 */
export function serviceCartItem(service: ServiceDetail, choice: ServiceChoice): CartItem | null {
  const band = service.child_band ?? null;
  let price: PriceBreakdown | null;
  let ages: CartItem['ages'] = null;
  if (band) {
    const party = choice.party ?? { adults: choice.quantity, children: 0 };
    const result = ageBandPrice(
      service,
      { value_cents: band.price_cents, age_start: band.age_start, age_end: band.age_end, alone: band.alone },
      party,
    );
    if (!isAgePrice(result)) return null;
    price = result;
    ages = {
      adults: result.adults,
      children: result.children,
      adult_unit_cents: result.adult_unit_cents,
      child_unit_cents: result.child_unit_cents,
    };
  } else {
    price = servicePrice(service, choice.quantity);
  }
  if (!price) return null;
  return {
    id: serviceSlotId(service.id, choice.date, choice.time),
    service_id: service.id,
    service_slug: service.slug,
    kind: service.kind,
    name: service.name,
    image_url: service.image_url,
    date: choice.date,
    time: choice.time,
    quantity: ages ? ages.adults + ages.children : choice.quantity,
    ...(ages ? { ages } : {}),
    unit_price_cents: price.unit_cents,
    // The cart charges total − discount (spec §9): the gross total and the service discount, as the API prices it.
    total_cents: price.total_gross_cents,
    discount_cents: price.discount_cents,
    free_cancellation: service.annotations.free_cancellation ? 1 : 0,
    cancellation_policy: service.annotations.cancellation_policy,
    notes: service.annotations.selected_language ? { selected_language: service.annotations.selected_language } : {},
  };
}

/**
 * The choice with the people already in the cart for the same slot added to it. The line is then priced again as a
 * whole, as the API prices it: a group price or a size tier is for the whole party, never the sum of two parties'.
 * A transfer is one vehicle's run: choosing the same run again is a new choice of passengers (and driver details)
 * that replaces the line, never a second party added to it.
 */
export function withSameSlot(choice: ServiceChoice, inCart: CartItem | undefined): ServiceChoice {
  if (!inCart || inCart.kind === 'transfer') return choice;
  const party =
    choice.party && inCart.ages
      ? { adults: choice.party.adults + inCart.ages.adults, children: choice.party.children + inCart.ages.children }
      : choice.party;
  return { ...choice, quantity: choice.quantity + inCart.quantity, ...(party ? { party } : {}) };
}

/** The cart line id of one slot of a service: its date and start time ("day" for a service without start times). */
export function serviceSlotId(serviceId: number, date: string, time: string | null): string {
  return `service-${serviceId}-${date}-${time ?? 'day'}`;
}

/** The largest quantity the service can be booked for (its capacity or its biggest extra tier). */
export function maxQuantity(service: Pick<ServiceDetail, 'maxCapacity' | 'extraPrices'>): number {
  return Math.max(service.maxCapacity, ...service.extraPrices.map((t) => t.maxCapacity));
}

/** schema.org Product + Offer + AggregateRating for the service page, so search results can show price and rating. */
export function serviceJsonLd(service: ServiceDetail, url: string): Record<string, unknown> {
  const price = servicePrice(service, 1);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: service.name,
    description: service.short_description || service.description,
    // Absolute, as crawlers read them outside the page (the API gives site paths).
    image: service.images.map((i) => new URL(i.url, url).toString()),
    url,
    brand: { '@type': 'Organization', name: service.company.trade_name },
    category: service.category.name,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: price ? (price.total_cents / 100).toFixed(2) : undefined,
      availability: 'https://schema.org/InStock',
      url,
    },
    ...(service.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: service.rating.average,
            reviewCount: service.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
