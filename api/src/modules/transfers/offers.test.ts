// Staff answer a transfer quote request with a priced offer; the customer is mailed a single-use link,
// reads the offer, puts it in the cart (priced from the offer row, never from the client) and books it once.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Cart, TransferQuoteOffer, TransferQuoteRequest } from '@mp/shared/contracts';
import { bearer, createUser, json, lastMail, login, type TestApp } from '../../../test/helpers';
import { seededApp, sqlRows } from '../catalogue/test-catalogue';
import { book, experience, futureDate, line, partnerCompany, putCart } from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';
import { lisbonToday } from '../../lib/lisbon-time';
import { bookingItemRecords, bookingItemView } from '../bookings/views';

let t: TestApp;
let staff: string;
let vehicle: { id: number; company_id: number; service_id: number; name: string; car_type: string };
let otherVehicle: { id: number };

beforeAll(async () => {
  t = await seededApp();
  staff = (await createStaffUser(t.app, t.database, 'support')).token;
  const found = await sqlRows<{ id: number; company_id: number; service_id: number; name: string; car_type: string }>(
    t,
    sql`select v.id, v.company_id, v.name, v.car_type, (select s.id from services s where s.company_id = v.company_id and s.kind = 'transfer' and s.status = 'active' order by s.id limit 1) as service_id
      from vehicles v join companies co on co.id = v.company_id
      where v.status = 'active' and co.status = 'active'
        and exists (select 1 from services s where s.company_id = v.company_id and s.kind = 'transfer' and s.status = 'active')
      order by v.id`,
  );
  const first = found[0];
  if (!first) throw new Error('the seed has no active transfer vehicle');
  vehicle = first;
  const [other] = await sqlRows<{ id: number }>(
    t,
    sql`select id from vehicles where company_id <> ${first.company_id} order by id limit 1`,
  );
  if (!other) throw new Error('the seed has vehicles of one company only');
  otherVehicle = other;
});
afterAll(async () => t.close());

const inDays = (days: number) => {
  const d = new Date(`${lisbonToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** A quote request picked up at 09:15 `days` from today: tests that book take days of their own, as each booking takes the car. */
async function quoteRequest(
  email: string,
  language: string,
  headers: Record<string, string> = {},
  days = 12,
): Promise<TransferQuoteRequest> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/transfers-quote-request',
    headers,
    payload: {
      first_name: 'Marta',
      last_name: 'Reis',
      email,
      pickupLocation: 'lisbon-airport',
      dropOffLocation: 'pt-lisboa-cascais',
      pickupDate: inDays(days),
      pickupTime: '09:15',
      numberOfPassengers: 2,
      language,
    },
  });
  expect(res.statusCode).toBe(201);
  return json<{ content: TransferQuoteRequest }>(res).content;
}

const longDate = (day: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
const validUntil = () => new Date(Date.now() + 5 * 86_400_000).toISOString();
const answer = (id: number, payload: Record<string, unknown>, token = staff, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/super/transfer-quotes/${id}/answer`,
    headers: { ...bearer(token), ...headers },
    payload: {
      price_cents: 18_500,
      company_id: vehicle.company_id,
      vehicle_id: vehicle.id,
      valid_until: validUntil(),
      message: 'Meet at arrivals, door 3.',
      ...payload,
    },
  });
