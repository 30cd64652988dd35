import { bodyOf, centsOf, valuesOf } from './pricing-values';

const saved = {
  units: 2,
  per_km_cents: 160,
  min_fare_cents: 3500,
  route_prices: [
    { kind: 'route' as const, from_place: 'a', to_place: 'b', one_way_cents: 3500, round_trip_cents: 6300 },
    { kind: 'zone' as const, from_place: 'Lisboa', to_place: 'Leiria', one_way_cents: 14_000, round_trip_cents: null },
  ],
  blocked_dates: ['2031-06-02'],
};

it('reads euros with a comma or a point, at most 2 decimals', () => {
  expect([centsOf('1,60'), centsOf('35'), centsOf('195.2'), centsOf('-1'), centsOf('1.234'), centsOf('abc')]).toEqual([
    160,
    3500,
    19_520,
    null,
    null,
    null,
  ]);
});

it('a saved pricing goes through the form and back unchanged', () => {
  expect(bodyOf(valuesOf(saved))).toEqual({ body: saved });
});

it('empty per-km means not priced by distance; an empty round trip is twice one way', () => {
  const values = { ...valuesOf(saved), perKm: '', minFare: '' };
  const out = bodyOf(values);
  expect('body' in out && out.body).toMatchObject({ per_km_cents: null, min_fare_cents: 0 });
});

it('names the fields the browser can tell are wrong, as the server would', () => {
  const values = valuesOf(saved);
  values.units = '0';
  values.perKm = '-2';
  values.routes[1]!.oneWay = '';
  expect(bodyOf(values)).toEqual({
    errors: { units: 'badUnits', per_km_cents: 'badAmount', 'route_prices.1.one_way_cents': 'badAmount' },
  });
});
