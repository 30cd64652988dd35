// A transfer keeps its trip and what the driver needs. Paying asks for the flight number (airport
// pickups), the addresses and the lead passenger's phone, as a 422 field map in en and pt; once paid, the details and
// the trip are on the booking item the customer and the partner read, in the confirmation mail and on the voucher.
import { sql } from 'drizzle-orm';
import type { PageOf, TransferOffer } from '@mp/shared/contracts';
import { OWNER_PASSWORD } from '../../db/seed/accounts';
import { bearer, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import { getJson, seededApp, sqlRows } from '../catalogue/test-catalogue';
import { book, futureDate, putCart } from '../bookings/checkout-fixtures';
import type { VoucherT } from '../bookings/voucher';

let t: TestApp;
let client: string;
beforeAll(async () => {
  t = await seededApp();
  await createUser(t.database, 'CLIENT', 'traveller@example.pt');
  client = await login(t.app, 'traveller@example.pt');
});
afterAll(async () => t.close());

const date = futureDate(12);
const back = futureDate(16);
const query = new URLSearchParams({
  pickupLocation: 'lisbon-airport',
  dropOffLocation: 'pt-lisboa-cascais',
  pickupDate: date,
  pickupTime: '10:05',
  isRoundtrip: '1',
  returnPickupDate: back,
  returnPickupTime: '18:30',
  numberOfPassengers: '3',
  babySeats: '1',
  luggagePieces: '4',
}).toString();

async function offer(): Promise<TransferOffer & { service_id: number }> {
  const found = (await getJson<PageOf<TransferOffer>>(t, `/api/transfers?${query}`)).body.content.data.find(
    (o) => o.service_id !== null,
  );
  if (!found || found.service_id === null) throw new Error('no bookable offer');
  return found as TransferOffer & { service_id: number };
}

const DETAILS = {
  flightNumber: 'tp 1234',
  dropOffAddress: 'Hotel Albatroz, Rua Frederico Arouca 100',
  leadPhone: '+351 912 345 678',
};
const lineOf = (o: TransferOffer & { service_id: number }, details: Record<string, string>) => ({
  id: `transfer-${o.id}`,
  service_id: o.service_id,
  vehicle_id: o.id,
  date,
  time: '10:05',
  quantity: 3,
  notes: { ...o.notes, vehicle_id: o.id, ...details },
});
const pay = (locale = 'en') =>
  book(
    t.app,
    { ...bearer(client), 'accept-language': locale },
    {
      payment_method: 'card',
      card_number: '4242424242424242',
      billingData: { first_name: 'Rui', last_name: 'Costa', email: 'traveller@example.pt' },
    },
  );

describe('transfer driver details', () => {
  it('paying for an airport pickup without the details is a 422 on each field, in en and pt; the cart keeps the line', async () => {
    const o = await offer();
    expect((await putCart(t.app, [lineOf(o, {})], bearer(client))).res.statusCode).toBe(200);
    const en = await pay('en');
    expect(en.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(en).errors).toEqual({
      'items.0.flightNumber': ['Enter the flight number, so the driver can follow your flight.'],
      'items.0.dropOffAddress': ['Enter the drop-off address.'],
      'items.0.leadPhone': ["Enter the lead passenger's phone number."],
    });
    const pt = await pay('pt');
    expect(json<{ errors: Record<string, string[]> }>(pt).errors['items.0.flightNumber']).toEqual([
      'Indique o número do voo, para o motorista acompanhar o seu voo.',
    ]);
    const [count] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from bookings b join users u on u.id = b.user_id where u.email = 'traveller@example.pt'`,
    );
    expect(count?.n).toBe(0);
  });

  it('the cart refuses a malformed flight number or phone, in en and pt', async () => {
    const o = await offer();
    const bad = [lineOf(o, { flightNumber: 'TAP', leadPhone: 'call me' })];
    const en = await putCart(t.app, bad, bearer(client));
    expect(en.res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(en.res).errors).toEqual({
      'items.0.flightNumber': ['Enter a flight number such as TP1234.'],
      'items.0.leadPhone': ['Enter a phone number with the country code, such as +351 912 345 678.'],
    });
    const pt = await putCart(t.app, bad, { ...bearer(client), 'accept-language': 'pt' });
    expect(json<{ errors: Record<string, string[]> }>(pt.res).errors['items.0.leadPhone']).toEqual([
      'Indique um número de telefone com o indicativo do país, como +351 912 345 678.',
    ]);
  });

  it('a fixed-price airport run from its service page asks for the same details', async () => {
    const [run] = await sqlRows<{ id: number }>(
      t,
      sql`select id from services where slug = 'lisbon-airport-private-transfer'`,
    );
    const item = { id: 'airport-run', service_id: run!.id, date, quantity: 2, notes: {} };
    expect((await putCart(t.app, [item], bearer(client))).res.statusCode).toBe(200);
    const res = await pay();
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors).sort()).toEqual([
      'items.0.dropOffAddress',
      'items.0.flightNumber',
      'items.0.leadPhone',
    ]);
  });

  it('stores the details with the trip; the customer, the partner, the mail and the voucher show them; the price is unchanged', async () => {
    const o = await offer();
    const cart = await putCart(t.app, [lineOf(o, DETAILS)], bearer(client));
    expect(cart.res.statusCode).toBe(200);
    const wire = json<{ content: { total_price: number; items: { notes: Record<string, unknown> }[] } }>(
      cart.res,
    ).content;
    expect(wire.total_price).toBe(o.price_cents);
    expect(wire.items[0]?.notes).toMatchObject({
      flightNumber: 'TP1234',
      airportPickup: true,
      vehicleName: o.name,
      carType: o.car_type,
    });

    const res = await pay();
    expect(res.statusCode).toBe(200);
    const { reference, total_cents, booking_id } = json<{
      content: { reference: string; total_cents: number; booking_id: number };
    }>(res).content;
    expect(total_cents).toBe(o.price_cents);

    // Purchase-complete reads the trip from the payment status (opened with id + reference only): the phone masked.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${booking_id}/payment-status?reference=${reference}`,
    });
    const line = json<{
      content: { items: { trip: { from: string; details: { flightNumber: string; leadPhone: string } } }[] };
    }>(status).content.items[0];
    expect(line?.trip).toMatchObject({
      from: 'Lisbon Airport',
      details: { flightNumber: 'TP1234', leadPhone: '••• 678' },
    });

    const [stored] = await sqlRows<{ notes: Record<string, unknown> }>(
      t,
      sql`select bi.annotations->'notes' as notes from booking_items bi join bookings b on b.id = bi.booking_id where b.reference = ${reference}`,
    );
    expect(stored?.notes).toMatchObject({
      flightNumber: 'TP1234',
      dropOffAddress: DETAILS.dropOffAddress,
      leadPhone: DETAILS.leadPhone,
      isRoundtrip: true,
    });

    const mine = await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers: bearer(client) });
    const items = json<{ content: { data: { items: { trip: unknown; booking: { reference: string } }[] }[] } }>(
      mine,
    ).content.data.flatMap((b) => b.items);
    const trip = items.find((i) => i.booking.reference === reference)?.trip;
    expect(trip).toMatchObject({
      from: 'Lisbon Airport',
      to: 'Cascais',
      outbound: { date, time: '10:05' },
      return: { date: back, time: '18:30' },
      passengers: 3,
      babySeats: 1,
      luggage: 4,
      vehicleName: o.name,
      airportPickup: true,
      details: {
        flightNumber: 'TP1234',
        leadPhone: DETAILS.leadPhone,
        dropOffAddress: DETAILS.dropOffAddress,
        pickupAddress: '',
      },
    });

    // The partner reads the same, read only, among its accepted bookings: a transfer is confirmed on payment (ADR 049).
    const [owner] = await sqlRows<{ email: string }>(
      t,
      sql`select u.email from companies c join users u on u.id = c.owner_user_id join vehicles v on v.company_id = c.id where v.id = ${o.id}`,
    );
    const partner = await login(t.app, owner!.email, OWNER_PASSWORD);
    const seen = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/booking-items?destination=accepted&items=100',
      headers: bearer(partner),
    });
    expect(seen.statusCode).toBe(200);
    const row = json<{ content: { data: { trip: unknown; booking: { reference: string } }[] } }>(
      seen,
    ).content.data.find((i) => i.booking.reference === reference);
    expect(row?.trip).toMatchObject({ details: { flightNumber: 'TP1234', leadPhone: DETAILS.leadPhone } });

    let mail: { subject: string; text: string } | undefined;
    for (let i = 0; i < 100 && !mail; i++) {
      mail = (await mailsTo(t.app, 'traveller@example.pt')).find((m) => m.subject.includes(reference));
      if (!mail) await new Promise((r) => setTimeout(r, 50));
    }
    expect(mail?.text).toContain('Lisbon Airport → Cascais');
    expect(mail?.text).toContain(`Return: ${back.split('-').reverse().join('/')} 18:30`);
    expect(mail?.text).toContain('3 passengers · 1 baby seat · 4 pieces of luggage');
    expect(mail?.text).toContain('Flight: TP1234');
    expect(mail?.text).toContain(`Lead passenger phone: ${DETAILS.leadPhone}`);
    expect(mail?.text).not.toContain('× 3');

    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${encodeURIComponent(reference)}/voucher`,
      headers: { ...bearer(client), 'accept-language': 'pt' },
    });
    expect(voucher.statusCode).toBe(200);
    const lines = json<{ content: VoucherT }>(voucher).content.items[0]?.trip.map((l) => l.text);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Lisbon Airport → Cascais',
        '3 passageiros · 1 cadeira de bebé · 4 volumes de bagagem',
        'Voo: TP1234',
      ]),
    );
  });
});
