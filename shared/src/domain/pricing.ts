// Prices (spec §5, §9). Every amount is integer euro cents so a total is computed one way in the
// browser and in the API, with no floating-point drift.

export type PriceType = 'per_person' | 'per_group';

/** An extra price tier: used when the quantity exceeds the service's maxCapacity. */
export interface ExtraPriceTier {
  maxCapacity: number;
  value_cents: number;
  value_discount_cents?: number;
}

export interface PricedService {
  value_cents: number;
  /** A discounted price; applies when above 0. */
  value_discount_cents: number;
  priceType: PriceType;
  maxCapacity: number;
  extraPrices: readonly ExtraPriceTier[];
}

export interface PriceBreakdown {
  /** Price of one unit (a person, or the whole group) actually charged. */
  unit_cents: number;
  /** What is charged. */
  total_cents: number;
  /** Before the discount. */
  total_gross_cents: number;
  discount_cents: number;
  discounted: boolean;
}

/** The price (value, value_discount) that applies for `quantity`, or null when no tier is big enough. */
export function applicablePrice(
  service: PricedService,
  quantity: number,
): { value_cents: number; value_discount_cents: number } | null {
  if (quantity <= service.maxCapacity) {
    return { value_cents: service.value_cents, value_discount_cents: service.value_discount_cents };
  }
  // Spec §5: quantity above maxCapacity takes the FIRST tier (list order) whose maxCapacity suffices.
  const tier = service.extraPrices.find((t) => quantity <= t.maxCapacity);
  if (!tier) return null;
  return { value_cents: tier.value_cents, value_discount_cents: tier.value_discount_cents ?? 0 };
}

/**
 * Price of `quantity` people for a service: per_person multiplies, per_group charges the group price
 * once. Returns null when the quantity is above every tier (not bookable).
 */
export function servicePrice(service: PricedService, quantity: number): PriceBreakdown | null {
  if (!Number.isInteger(quantity) || quantity < 1) return null;
  const price = applicablePrice(service, quantity);
  if (!price) return null;
  const discounted = price.value_discount_cents > 0 && price.value_discount_cents < price.value_cents;
  const unit = discounted ? price.value_discount_cents : price.value_cents;
  const units = service.priceType === 'per_person' ? quantity : 1;
  const total = unit * units;
  const gross = price.value_cents * units;
  return { unit_cents: unit, total_cents: total, total_gross_cents: gross, discount_cents: gross - total, discounted };
}

/**
 * A service's child band (docs/adr/023): children from the service's minimum age up to `age_end` pay `value_cents`
 * each; everyone older is an adult at the service's own price. Only per-person services have one.
 */
export interface ChildBand {
  value_cents: number;
  age_start: number;
  age_end: number;
  /** Whether children may book without an adult (false: at least one adult per booking). */
  alone: boolean;
}

export interface AgeCounts {
  adults: number;
  children: number;
}

export interface AgePriceBreakdown extends PriceBreakdown {
  adults: number;
  children: number;
  /** What one adult pays (the tier of the whole party, after the service's discount). */
  adult_unit_cents: number;
  /** What one child pays: the child price, never more than an adult pays. */
  child_unit_cents: number;
}

/** Why a split of adults and children cannot be priced; each maps to a 422 on the field named in `field`. */
export type AgeBandRefusal =
  | { field: 'adults' | 'children'; reason: 'negative' }
  | { field: 'adults'; reason: 'empty' | 'childrenAlone' }
  | { field: 'children'; reason: 'noChildBand' }
  | { field: 'quantity'; reason: 'tooLarge' };

