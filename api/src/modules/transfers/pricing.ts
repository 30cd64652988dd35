// The price of a vehicle for a trip (spec §9), one function for the transfer offers and the cart's re-pricing, so
// what a customer is shown is what the cart charges.
import { seatExtras, transferPrice, type Seat } from '@mp/shared/domain';

/** The vehicle fields a price needs (a row of `vehicles`, or the cart's pricing view of it). */
export interface PricedVehicle {
  value_cents: number;
  roundback_value_cents: number;
  value_discount_cents: number;
  baby_seats_value_cents: number;
  child_seats_value_cents: number;
  booster_seats_value_cents: number;
}

export interface PricedTransfer {
  one_way_price_cents: number;
  round_trip_price_cents: number;
  price_cents: number;
  seat_extras_cents: number;
}

/**
 * The price of a vehicle for a trip, with the shared `transferPrice` (spec §9): one way = value + seat extras,
 * round trip = roundback_value + 2 × seat extras. A vehicle's value_discount, when above 0 and below value, is
 * its discounted one-way value.
 */
export function priceTransfer(
  vehicle: PricedVehicle,
  seats: { babySeats: number; childSeats: number; boosterSeats: number; isRoundtrip: boolean },
): PricedTransfer {
  const oneWayValue =
    vehicle.value_discount_cents > 0 && vehicle.value_discount_cents < vehicle.value_cents
      ? vehicle.value_discount_cents
      : vehicle.value_cents;
  const priced = { value_cents: oneWayValue, roundback_value_cents: vehicle.roundback_value_cents };
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
  };
}
