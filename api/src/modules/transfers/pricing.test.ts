// The price of a vehicle for a trip (docs/adr/052): the most specific rule wins (fixed route, then zone pair, then per
// kilometre with a minimum fare, then the flat value); a round trip is its own price or twice one way; seat extras as
// ever; and a unit of a vehicle is busy from pickup to arrival plus a turnaround.
import { legMinutes, priceTransfer, roadKm, tripWindows, unitsFree, type PricedVehicle } from './pricing';

const airport = { mapsId: 'pt-lisboa-poi-lisbon-airport', district: 'Lisboa', lat: 38.7742, lng: -9.1342 };
const almada = { mapsId: 'pt-setubal-almada', district: 'Setúbal', lat: 38.679, lng: -9.1569 };
const sines = { mapsId: 'pt-setubal-sines', district: 'Setúbal', lat: 37.956, lng: -8.8698 };
const cascais = { mapsId: 'pt-lisboa-cascais', district: 'Lisboa', lat: 38.6979, lng: -9.4215 };

const flat: PricedVehicle = {
  value_cents: 6800,
  roundback_value_cents: 12000,
  value_discount_cents: 0,
  baby_seats_value_cents: 800,
  child_seats_value_cents: 700,
  booster_seats_value_cents: 500,
  per_km_cents: null,
  min_fare_cents: 0,
  route_prices: [],
};
const byKm: PricedVehicle = { ...flat, per_km_cents: 160, min_fare_cents: 3500 };
const noSeats = { babySeats: 0, childSeats: 0, boosterSeats: 0, isRoundtrip: false };

describe('road distance', () => {
  it('is the great-circle distance × 1.3, rounded: the airport is 14 km from Almada and 122 km from Sines', () => {
    expect(roadKm(airport, almada)).toBe(14);
    expect(roadKm(airport, sines)).toBe(122);
    expect(roadKm(sines, airport)).toBe(122);
  });
});

describe('priceTransfer', () => {
  it('a flat-priced vehicle costs the same whatever the distance, as before route prices', () => {
    const near = priceTransfer(flat, noSeats, { pickup: airport, dropOff: almada });
    const far = priceTransfer(flat, noSeats, { pickup: airport, dropOff: sines });
    expect([near.price_cents, far.price_cents, near.price_rule]).toEqual([6800, 6800, 'flat']);
  });

  it('per kilometre: Airport → Sines costs 122 km × €1.60, Airport → Almada the €35 minimum fare', () => {
    const near = priceTransfer(byKm, noSeats, { pickup: airport, dropOff: almada });
    const far = priceTransfer(byKm, noSeats, { pickup: airport, dropOff: sines });
    expect(near).toMatchObject({ price_cents: 3500, price_rule: 'per_km', distance_km: 14 });
    expect(far).toMatchObject({ price_cents: 19_520, price_rule: 'per_km', distance_km: 122 });
    expect(far.round_trip_price_cents).toBe(2 * 19_520);
  });

  it('a fixed route beats a zone pair, which beats the rate per kilometre, in either direction', () => {
    const v: PricedVehicle = {
      ...byKm,
      route_prices: [
        { kind: 'zone', from_place: 'Setúbal', to_place: 'Lisboa', one_way_cents: 9000, round_trip_cents: null },
        {
          kind: 'route',
          from_place: sines.mapsId,
          to_place: airport.mapsId,
          one_way_cents: 15_000,
          round_trip_cents: 27_000,
        },
      ],
    };
    expect(priceTransfer(v, noSeats, { pickup: airport, dropOff: sines })).toMatchObject({
      price_rule: 'route',
      one_way_price_cents: 15_000,
      round_trip_price_cents: 27_000,
    });
    // Almada is in Setúbal: the zone pair, with twice one way for the round trip it does not name.
    expect(priceTransfer(v, noSeats, { pickup: almada, dropOff: airport })).toMatchObject({
      price_rule: 'zone',
      one_way_price_cents: 9000,
      round_trip_price_cents: 18_000,
    });
    // Inside Lisboa no zone applies: per kilometre (34 km × €1.60).
    expect(priceTransfer(v, noSeats, { pickup: airport, dropOff: cascais })).toMatchObject({
      price_rule: 'per_km',
      price_cents: 5440,
    });
  });

  it('adds seat extras once one way and twice for a round trip; a discount applies to the flat value only', () => {
    const seats = { babySeats: 1, childSeats: 0, boosterSeats: 1, isRoundtrip: true };
    expect(priceTransfer(byKm, seats, { pickup: airport, dropOff: sines })).toMatchObject({
      one_way_price_cents: 19_520 + 1300,
      round_trip_price_cents: 2 * 19_520 + 2 * 1300,
      price_cents: 2 * 19_520 + 2 * 1300,
    });
    const discounted = { ...byKm, value_discount_cents: 6000 };
    expect(priceTransfer(discounted, noSeats, { pickup: airport, dropOff: sines }).price_cents).toBe(19_520);
    expect(priceTransfer({ ...flat, value_discount_cents: 6000 }, noSeats, null).price_cents).toBe(6000);
  });

  it('without both ends on the fixed list the flat value applies', () => {
    expect(priceTransfer(byKm, noSeats, null)).toMatchObject({ price_rule: 'flat', price_cents: 6800 });
  });
});

describe('units', () => {
  const at = (h: number) => new Date(Date.UTC(2031, 5, 1, h));
  it('a leg is busy for the drive at 60 km/h rounded up to 5 minutes, plus 30 minutes', () => {
    expect(legMinutes(122)).toBe(125 + 30);
    expect(legMinutes(14)).toBe(15 + 30);
  });

  it('one car cannot take two overlapping trips; two cars can; the return leg counts too', () => {
    const booked = tripWindows(at(10), at(18), 122);
    expect(unitsFree(1, booked, tripWindows(at(11), null, 14))).toBe(false);
    expect(unitsFree(2, booked, tripWindows(at(11), null, 14))).toBe(true);
    expect(unitsFree(1, booked, tripWindows(at(13), null, 14))).toBe(true);
    expect(unitsFree(1, booked, tripWindows(at(13), at(19), 14))).toBe(false);
  });
});
