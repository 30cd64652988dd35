// Transfers priced by route (docs/adr/052) on the demo fleet: a trip's price follows its distance, a fixed route or a
// zone pair; the cart charges what the offer showed; a vehicle blocked on a day is not offered; and a car is never
// sold twice for the same time, not even to two customers paying at once.
import { sql } from 'drizzle-orm';
import type { PageOf, TransferOffer } from '@mp/shared/contracts';
import { bearer, createUser, json, login, type TestApp } from '../../../test/helpers';
import { getJson, seededApp, sqlRows } from '../catalogue/test-catalogue';
import { book, futureDate, putCart } from '../bookings/checkout-fixtures';

let t: TestApp;
const clients: string[] = [];
beforeAll(async () => {
  t = await seededApp();
  for (const email of ['ana@example.pt', 'rui@example.pt', 'eva@example.pt']) {
    await createUser(t.database, 'CLIENT', email);
    clients.push(await login(t.app, email));
  }
});
afterAll(async () => t.close());

const date = futureDate(20);
const query = (o: Record<string, string | number> = {}) =>
  new URLSearchParams(
    Object.entries({
      pickupLocation: 'lisbon-airport',
      dropOffLocation: 'pt-setubal-almada',
      pickupDate: date,
      pickupTime: '10:00',
      numberOfPassengers: 2,
      ...o,
    }).map(([k, v]) => [k, String(v)]),
  ).toString();
const offers = async (o: Record<string, string | number> = {}) =>
  (await getJson<PageOf<TransferOffer>>(t, `/api/transfers?${query(o)}`)).body.content.data;
const byName = (list: TransferOffer[], name: string) => {
  const found = list.find((x) => x.name === name);
  if (!found) throw new Error(`${name} is not offered`);
  return found;
};

const DETAILS = { flightNumber: 'TP1234', dropOffAddress: 'Rua Direita 1', leadPhone: '+351 912 345 678' };
const lineOf = (o: TransferOffer, time = '10:00', day = date) => ({
  id: `transfer-${o.id}`,
  service_id: o.service_id,
  vehicle_id: o.id,
  date: day,
  time,
  quantity: 2,
  notes: { ...o.notes, vehicle_id: o.id, ...DETAILS },
});
const pay = (token: string) => book(t.app, bearer(token), { payment_method: 'card', card_number: '4242424242424242' });