const tokenOf = (text: string) => {
  const m = /transfer-offer\?token=([^\s&]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no offer link in: ${text}`);
  return decodeURIComponent(m[1]);
};
/** What the driver needs of an airport pickup: the requests below are picked up at Lisbon airport. */
const DRIVER = { flightNumber: 'tp 1234', dropOffAddress: 'Hotel Albatroz, Cascais', leadPhone: '+351 912 345 678' };
const DRIVER_NOTES = {
  flightNumber: 'TP1234',
  dropOffAddress: 'Hotel Albatroz, Cascais',
  leadPhone: '+351 912 345 678',
  airportPickup: true,
};
const offerLine = (token: string, serviceId = vehicle.service_id, driver: Record<string, string> = DRIVER) => ({
  id: 'quoted-transfer',
  service_id: serviceId,
  quantity: 2,
  date: inDays(1),
  notes: { transfer_offer_token: token, price_cents: 1, ...driver },
});

describe('POST /api/super/transfer-quotes/{id}/answer', () => {
  it('refuses non-staff (401/403) and answers a 422 field map in en and pt', async () => {
    const req = await quoteRequest('field@example.pt', 'en');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/super/transfer-quotes/${req.id}/answer`, payload: {} }))
        .statusCode,
    ).toBe(401);
    await createUser(t.database, 'CLIENT', 'nosy@example.pt');
    expect((await answer(req.id, {}, await login(t.app, 'nosy@example.pt'))).statusCode).toBe(403);
    const content = (await createStaffUser(t.app, t.database, 'content')).token;
    expect((await answer(req.id, {}, content)).statusCode).toBe(403);

    const partners = await t.app.inject({
      method: 'GET',
      url: '/api/super/transfer-quotes/partners',
      headers: bearer(staff),
    });
    expect(partners.statusCode).toBe(200);
    const list = json<{ content: { id: number; vehicles: { id: number }[] }[] }>(partners).content;
    expect(list.find((p) => p.id === vehicle.company_id)?.vehicles.map((v) => v.id)).toContain(vehicle.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/super/transfer-quotes/partners', headers: bearer(content) }))
        .statusCode,
    ).toBe(403);

    const bad = {
      price_cents: 0,
      vehicle_id: otherVehicle.id,
      valid_until: new Date(Date.now() - 60_000).toISOString(),
    };
    const en = await answer(req.id, bad);
    expect(en.statusCode).toBe(422);
    const errors = json<{ errors: Record<string, string[]> }>(en).errors;
    expect(Object.keys(errors).sort()).toEqual(['price_cents', 'valid_until', 'vehicle_id']);
    expect(errors.vehicle_id?.[0]).toBe('Choose an active vehicle of this partner.');
    const pt = json<{ errors: Record<string, string[]> }>(
      await answer(req.id, bad, staff, { 'accept-language': 'pt' }),
    ).errors;
    expect(pt.vehicle_id?.[0]).toBe('Escolha um veículo ativo deste parceiro.');
    expect(pt.valid_until?.[0]).toBe('A oferta tem de ser válida até um momento no futuro.');
    const tooDear = json<{ errors: Record<string, string[]> }>(
      await answer(req.id, { price_cents: 10_000_001 }),
    ).errors;
    expect(Object.keys(tooDear)).toEqual(['price_cents']);
    expect((await answer(999_999, {})).statusCode).toBe(404);
    const [row] = await sqlRows<{ status: string; n: number }>(
      t,
      sql`select r.status, (select count(*)::int from transfer_quote_offers o where o.request_id = r.id) as n from transfer_quote_requests r where r.id = ${req.id}`,
    );
    expect(row).toEqual({ status: 'open', n: 0 });
  });

  it('answer → pt mail with a single-use link → offer → cart line priced from the offer → booking; reuse refused', async () => {
    const req = await quoteRequest('marta@example.pt', 'pt');
    const res = await answer(req.id, {});
    expect(res.statusCode).toBe(200);
    const offer = json<{ content: TransferQuoteOffer }>(res).content;
    expect(offer).toMatchObject({
      request_id: req.id,
      price_cents: 18_500,
      service_id: vehicle.service_id,
      booked: false,
      passengers: 2,
    });

    const [request] = await sqlRows<{ status: string }>(
      t,
      sql`select status from transfer_quote_requests where id = ${req.id}`,
    );
    expect(request?.status).toBe('quoted');
    const [audit] = await sqlRows<{ action: string; after: { offer_id: number } }>(
      t,
      sql`select action, after from audit_log where entity = 'transfer_quote_request' and entity_id = ${req.id}`,
    );
    expect(audit).toMatchObject({ action: 'transfer_quote.answer', after: { offer_id: offer.id } });

    const mail = await lastMail(t.app, 'marta@example.pt');
    expect(mail.subject).toBe('O seu orçamento de transfer');
    expect(mail.text).toMatch(/\/pt\/transfer-offer\?token=/);
    expect(mail.text).toMatch(/185,00/);
    const token = tokenOf(mail.text);
    const [stored] = await sqlRows<{ token_hash: string }>(
      t,
      sql`select token_hash from transfer_quote_offers where id = ${offer.id}`,
    );
    expect(stored?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored?.token_hash).not.toContain(token);

    const shown = await t.app.inject({ method: 'GET', url: `/api/transfer-offers/${encodeURIComponent(token)}` });
    expect(shown.statusCode).toBe(200);
    expect(json<{ content: TransferQuoteOffer }>(shown).content).toMatchObject({
      price_cents: 18_500,
      airport_pickup: true,
    });

    // The client's date and price are ignored: the line takes the offer's price and pickup.
    const { res: cartRes, token: cartToken } = await putCart(t.app, [offerLine(token)]);
    expect(cartRes.statusCode).toBe(200);
    const cart = json<{ content: Cart }>(cartRes).content;
    expect(cart.items[0]).toMatchObject({
      total_cents: 18_500,
      vehicle_id: vehicle.id,
      date: inDays(12),
      time: '09:15',
    });
    // The vehicle shown is the offer's, set by the server.
    expect(cart.items[0]?.notes).toEqual({
      price_cents: 1,
      transfer_offer_token: token,
      transfer_offer_id: offer.id,
      vehicleName: vehicle.name,
      carType: vehicle.car_type,
      ...DRIVER_NOTES,
    });
    expect(cart.total_price).toBe(18_500);

    const paid = await book(
      t.app,
      { 'x-cart-token': cartToken ?? '' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
    expect(paid.statusCode).toBe(200);
    const bookingId = json<{ content: { booking_id: number; booking_status: string } }>(paid).content.booking_id;
    const [item] = await sqlRows<{ value_cents: number; vehicle_id: number; booking_id: number }>(
      t,
      sql`select i.value_cents, i.vehicle_id, o.booking_id from booking_items i join transfer_quote_offers o on o.booking_id = i.booking_id where i.booking_id = ${bookingId}`,
    );
    expect(item).toEqual({ value_cents: 18_500, vehicle_id: vehicle.id, booking_id: bookingId });
    const [kept] = await sqlRows<{ notes: Record<string, unknown> }>(
      t,
      sql`select annotations->'notes' as notes from booking_items where booking_id = ${bookingId}`,
    );
    expect(kept?.notes).toEqual({
      price_cents: 1,
      transfer_offer_id: offer.id,
      vehicleName: vehicle.name,
      carType: vehicle.car_type,
      ...DRIVER_NOTES,
    });

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/transfer-offers/${encodeURIComponent(token)}`,
      headers: { 'accept-language': 'pt' },
    });
    expect(again.statusCode).toBe(410);
    expect(json<{ message: string }>(again).message).toBe('Esta oferta de transfer já foi reservada.');
    const reuse = await putCart(t.app, [offerLine(token)]);
    expect(reuse.res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(reuse.res).errors['items.0']?.[0]).toBe(
      'This transfer offer has already been booked.',
    );
  });

  it('a line not priced from an offer cannot claim one by naming transfer_offer_id in its notes', async () => {
    const req = await quoteRequest('victim@example.pt', 'en', {}, 13);
    const res = await answer(req.id, {});
    expect(res.statusCode).toBe(200);
    const offer = json<{ content: TransferQuoteOffer }>(res).content;
    const token = tokenOf((await lastMail(t.app, 'victim@example.pt')).text);

    const serviceId = await experience(t.database.db, await partnerCompany(t.database));
    const forged = { ...line(serviceId, futureDate()), notes: { transfer_offer_id: offer.id } };
    const { res: cartRes, token: cartToken } = await putCart(t.app, [forged]);
    expect(cartRes.statusCode).toBe(200);
    expect(json<{ content: Cart }>(cartRes).content.items[0]?.notes).not.toHaveProperty('transfer_offer_id');
    const paid = await book(
      t.app,
      { 'x-cart-token': cartToken ?? '' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
    expect(paid.statusCode).toBe(200);
    const [row] = await sqlRows<{ booking_id: number | null }>(
      t,
      sql`select booking_id from transfer_quote_offers where id = ${offer.id}`,
    );
    expect(row?.booking_id).toBeNull();
    const [kept] = await sqlRows<{ notes: Record<string, unknown> }>(
      t,
      sql`select annotations->'notes' as notes from booking_items where booking_id = ${json<{ content: { booking_id: number } }>(paid).content.booking_id}`,
    );
    expect(kept?.notes).not.toHaveProperty('transfer_offer_id');

    // The owner still books it.
    const own = await putCart(t.app, [offerLine(token)]);
    expect(own.res.statusCode).toBe(200);
    const ownPaid = await book(
      t.app,
      { 'x-cart-token': own.token ?? '' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
    expect(ownPaid.statusCode).toBe(200);
  });

  it('an offer asks what the driver needs as any transfer does: 422 on a missing flight number at Pay (en/pt), the details on the booking item the partner reads', async () => {
    const req = await quoteRequest('flight@example.pt', 'en', {}, 14);
    expect((await answer(req.id, {})).statusCode).toBe(200);
    const token = tokenOf((await lastMail(t.app, 'flight@example.pt')).text);
    // A malformed phone is refused in the cart already; a missing flight number only when paying (the cart keeps an unfinished line).
    const malformed = await putCart(t.app, [offerLine(token, vehicle.service_id, { ...DRIVER, leadPhone: 'call me' })]);
    expect(malformed.res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(malformed.res).errors)).toEqual([
      'items.0.leadPhone',
    ]);
    const { flightNumber: _none, ...withoutFlight } = DRIVER;
    const { res, token: cartToken } = await putCart(t.app, [offerLine(token, vehicle.service_id, withoutFlight)]);
    expect(res.statusCode).toBe(200);
    const refused = await book(
      t.app,
      { 'x-cart-token': cartToken ?? '' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors).toEqual({
      'items.0.flightNumber': ['Enter the flight number, so the driver can follow your flight.'],
    });
    const pt = await book(
      t.app,
      { 'x-cart-token': cartToken ?? '', 'accept-language': 'pt-PT' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
    expect(json<{ errors: Record<string, string[]> }>(pt).errors['items.0.flightNumber']?.[0]).toMatch(/voo/);

    const fixed = await putCart(t.app, [offerLine(token)], { 'x-cart-token': cartToken ?? '' });
    expect(fixed.res.statusCode).toBe(200);
    const paid = await book(
      t.app,
      { 'x-cart-token': cartToken ?? '' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
    expect(paid.statusCode).toBe(200);
    const bookingId = json<{ content: { booking_id: number } }>(paid).content.booking_id;
    // The partner and the back office read the item's trip from the same view as any transfer's.
    const [record] = await bookingItemRecords(t.database.db, sql`bi.booking_id = ${bookingId}`);
    expect(bookingItemView(record!, 'en').trip).toMatchObject({
      airportPickup: true,
      details: { flightNumber: 'TP1234', dropOffAddress: 'Hotel Albatroz, Cascais', leadPhone: '+351 912 345 678' },
    });
  });

  it('an offer line books the request passengers whatever quantity the client sends; a vehicle too small for them is refused (422 en/pt)', async () => {
    const req = await quoteRequest('seats@example.pt', 'en', {}, 15);
    const [v] = await sqlRows<{ seats: number }>(t, sql`select seats from vehicles where id = ${vehicle.id}`);
    if (!v) throw new Error('vehicle vanished');
    await t.database.db.execute(
      sql`update transfer_quote_requests set passengers = ${v.seats + 1} where id = ${req.id}`,
    );
    const small = await answer(req.id, {});
    expect(small.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(small).errors.vehicle_id?.[0]).toBe(
      `This vehicle has ${v.seats} seats; the request is for ${v.seats + 1} passengers.`,
    );
    const pt = await answer(req.id, {}, staff, { 'accept-language': 'pt' });
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.vehicle_id?.[0]).toBe(
      `Este veículo tem ${v.seats} lugares; o pedido é para ${v.seats + 1} passageiros.`,
    );

    await t.database.db.execute(sql`update transfer_quote_requests set passengers = 2 where id = ${req.id}`);
    expect((await answer(req.id, {})).statusCode).toBe(200);
    const token = tokenOf((await lastMail(t.app, 'seats@example.pt')).text);
    const { res, token: cartToken } = await putCart(t.app, [{ ...offerLine(token), quantity: 7 }]);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: Cart }>(res).content.items[0]).toMatchObject({ quantity: 2, total_cents: 18_500 });
    const paid = await book(
      t.app,
      { 'x-cart-token': cartToken ?? '' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
    expect(paid.statusCode).toBe(200);
    const [item] = await sqlRows<{ quantity: number; value_cents: number }>(
      t,
      sql`select quantity, value_cents from booking_items where booking_id = ${json<{ content: { booking_id: number } }>(paid).content.booking_id}`,
    );
    expect(item).toEqual({ quantity: 2, value_cents: 18_500 });
  });

  it('answers 200 with the saved offer when the mail fails, so staff do not retry into a second live offer', async () => {
    const req = await quoteRequest('nomail@example.pt', 'en');
    const mailer = t.app.mailer;
    const original = mailer.send;
    let calls = 0;
    mailer.send = async () => {
      calls += 1;
      throw new Error('smtp down');
    };
    try {
      const res = await answer(req.id, {});
      expect(calls).toBe(1);
      expect(res.statusCode).toBe(200);
      const offer = json<{ content: TransferQuoteOffer }>(res).content;
      expect(offer).toMatchObject({ request_id: req.id, price_cents: 18_500, booked: false });
      const stored = await sqlRows<{ id: number }>(
        t,
        sql`select id from transfer_quote_offers where request_id = ${req.id}`,
      );
      expect(stored).toEqual([{ id: offer.id }]);
    } finally {
      mailer.send = original;
    }
  });

  it('an expired offer is refused (410 on the link, 422 in the cart); the mail is in English for an en request', async () => {
    const req = await quoteRequest('late@example.pt', 'en');
    const res = await answer(req.id, { price_cents: 9_900 });
    expect(res.statusCode).toBe(200);
    const mail = await lastMail(t.app, 'late@example.pt');
    expect(mail.subject).toBe('Your transfer quote');
    const token = tokenOf(mail.text);
    await t.database.db.execute(
      sql`update transfer_quote_offers set valid_until = now() - interval '1 minute' where request_id = ${req.id}`,
    );
    const gone = await t.app.inject({ method: 'GET', url: `/api/transfer-offers/${encodeURIComponent(token)}` });
    expect(gone.statusCode).toBe(410);
    expect(json<{ message: string }>(gone).message).toMatch(/expired/);
    const cart = await putCart(t.app, [offerLine(token)]);
    expect(cart.res.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/transfer-offers/not-a-real-token-at-all' })).statusCode,
    ).toBe(404);
  });

  it("the offer mail names both places in its reader's language, never by their internal id", async () => {
    // A guest's request filled in English, driver language Portuguese: a Portuguese mail with the Portuguese names.
    const guest = await quoteRequest('places@example.pt', 'pt');
    expect(guest.pickup_location).toBe('Lisbon Airport (pt-lisboa-poi-lisbon-airport)');
    expect((await answer(guest.id, {})).statusCode).toBe(200);
    const pt = await lastMail(t.app, 'places@example.pt');
    expect(pt.text).toContain(`de Aeroporto de Lisboa para Cascais em ${longDate(inDays(12), 'pt-PT')} às 09:15:`);
    expect(pt.text).not.toContain('pt-lisboa');

    // A signed-in customer whose account reads English, form filled in Portuguese: an English mail, English names.
    const email = 'account-places@example.pt';
    const userId = await createUser(t.database, 'CLIENT', email);
    await t.database.db.execute(sql`insert into user_preferences (user_id, language) values (${userId}, 'en')`);
    const own = await quoteRequest(email, 'pt', { ...bearer(await login(t.app, email)), 'accept-language': 'pt' });
    expect(own.pickup_location).toBe('Aeroporto de Lisboa (pt-lisboa-poi-lisbon-airport)');
    expect((await answer(own.id, {})).statusCode).toBe(200);
    const en = await lastMail(t.app, email);
    expect(en.subject).toBe('Your transfer quote');
    expect(en.text).toContain(`from Lisbon Airport to Cascais on ${longDate(inDays(12), 'en-GB')} at 09:15:`);
    expect(en.text).not.toContain('pt-lisboa');
  });

  it('staff close a request with a reason (422 en/pt without one; audited); a closed request cannot be answered', async () => {
    const req = await quoteRequest('closing@example.pt', 'en');
    const close = (reason: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/super/transfer-quotes/${req.id}/close`,
        headers: { ...bearer(staff), ...headers },
        payload: { reason },
      });
    expect(json<{ errors: Record<string, string[]> }>(await close('  ')).errors.reason?.[0]).toBe(
      'Say why the request is closed.',
    );
    expect(
      json<{ errors: Record<string, string[]> }>(await close('', { 'accept-language': 'pt' })).errors.reason?.[0],
    ).toBe('Indique porque é que o pedido é fechado.');
    expect((await close('No vehicle free that day')).statusCode).toBe(200);
    const [row] = await sqlRows<{ status: string; reason: string }>(
      t,
      sql`select r.status, a.after->>'reason' as reason from transfer_quote_requests r join audit_log a on a.entity = 'transfer_quote_request' and a.entity_id = r.id::text and a.action = 'transfer_quote.close' where r.id = ${req.id}`,
    );
    expect(row).toEqual({ status: 'closed', reason: 'No vehicle free that day' });
    expect((await answer(req.id, {})).statusCode).toBe(422);
  });
});

