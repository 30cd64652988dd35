// A transfer partner's vehicles: create with every field and districts, list by status, edit, bulk
// (de)activation all or nothing, 422 field maps in en and pt, other partners and roles kept out.

import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import { partnerCompany, type Catalogue, teamMemberToken } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
let rival: string;
beforeAll(async () => {
  t = await buildTestApp();
  mine = await transferCompany();
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, (await transferCompany()).supplierEmail);
});
afterAll(async () => t.close());

/** A partner company that sells transfers beside experiences. */
async function transferCompany(): Promise<Catalogue> {
  const c = await partnerCompany(t.database);
  await t.database.db.execute(
    sql`update companies set modules = '{"experiences": true, "transfers": true}', company_type = 'both' where id = ${c.companyId}`,
  );
  return c;
}

const body = (o: Record<string, unknown> = {}) => ({
  name: 'Mercedes V-Class',
  car_type: 'van',
  seats: 7,
  luggage: 6,
  accessibility: false,
  value_cents: 9000,
  roundback_value_cents: 16000,
  value_discount_cents: 0,
  baby_seats_value_cents: 500,
  child_seats_value_cents: 500,
  booster_seats_value_cents: 300,
  free_cancelation: true,
  free_cancelation_policy_hours: 24,
  vehicle_status: 'active',
  districts: ['Lisboa', 'Setúbal'],
  ...o,
});
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
interface Vehicle {
  id: number;
  name: string;
  vehicle_status: string;
  districts: string[];
}

describe('vehicles', () => {
  it('creates, lists by status, edits and bulk-deactivates the company’s vehicles', async () => {
    const a = json<{ content: Vehicle }>(await post('/api/dashboard/vehicles', owner, body())).content;
    expect(a).toMatchObject({ name: 'Mercedes V-Class', vehicle_status: 'active', districts: ['Lisboa', 'Setúbal'] });
    const b = json<{ content: Vehicle }>(
      await post(
        '/api/dashboard/vehicles',
        owner,
        body({ name: 'Tesla Model S', car_type: 'executive', seats: 3, vehicle_status: 'inactive', districts: [] }),
      ),
    ).content;
    const active = json<{ content: { data: Vehicle[] } }>(
      await get('/api/dashboard/vehicles?vehicle_status=active', owner),
    ).content.data;
    expect(active.map((v) => v.id)).toEqual([a.id]);

    const edited = await post(`/api/dashboard/vehicles/${a.id}`, owner, body({ seats: 8, districts: ['Porto'] }));
    expect(json<{ content: Vehicle & { seats: number } }>(edited).content).toMatchObject({
      seats: 8,
      districts: ['Porto'],
    });

    const off = await post('/api/dashboard/vehicles/bulk-update', owner, { ids: [a.id, b.id], action: 'deactivate' });
    expect(json<{ content: { updated: number } }>(off).content.updated).toBe(2);
    expect(
      json<{ content: { total: number } }>(await get('/api/dashboard/vehicles?vehicle_status=inactive', owner)).content
        .total,
    ).toBe(2);
  });

  it('answers a field map for a name used twice and a round trip cheaper than one way, in en and pt', async () => {
    await post('/api/dashboard/vehicles', owner, body({ name: 'Skoda Superb' }));
    const en = await post('/api/dashboard/vehicles', owner, body({ name: 'skoda superb', roundback_value_cents: 100 }));
    expect(json<{ errors: Record<string, string[]> }>(en).errors).toEqual({
      name: ['You already have a vehicle with this name.'],
      roundback_value_cents: ['The round-trip price must not be lower than the one-way price.'],
    });
    const pt = await post('/api/dashboard/vehicles', owner, body({ name: 'Skoda Superb' }), 'pt');
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.name).toEqual(['Já tem um veículo com este nome.']);
  });

  it('keeps other partners out (404) and a bookings manager out (403)', async () => {
    const v = json<{ content: Vehicle }>(await post('/api/dashboard/vehicles', owner, body({ name: 'Van 9' }))).content;
    expect((await get(`/api/dashboard/vehicles/${v.id}`, rival)).statusCode).toBe(404);
    expect((await post(`/api/dashboard/vehicles/${v.id}`, rival, body({ name: 'Stolen' }))).statusCode).toBe(404);
    expect(
      (await post('/api/dashboard/vehicles/bulk-update', rival, { ids: [v.id], action: 'deactivate' })).statusCode,
    ).toBe(404);
    const desk = await teamMemberToken(t.app, t.database, mine, 'desk@example.pt', 'Bookings manager');
    expect((await get('/api/dashboard/vehicles', desk)).statusCode).toBe(403);
  });

  it('keeps a company that does not sell transfers out (403, and why), until the module is on', async () => {
    const shop = await partnerCompany(t.database);
    const token = await login(t.app, shop.supplierEmail);
    const refused = await post('/api/dashboard/vehicles', token, body({ name: 'Van of a tour shop' }), 'pt');
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe(
      'A sua empresa não oferece transferes: peça primeiro esse módulo no perfil da empresa.',
    );
    const list = await get('/api/dashboard/vehicles', token);
    expect(list.statusCode).toBe(403);
    expect(json<{ message: string }>(list).message).toMatch(/does not offer transfers/);
    await t.database.db.execute(
      sql`update companies set modules = '{"experiences": true, "transfers": true}' where id = ${shop.companyId}`,
    );
    expect((await post('/api/dashboard/vehicles', token, body({ name: 'Van of a tour shop' }))).statusCode).toBe(200);
  });
});