describe('transfers priced by route', () => {
  it('Lisbon Airport → Almada and Lisbon Airport → Sines cost differently, by distance with a minimum fare', async () => {
    const almada = await offers();
    const sines = await offers({ dropOffLocation: 'pt-setubal-sines' });
    // E-Class: €1.60 a km, at least €35 (14 km → the minimum; 122 km → €195.20). V-Class: €2 a km, at least €50.
    expect(byName(almada, 'Mercedes-Benz E-Class')).toMatchObject({ price_cents: 3500, distance_km: 14 });
    expect(byName(sines, 'Mercedes-Benz E-Class')).toMatchObject({ price_cents: 19_520, distance_km: 122 });
    expect(byName(almada, 'Mercedes-Benz V-Class').price_cents).toBe(5000);
    expect(byName(sines, 'Mercedes-Benz V-Class').price_cents).toBe(24_400);
    // A vehicle without route prices keeps its flat value.
    expect(byName(almada, 'Mercedes-Benz S-Class').price_cents).toBe(
      byName(sines, 'Mercedes-Benz S-Class').price_cents,
    );
  });

  it('a fixed airport run and a zone pair come before the rate per kilometre; a round trip is its own price', async () => {
    const city = await offers({ dropOffLocation: 'pt-lisboa-lisboa' });
    expect(byName(city, 'Mercedes-Benz E-Class')).toMatchObject({ price_cents: 3500, price_rule: 'route' });
    const back = futureDate(21);
    const round = await offers({
      dropOffLocation: 'pt-lisboa-lisboa',
      isRoundtrip: 1,
      returnPickupDate: back,
      returnPickupTime: '18:00',
    });
    expect(byName(round, 'Mercedes-Benz E-Class').price_cents).toBe(6300);
    // The V-Class's airport run names no round trip: twice one way.
    expect(byName(round, 'Mercedes-Benz V-Class').price_cents).toBe(11_000);
    const leiria = await offers({ pickupLocation: 'pt-lisboa-lisboa', dropOffLocation: 'pt-leiria-leiria' });
    expect(byName(leiria, 'Mercedes-Benz E-Class')).toMatchObject({ price_cents: 14_000, price_rule: 'zone' });
  });

  it('the cart charges a long trip exactly the price its offer showed', async () => {
    const o = byName(await offers({ dropOffLocation: 'pt-setubal-sines' }), 'Mercedes-Benz E-Class');
    const { res } = await putCart(t.app, [lineOf(o)]);
    expect(res.statusCode).toBe(200);
    const cart = json<{ content: { items: { total_cents: number }[]; total_price: number } }>(res).content;
    expect(cart.items[0]?.total_cents).toBe(19_520);
    // A line whose ends are not on the fixed list cannot be priced as shown: refused, never sold at the flat value.
    const bad = await putCart(t.app, [{ ...lineOf(o), notes: { ...lineOf(o).notes, dropOffMapsId: 'nowhere' } }]);
    expect(bad.res.statusCode).toBe(422);
  });

  it('a vehicle is not offered on its blocked day, and is the day after', async () => {
    const blocked = futureDate(45);
    expect((await offers({ pickupDate: blocked })).map((o) => o.name)).not.toContain('Mercedes-Benz E-Class');
    expect((await offers({ pickupDate: futureDate(46) })).map((o) => o.name)).toContain('Mercedes-Benz E-Class');
  });

  it('a car with one unit is sold once for overlapping times, even to two customers paying at once', async () => {
    const day = futureDate(30);
    const o = byName(await offers({ pickupDate: day }), 'Mercedes-Benz S-Class');
    const [units] = await sqlRows<{ units: number }>(t, sql`select units from vehicles where id = ${o.id}`);
    expect(units?.units).toBe(1);
    for (const token of clients.slice(0, 2))
      expect((await putCart(t.app, [lineOf(o, '10:00', day)], bearer(token))).res.statusCode).toBe(200);
    const [a, b] = await Promise.all([pay(clients[0]!), pay(clients[1]!)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(json<{ errors: Record<string, string[]> }>(refused).errors['items.0']).toEqual([
      'This vehicle has just been booked for that time. Please search again and choose another vehicle.',
    ]);
    // Booked 10:00 for 14 km: busy until 10:45. Not offered at 10:30; offered again at 11:00.
    expect((await offers({ pickupDate: day, pickupTime: '10:30' })).map((x) => x.id)).not.toContain(o.id);
    expect((await offers({ pickupDate: day, pickupTime: '11:00' })).map((x) => x.id)).toContain(o.id);
    // The cart says so too, before paying.
    const late = await putCart(t.app, [lineOf(o, '10:30', day)], bearer(clients[2]!));
    expect(late.res.statusCode).toBe(422);
  });

  it('a car with two units takes two overlapping trips, not three', async () => {
    const day = futureDate(31);
    const o = byName(await offers({ pickupDate: day }), 'Mercedes-Benz E-Class');
    for (const token of clients.slice(0, 2)) {
      expect((await putCart(t.app, [lineOf(o, '10:00', day)], bearer(token))).res.statusCode).toBe(200);
      expect((await pay(token)).statusCode).toBe(200);
    }
    expect((await offers({ pickupDate: day })).map((x) => x.id)).not.toContain(o.id);
    expect((await putCart(t.app, [lineOf(o, '10:00', day)], bearer(clients[2]!))).res.statusCode).toBe(422);
  });

  it('a customer’s own unpaid attempt does not keep their cart from the car; another customer’s does', async () => {
    const day = futureDate(32);
    const o = byName(await offers({ pickupDate: day }), 'Mercedes-Benz S-Class');
    expect((await putCart(t.app, [lineOf(o, '10:00', day)], bearer(clients[0]!))).res.statusCode).toBe(200);
    // An MB WAY payment the customer has not approved yet: the booking waits for it.
    const waiting = await book(t.app, bearer(clients[0]!), { payment_method: 'mbway', customer_phone: '912000003' });
    expect(waiting.statusCode).toBe(200);
    expect((await putCart(t.app, [lineOf(o, '10:00', day)], bearer(clients[0]!))).res.statusCode).toBe(200);
    expect((await putCart(t.app, [lineOf(o, '10:00', day)], bearer(clients[1]!))).res.statusCode).toBe(422);
  });
});