describe('the quoted car', () => {
  const offerFor = async (email: string, days: number, vehicleId = vehicle.id) => {
    const req = await quoteRequest(email, 'en', {}, days);
    return { req, answered: await answer(req.id, { vehicle_id: vehicleId }) };
  };
  const bookOffer = async (email: string) => {
    const { res, token: cartToken } = await putCart(t.app, [offerLine(tokenOf((await lastMail(t.app, email)).text))]);
    if (res.statusCode !== 200) return res;
    return book(
      t.app,
      { 'x-cart-token': cartToken ?? '' },
      { payment_method: 'card', card_number: '4242424242424242' },
    );
  };
  const firstError = (res: Awaited<ReturnType<typeof answer>>) =>
    json<{ errors: Record<string, string[]> }>(res).errors;

  it('is taken for the trip like a priced car: one unit per booked offer, and an offer of a car taken then is refused', async () => {
    const [row] = await sqlRows<{ units: number }>(t, sql`select units from vehicles where id = ${vehicle.id}`);
    const units = row!.units;
    // Offers for every unit, all sent before any is booked: each books while a unit is free.
    const emails = Array.from({ length: units + 1 }, (_, n) => `unit-${n}@example.pt`);
    for (const email of emails) expect((await offerFor(email, 20)).answered.statusCode).toBe(200);
    for (const email of emails.slice(0, units)) expect((await bookOffer(email)).statusCode).toBe(200);
    const [held] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from vehicle_busy_windows where vehicle_id = ${vehicle.id}
        and starts_at::date = ${inDays(20)}::date`,
    );
    expect(held?.n).toBe(units);
    // The last offer was sent while a unit was free; its car is now taken at that time.
    const late = await bookOffer(emails[units]!);
    expect(late.statusCode).toBe(422);
    expect(firstError(late)['items.0']).toEqual([
      'The car of this offer has been booked for that time in the meantime. Please ask us for a new quote: we will find you another.',
    ]);
    // Staff cannot send an offer of that car for that time any more.
    const refused = (await offerFor('unit-more@example.pt', 20)).answered;
    expect(refused.statusCode).toBe(422);
    expect(firstError(refused).vehicle_id).toEqual([
      'This vehicle is already booked at that time, or not available that day: choose another.',
    ]);
  });

  it('is not sold on a day the partner blocked it', async () => {
    expect((await offerFor('blocked-later@example.pt', 22)).answered.statusCode).toBe(200);
    await t.database.db.execute(
      sql`insert into vehicle_blocked_dates (vehicle_id, date) values (${vehicle.id}, ${inDays(22)})`,
    );
    const res = await bookOffer('blocked-later@example.pt');
    expect(res.statusCode).toBe(422);
    expect(firstError(res)['items.0']).toEqual([
      'The car of this offer is not available on that day any more. Please ask us for a new quote: we will find you another.',
    ]);
    expect((await offerFor('blocked-before@example.pt', 22)).answered.statusCode).toBe(422);
  });
});

describe('the price a quote answer suggests', () => {
  it('is each vehicle’s routed price for the request’s trip, by the same rules as the storefront', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transfers-quote-request',
      payload: {
        first_name: 'Marta',
        last_name: 'Reis',
        email: 'sines@example.pt',
        pickupLocation: 'lisbon-airport',
        dropOffLocation: 'pt-setubal-sines',
        pickupDate: inDays(12),
        pickupTime: '09:15',
        numberOfPassengers: 2,
      },
    });
    const request = json<{ content: TransferQuoteRequest }>(res).content;
    type Partner = { trade_name: string; vehicles: { name: string; suggested_price_cents?: number | null }[] };
    const partners = async (url: string) =>
      json<{ content: Partner[] }>(await t.app.inject({ method: 'GET', url, headers: bearer(staff) })).content;
    const tejo = (await partners(`/api/super/transfer-quotes/partners?request_id=${request.id}`)).find(
      (p) => p.trade_name === 'Tejo Transfers',
    );
    const price = (name: string) => tejo?.vehicles.find((v) => v.name === name)?.suggested_price_cents;
    // 122 km at €1.60 and at €2; the S-Class has no route prices: its flat value.
    expect(price('Mercedes-Benz E-Class')).toBe(19_520);
    expect(price('Mercedes-Benz V-Class')).toBe(24_400);
    expect(price('Mercedes-Benz S-Class')).toBe(9000);
    const plain = await partners('/api/super/transfer-quotes/partners');
    expect(plain.flatMap((p) => p.vehicles).some((v) => 'suggested_price_cents' in v)).toBe(false);
  });
});