const wholeCount = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * Price of a party of adults and children (docs/adr/023). The party's size (adults + children) picks the tier, as a
 * plain quantity does; the service's value_discount lowers the adult price; a child pays the child price, capped at
 * what an adult pays (a tier or a discount below the child price lowers the child's too). Promo codes apply to the
 * line's total afterwards, as for any line. Without a child band, `servicePrice` of the adults is the answer.
 */
export function ageBandPrice(
  service: PricedService,
  child: ChildBand | null,
  counts: AgeCounts,
): AgePriceBreakdown | AgeBandRefusal {
  if (!wholeCount(counts.adults)) return { field: 'adults', reason: 'negative' };
  if (!wholeCount(counts.children)) return { field: 'children', reason: 'negative' };
  if (counts.children > 0 && (!child || service.priceType !== 'per_person'))
    return { field: 'children', reason: 'noChildBand' };
  if (counts.adults + counts.children === 0) return { field: 'adults', reason: 'empty' };
  if (counts.adults === 0 && !child?.alone) return { field: 'adults', reason: 'childrenAlone' };
  const party = counts.adults + counts.children;
  const price = applicablePrice(service, party);
  if (!price) return { field: 'quantity', reason: 'tooLarge' };
  const discounted = price.value_discount_cents > 0 && price.value_discount_cents < price.value_cents;
  const adultUnit = discounted ? price.value_discount_cents : price.value_cents;
  const childGross = child ? Math.min(child.value_cents, price.value_cents) : 0;
  const childUnit = Math.min(childGross, adultUnit);
  if (service.priceType === 'per_group') {
    // A group price covers everyone: adults only (children were refused above).
    return {
      ...groupOf(price, discounted),
      adults: counts.adults,
      children: 0,
      adult_unit_cents: adultUnit,
      child_unit_cents: 0,
    };
  }
  const total = adultUnit * counts.adults + childUnit * counts.children;
  const gross = price.value_cents * counts.adults + childGross * counts.children;
  return {
    unit_cents: adultUnit,
    total_cents: total,
    total_gross_cents: gross,
    discount_cents: gross - total,
    discounted: gross > total,
    adults: counts.adults,
    children: counts.children,
    adult_unit_cents: adultUnit,
    child_unit_cents: childUnit,
  };
}

/**
 * The bands of a party with someone in them, adults first, for "2 adults, 1 child" (each front end words a band with
 * its own plural forms: `party.adults`, `party.children`).
 */
export function partyBands(ages: {
  adults: number;
  children: number;
  adult_unit_cents: number;
  child_unit_cents: number;
}): { band: 'adults' | 'children'; count: number; unit_cents: number }[] {
  return [
    ...(ages.adults > 0 ? [{ band: 'adults' as const, count: ages.adults, unit_cents: ages.adult_unit_cents }] : []),
    ...(ages.children > 0
      ? [{ band: 'children' as const, count: ages.children, unit_cents: ages.child_unit_cents }]
      : []),
  ];
}

function groupOf(price: { value_cents: number; value_discount_cents: number }, discounted: boolean): PriceBreakdown {
  const unit = discounted ? price.value_discount_cents : price.value_cents;
  return {
    unit_cents: unit,
    total_cents: unit,
    total_gross_cents: price.value_cents,
    discount_cents: price.value_cents - unit,
    discounted,
  };
}

/** Whether a result of `ageBandPrice` is a price (not a refusal). */
export function isAgePrice(result: AgePriceBreakdown | AgeBandRefusal): result is AgePriceBreakdown {
  return 'total_cents' in result;
}

/**
 * The amount a group listing shows (spec §9 "group price uses total, or total_gross when discounted"):
 * a discounted group shows its gross price beside the struck-through discount badge.
 */
export function groupPrice(price: Pick<PriceBreakdown, 'total_cents' | 'total_gross_cents' | 'discounted'>): number {
  return price.discounted ? price.total_gross_cents : price.total_cents;
}

export interface Seat {
  quantity: number;
  value_cents: number;
  value_discount_cents?: number;
}

export interface PricedVehicle {
  value_cents: number;
  roundback_value_cents: number;
}

/** Seat extras: each seat uses value_discount when above 0 (spec §9). */
export function seatExtras(seats: readonly Seat[]): number {
  return seats.reduce((sum, seat) => {
    const each =
      seat.value_discount_cents && seat.value_discount_cents > 0 ? seat.value_discount_cents : seat.value_cents;
    return sum + each * Math.max(0, seat.quantity);
  }, 0);
}

/** One way = value + seat extras; round trip = roundback_value + 2 × seat extras (spec §9). */
export function transferPrice(vehicle: PricedVehicle, seats: readonly Seat[], roundTrip: boolean): number {
  const extras = seatExtras(seats);
  return roundTrip ? vehicle.roundback_value_cents + 2 * extras : vehicle.value_cents + extras;
}

/** A gift card costs its value (spec §9). */
export function giftCardPrice(card: { value_cents: number }): number {
  return card.value_cents;
}

/** Cart total = sum of item totals minus discounts, never below 0 (spec §9). */
export function cartTotal(items: readonly { total_cents: number; discount_cents: number }[]): number {
  const total = items.reduce((sum, item) => sum + item.total_cents - item.discount_cents, 0);
  return Math.max(0, total);
}

/** Cents as a euro amount fixed to 2 decimals ("12.50"), the form the spec's totals use on the wire. */
export function centsToFixed(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** Euros (number or "12.50") to integer cents. */
export function eurosToCents(euros: number | string): number {
  const value = typeof euros === 'string' ? Number(euros.replace(',', '.')) : euros;
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}
