// A vehicle's route pricing as the form types it (euros as text) and back to the API's cents (docs/adr/052).
import type { VehiclePricing } from '@mp/shared/contracts';

export interface RouteRow {
  /** A stable React key for a row not saved yet. */
  key: string;
  kind: 'route' | 'zone';
  from: string;
  to: string;
  oneWay: string;
  /** Empty: twice the one-way price. */
  roundTrip: string;
}

export interface PricingValues {
  units: string;
  perKm: string;
  minFare: string;
  routes: RouteRow[];
  blocked: string[];
}

let next = 0;
export const rowKey = () => `row-${++next}`;

const toEuros = (cents: number) => (cents / 100).toFixed(2);

export function valuesOf(p: VehiclePricing): PricingValues {
  return {
    units: String(p.units),
    perKm: p.per_km_cents === null ? '' : toEuros(p.per_km_cents),
    minFare: p.min_fare_cents ? toEuros(p.min_fare_cents) : '',
    routes: p.route_prices.map((r) => ({
      key: rowKey(),
      kind: r.kind,
      from: r.from_place,
      to: r.to_place,
      oneWay: toEuros(r.one_way_cents),
      roundTrip: r.round_trip_cents === null ? '' : toEuros(r.round_trip_cents),
    })),
    blocked: p.blocked_dates,
  };
}

/** Euros typed with a comma or a point and at most 2 decimals, as cents; null when it is not such an amount. */
export function centsOf(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/**
 * The API body, or the fields the browser can already tell are wrong (keyed as the API's 422 map is, so the server's
 * errors land on the same fields): `badAmount` and `badUnits` are message keys.
 */
export function bodyOf(
  v: PricingValues,
): { body: VehiclePricing } | { errors: Record<string, 'badAmount' | 'badUnits'> } {
  const errors: Record<string, 'badAmount' | 'badUnits'> = {};
  const units = Number(v.units);
  if (!Number.isInteger(units) || units < 1 || units > 100) errors.units = 'badUnits';
  const perKm = v.perKm.trim() === '' ? null : centsOf(v.perKm);
  if (v.perKm.trim() !== '' && (perKm === null || perKm < 1)) errors.per_km_cents = 'badAmount';
  const minFare = v.minFare.trim() === '' ? 0 : centsOf(v.minFare);
  if (minFare === null) errors.min_fare_cents = 'badAmount';
  const routes = v.routes.map((r, i) => {
    const oneWay = centsOf(r.oneWay);
    const roundTrip = r.roundTrip.trim() === '' ? null : centsOf(r.roundTrip);
    if (oneWay === null || oneWay < 1) errors[`route_prices.${i}.one_way_cents`] = 'badAmount';
    if (r.roundTrip.trim() !== '' && roundTrip === null) errors[`route_prices.${i}.round_trip_cents`] = 'badAmount';
    return {
      kind: r.kind,
      from_place: r.from,
      to_place: r.to,
      one_way_cents: oneWay ?? 0,
      round_trip_cents: roundTrip,
    };
  });
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      units,
      per_km_cents: perKm,
      min_fare_cents: minFare ?? 0,
      route_prices: routes,
      blocked_dates: [...new Set(v.blocked)].sort(),
    },
  };
}
