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
export function applicablePrice(service: PricedService, quantity: number): { value_cents: number; value_discount_cents: number } | null {
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
    const each = seat.value_discount_cents && seat.value_discount_cents > 0 ? seat.value_discount_cents : seat.value_cents;
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