describe('a vehicle’s prices by route, units and blocked days', () => {
  const inDays = (days: number) => {
    const d = new Date(Date.now() + days * 86_400_000);
    return d.toISOString().slice(0, 10);
  };
  beforeAll(async () => {
    // The fixed list the pickers choose from: the airport, Lisbon and two towns across the river.
    await t.database.db.execute(
      sql`insert into points_of_interest (slug, name_en, name_pt, city, district, maps_id, lat, lng)
        values ('lisbon-airport', 'Lisbon Airport', 'Aeroporto de Lisboa', 'lisboa', 'Lisboa', 'pt-lisboa-poi-lisbon-airport', 38.7742, -9.1342)
        on conflict do nothing`,
    );
    await t.database.db.execute(
      sql`insert into transfer_locations (name, district, country, maps_id, lat, lng) values
        ('Lisboa', 'Lisboa', 'pt', 'pt-lisboa-lisboa', 38.7223, -9.1393), ('Almada', 'Setúbal', 'pt', 'pt-setubal-almada', 38.679, -9.1569),
        ('Sines', 'Setúbal', 'pt', 'pt-setubal-sines', 37.956, -8.8698) on conflict do nothing`,
    );
  });
  const pricing = (o: Record<string, unknown> = {}) => ({
    units: 2,
    per_km_cents: 160,
    min_fare_cents: 3500,
    route_prices: [
      {
        kind: 'route',
        from_place: 'lisbon-airport',
        to_place: 'pt-lisboa-lisboa',
        one_way_cents: 3000,
        round_trip_cents: 5500,
      },
      { kind: 'zone', from_place: 'Lisboa', to_place: 'Setúbal', one_way_cents: 8000, round_trip_cents: null },
    ],
    blocked_dates: [inDays(9), inDays(3), inDays(3)],
    ...o,
  });

  it('stores them and the preview prices a trip by the same rules as the storefront', async () => {
    const v = json<{ content: Vehicle }>(
      await post('/api/dashboard/vehicles', owner, body({ name: 'Route car' })),
    ).content;
    const empty = json<{ content: unknown }>(await get(`/api/dashboard/vehicles/${v.id}/pricing`, owner)).content;
    expect(empty).toEqual({ units: 1, per_km_cents: null, min_fare_cents: 0, route_prices: [], blocked_dates: [] });
    const saved = await post(`/api/dashboard/vehicles/${v.id}/pricing`, owner, pricing());
    expect(saved.statusCode).toBe(200);
    expect(json<{ content: unknown }>(saved).content).toEqual({
      units: 2,
      per_km_cents: 160,
      min_fare_cents: 3500,
      // A point of interest is kept by its maps id.
      route_prices: [
        {
          kind: 'route',
          from_place: 'pt-lisboa-poi-lisbon-airport',
          to_place: 'pt-lisboa-lisboa',
          one_way_cents: 3000,
          round_trip_cents: 5500,
        },
        { kind: 'zone', from_place: 'Lisboa', to_place: 'Setúbal', one_way_cents: 8000, round_trip_cents: null },
      ],
      blocked_dates: [inDays(3), inDays(9)],
    });
    // The list says the vehicle is priced by route: how many route prices, and the rate per kilometre.
    const routed = json<{ content: { data: (Vehicle & { route_price_count: number; per_km_cents: number })[] } }>(
      await get('/api/dashboard/vehicles', owner),
    ).content.data.find((x) => x.id === v.id);
    expect(routed).toMatchObject({ route_price_count: 2, per_km_cents: 160 });
    const preview = (from: string, to: string) =>
      get(`/api/dashboard/vehicles/${v.id}/price-preview?from=${from}&to=${to}`, owner);
    expect(json<{ content: unknown }>(await preview('pt-lisboa-lisboa', 'lisbon-airport')).content).toEqual({
      one_way_price_cents: 3000,
      round_trip_price_cents: 5500,
      price_rule: 'route',
      distance_km: 8,
    });
    expect(
      json<{ content: { price_rule: string } }>(await preview('lisbon-airport', 'pt-setubal-sines')).content,
    ).toMatchObject({ price_rule: 'zone', one_way_price_cents: 8000, round_trip_price_cents: 16_000 });
    // Without the zone pair, distance: Airport → Sines is 122 km at €1.60; Airport → Almada the €35 minimum.
    await post(`/api/dashboard/vehicles/${v.id}/pricing`, owner, pricing({ route_prices: [] }));
    expect(json<{ content: unknown }>(await preview('lisbon-airport', 'pt-setubal-sines')).content).toMatchObject({
      price_rule: 'per_km',
      one_way_price_cents: 19_520,
    });
    expect(json<{ content: unknown }>(await preview('lisbon-airport', 'pt-setubal-almada')).content).toMatchObject({
      one_way_price_cents: 3500,
    });
    const listed = json<{ content: { data: (Vehicle & { units: number; route_price_count: number })[] } }>(
      await get('/api/dashboard/vehicles', owner),
    ).content.data.find((x) => x.id === v.id);
    expect(listed).toMatchObject({ units: 2, route_price_count: 0 });
  });

  it('answers a 422 field map for bad input, in en and pt, and never a 5xx', async () => {
    const v = json<{ content: Vehicle }>(
      await post('/api/dashboard/vehicles', owner, body({ name: 'Bad input car' })),
    ).content;
    const url = `/api/dashboard/vehicles/${v.id}/pricing`;
    const en = await post(
      url,
      owner,
      pricing({
        route_prices: [
          {
            kind: 'route',
            from_place: 'Atlantis',
            to_place: 'pt-lisboa-lisboa',
            one_way_cents: 3000,
            round_trip_cents: null,
          },
          {
            kind: 'route',
            from_place: 'pt-lisboa-lisboa',
            to_place: 'pt-lisboa-lisboa',
            one_way_cents: 3000,
            round_trip_cents: null,
          },
          { kind: 'zone', from_place: 'Lisboa', to_place: 'Narnia', one_way_cents: 3000, round_trip_cents: 2000 },
          { kind: 'zone', from_place: 'Setúbal', to_place: 'Lisboa', one_way_cents: 3000, round_trip_cents: null },
          { kind: 'zone', from_place: 'Lisboa', to_place: 'Setúbal', one_way_cents: 3000, round_trip_cents: null },
        ],
        blocked_dates: ['2031-02-30', inDays(2000)],
      }),
    );
    expect(en.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(en).errors).toEqual({
      'route_prices.0.from_place': ['Choose a place from the list.'],
      'route_prices.1.to_place': ['The two ends of a route must be different places.'],
      'route_prices.2.to_place': ['Choose a district from the list.'],
      'route_prices.2.round_trip_cents': ['The round-trip price must not be lower than the one-way price.'],
      'route_prices.4.to_place': ['This route already has a price.'],
      'blocked_dates.0': expect.any(Array),
      'blocked_dates.1': ['Choose a day within the next two years.'],
    });
    const pt = await post(
      url,
      owner,
      pricing({ route_prices: [{ ...pricing().route_prices[0], to_place: 'x' }] }),
      'pt',
    );
    expect(json<{ errors: Record<string, string[]> }>(pt).errors['route_prices.0.to_place']).toEqual([
      'Escolha um local da lista.',
    ]);
    for (const bad of [
      { units: 0 },
      { units: 1000 },
      { per_km_cents: -5 },
      { min_fare_cents: -1 },
      { min_fare_cents: 1e12 },
      { route_prices: [{ kind: 'bus', from_place: 'a', to_place: 'b', one_way_cents: 1, round_trip_cents: null }] },
      { route_prices: [{ ...pricing().route_prices[0], one_way_cents: 0 }] },
      { blocked_dates: ['tomorrow'] },
      { units: 'two' },
    ]) {
      const res = await post(url, owner, pricing(bad));
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 422 });
    }
    const preview = await get(`/api/dashboard/vehicles/${v.id}/price-preview?from=Atlantis&to=pt-lisboa-lisboa`, owner);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(preview).errors)).toEqual(['from']);
  });

  it('keeps other partners out (404) and a team role without vehicles out (403)', async () => {
    const v = json<{ content: Vehicle }>(
      await post('/api/dashboard/vehicles', owner, body({ name: 'Private car' })),
    ).content;
    expect((await get(`/api/dashboard/vehicles/${v.id}/pricing`, rival)).statusCode).toBe(404);
    expect((await post(`/api/dashboard/vehicles/${v.id}/pricing`, rival, pricing())).statusCode).toBe(404);
    const desk = await teamMemberToken(t.app, t.database, mine, 'desk2@example.pt', 'Bookings manager');
    expect((await get(`/api/dashboard/vehicles/${v.id}/pricing`, desk)).statusCode).toBe(403);
    expect((await post(`/api/dashboard/vehicles/${v.id}/pricing`, desk, pricing())).statusCode).toBe(403);
  });
});
