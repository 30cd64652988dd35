// A transfer partner's vehicles: create with every field and districts, list by status, edit, bulk
// (de)activation all or nothing, 422 field maps in en and pt, other partners and roles kept out.

import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import { partnerCompany, type Catalogue, teamMemberToken } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
let rival: string;
beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, (await partnerCompany(t.database)).supplierEmail);
});
afterAll(async () => t.close());

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
});
