// The price of a vehicle for a trip (spec §9, docs/adr/052), one function for the transfer offers, the cart's
// re-pricing and the price staff are offered when answering a quote request, so what a customer is shown is what the
// cart charges. A vehicle is priced by the most specific of its rules: a fixed route between the two places, a price
// for the two districts, a rate per kilometre with a minimum fare, and otherwise its flat value.
import { seatExtras, transferPrice, type Seat } from '@mp/shared/domain';

/** One of a vehicle's fixed prices, either direction: two maps ids (`route`) or two districts (`zone`). */
export interface RoutePrice {
  kind: 'route' | 'zone';
  from_place: string;
  to_place: string;
  one_way_cents: number;
  /** Null: twice the one-way price. */
  round_trip_cents: number | null;
}

/** The vehicle fields a price needs (a row of `vehicles` with its route prices, or the cart's pricing view of it). */
export interface PricedVehicle {
  value_cents: number;
  roundback_value_cents: number;
  value_discount_cents: number;
  baby_seats_value_cents: number;
  child_seats_value_cents: number;
  booster_seats_value_cents: number;
  per_km_cents: number | null;
  min_fare_cents: number;
  route_prices: RoutePrice[];
}

/** A trip's end as the price needs it: a place of the fixed list. */
export interface PricedPlace {
  mapsId: string;
  district: string;
  lat: number;
  lng: number;
}

export type PriceRule = 'route' | 'zone' | 'per_km' | 'flat';

export interface PricedTransfer {
  one_way_price_cents: number;
  round_trip_price_cents: number;
  price_cents: number;
  seat_extras_cents: number;
  /** Which of the vehicle's rules priced the trip. */
  price_rule: PriceRule;
  /** Road kilometres between the two ends (great-circle × ROAD_FACTOR, rounded); null without both ends. */
  distance_km: number | null;
}

/** Roads are longer than the straight line: the great-circle distance is multiplied by this (docs/adr/052). */
export const ROAD_FACTOR = 1.3;
const EARTH_RADIUS_KM = 6371;

/** Road kilometres between two places: great-circle distance × ROAD_FACTOR, rounded to a whole kilometre (at least 1). */
export function roadKm(a: Pick<PricedPlace, 'lat' | 'lng'>, b: Pick<PricedPlace, 'lat' | 'lng'>): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.max(1, Math.round(km * ROAD_FACTOR));
}

const sameEnds = (r: RoutePrice, a: string, b: string) =>
  (r.from_place === a && r.to_place === b) || (r.from_place === b && r.to_place === a);

/** The one-way and round-trip base (before seat extras) of the vehicle's most specific rule for the trip. */
export function baseFare(
  vehicle: PricedVehicle,
  trip: { pickup: PricedPlace; dropOff: PricedPlace } | null,
): { rule: PriceRule; oneWay: number; roundTrip: number; km: number | null } {
  const km = trip ? roadKm(trip.pickup, trip.dropOff) : null;
  if (trip) {
    const routes = vehicle.route_prices ?? [];
    const fixed =
      routes.find((r) => r.kind === 'route' && sameEnds(r, trip.pickup.mapsId, trip.dropOff.mapsId)) ??
      routes.find((r) => r.kind === 'zone' && sameEnds(r, trip.pickup.district, trip.dropOff.district));
    if (fixed)
      return {
        rule: fixed.kind,
        oneWay: fixed.one_way_cents,
        roundTrip: fixed.round_trip_cents ?? 2 * fixed.one_way_cents,
        km,
      };
    if (vehicle.per_km_cents !== null && km !== null) {
      const oneWay = Math.max(vehicle.min_fare_cents, vehicle.per_km_cents * km);
      return { rule: 'per_km', oneWay, roundTrip: 2 * oneWay, km };
    }
  }
  // The flat value: value_discount, when above 0 and below value, is the discounted one-way value.
  const oneWay =
    vehicle.value_discount_cents > 0 && vehicle.value_discount_cents < vehicle.value_cents
      ? vehicle.value_discount_cents
      : vehicle.value_cents;
  return { rule: 'flat', oneWay, roundTrip: vehicle.roundback_value_cents, km };
}

/**
 * The price of a vehicle for a trip with the shared `transferPrice` (spec §9): one way = base + seat extras, round
 * trip = round-trip base + 2 × seat extras, the base from `baseFare`. `trip` null (an end not on the fixed list) prices
 * at the flat value.
 */
export function priceTransfer(
  vehicle: PricedVehicle,
  seats: { babySeats: number; childSeats: number; boosterSeats: number; isRoundtrip: boolean },
  trip: { pickup: PricedPlace; dropOff: PricedPlace } | null,
): PricedTransfer {
  const base = baseFare(vehicle, trip);
  const priced = { value_cents: base.oneWay, roundback_value_cents: base.roundTrip };
  const seatList: Seat[] = [
    { quantity: seats.babySeats, value_cents: vehicle.baby_seats_value_cents },
    { quantity: seats.childSeats, value_cents: vehicle.child_seats_value_cents },
    { quantity: seats.boosterSeats, value_cents: vehicle.booster_seats_value_cents },
  ];
  const oneWay = transferPrice(priced, seatList, false);
  const roundTrip = transferPrice(priced, seatList, true);
  return {
    one_way_price_cents: oneWay,
    round_trip_price_cents: roundTrip,
    price_cents: seats.isRoundtrip ? roundTrip : oneWay,
    seat_extras_cents: seatExtras(seatList),
    price_rule: base.rule,
    distance_km: base.km,
  };
}

/** Average road speed a drive time is reckoned at, and the time a car needs between two trips (docs/adr/052). */
export const AVERAGE_KMH = 60;
export const TURNAROUND_MINUTES = 30;

/** Minutes one leg keeps a unit busy: the drive at AVERAGE_KMH rounded up to 5 minutes, plus TURNAROUND_MINUTES. */
export function legMinutes(km: number | null): number {
  const drive = km === null ? 60 : Math.ceil(((km / AVERAGE_KMH) * 60) / 5) * 5;
  return drive + TURNAROUND_MINUTES;
}

export interface BusyWindow {
  starts: Date;
  ends: Date;
}

/** The windows a trip keeps one unit busy: the outward leg, and the return leg of a round trip. */
export function tripWindows(pickupAt: Date, returnAt: Date | null, km: number | null): BusyWindow[] {
  const leg = legMinutes(km) * 60_000;
  const out = [{ starts: pickupAt, ends: new Date(pickupAt.getTime() + leg) }];
  if (returnAt) out.push({ starts: returnAt, ends: new Date(returnAt.getTime() + leg) });
  return out;
}

/**
 * Whether a vehicle of `units` cars has one free for each of `wanted`, given the windows already booked: a window is
 * free when fewer than `units` booked windows overlap it.
 */
export function unitsFree(units: number, booked: readonly BusyWindow[], wanted: readonly BusyWindow[]): boolean {
  return wanted.every((w) => booked.filter((b) => b.starts < w.ends && w.starts < b.ends).length < Math.max(1, units));
}
