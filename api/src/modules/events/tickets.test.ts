// Event tickets through the booking pipeline (docs/adr/043): an event service's sessions and ticket types, priced in
// the cart, paid like any service, confirmed at once, one ticket per person on the voucher, and a session's places
// taken under the same capacity locks as any service's (the last seat goes to one buyer only).
import { sql } from 'drizzle-orm';
import type { EventOffer } from '@mp/shared/contracts';
import { buildTestApp, json, type TestApp } from '../../../test/helpers';
import { eventSessions, eventTicketTypes, serviceDailyCapacity, services } from '../../db/schema';
import { book, futureDate, partnerCompany, putCart, scalar, type Catalogue } from '../bookings/checkout-fixtures';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const db = () => t.database.db;
let counter = 0;

interface Event {
  id: number;
  slug: string;
  dates: string[];
  seated: number;
  general: number;
}

/** An event on sale with two sessions (the second with `lastCapacity` places) and a seated and a standing ticket. */
async function event(o: { capacity?: number; lastCapacity?: number; soldOut?: boolean } = {}): Promise<Event> {
  const n = ++counter;
  const [service] = await db()
    .insert(services)
    .values({
      slug: `fado-night-${n}`,
      companyId: cat.companyId,
      categoryId: cat.categoryId,
      kind: 'event',
      nameEn: `Fado night ${n}`,
      namePt: `Noite de fado ${n}`,
      meetingPoint: { en: 'Coliseu dos Recreios, Lisboa', pt: 'Coliseu dos Recreios, Lisboa' },
      annotations: {
        calendar_price: false,
        free_cancellation: false,
        cancellation_policy: 0,
        notes: null,
        selected_language: null,
      },
      priceType: 'per_person',
      maxCapacity: 10,
      valueCents: 2500,
      dailyCapacity: 0,
      durationMinutes: 120,
      status: 'active',
    })
    .returning({ id: services.id, slug: services.slug });
  if (!service) throw new Error('event insert failed');
  const dates = [futureDate(8), futureDate(9)];
  await db()
    .insert(eventSessions)
    .values([
      { serviceId: service.id, date: dates[0]!, startTime: '21:30', capacity: o.capacity ?? 50 },
      { serviceId: service.id, date: dates[1]!, startTime: '21:30', capacity: o.lastCapacity ?? 50 },
    ]);
  if (o.soldOut)
    await db()
      .insert(serviceDailyCapacity)
      .values({ serviceId: service.id, date: dates[1]!, capacity: o.lastCapacity ?? 50, booked: o.lastCapacity ?? 50 });
  const types = await db()
    .insert(eventTicketTypes)
    .values([
      {
        serviceId: service.id,
        nameEn: 'Stalls seat',
        namePt: 'Lugar na plateia',
        seating: 'seated',
        priceCents: 4000,
        position: 0,
      },
      {
        serviceId: service.id,
        nameEn: 'General admission',
        namePt: 'Entrada geral',
        seating: 'general',
        priceCents: 2500,
        position: 1,
      },
    ])
    .returning({ id: eventTicketTypes.id, seating: eventTicketTypes.seating });
  const seated = types.find((x) => x.seating === 'seated')!.id;
  const general = types.find((x) => x.seating === 'general')!.id;
  return { id: service.id, slug: service.slug, dates, seated, general };
}

const ticketLine = (e: Event, date: string, ticketType: number, quantity: number) => ({
  id: `event-${e.id}-${date}-${ticketType}`,
  service_id: e.id,
  date,
  time: '21:30',
  quantity,
  notes: { ticket_type_id: ticketType },
});

const CARD = { payment_method: 'card', card_number: '4242424242424242' };

describe('an event on sale', () => {
  it('lists its sessions with the places left, a sold-out session marked, and its ticket types in the page language', async () => {
    const e = await event({ lastCapacity: 30, soldOut: true });
    const pt = await t.app.inject({
      method: 'GET',
      url: `/api/events/${e.slug}/sessions`,
      headers: { 'accept-language': 'pt' },
    });
    expect(pt.statusCode).toBe(200);
    const offer = json<{ content: EventOffer }>(pt).content;
    expect(offer.sessions.map((s) => [s.date, s.time, s.places_left, s.sold_out])).toEqual([
      [e.dates[0], '21:30', 50, false],
      [e.dates[1], '21:30', 0, true],
    ]);
    expect(offer.ticket_types.map((x) => [x.name, x.seating, x.price_cents])).toEqual([
      ['Lugar na plateia', 'seated', 4000],
      ['Entrada geral', 'general', 2500],
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/no-such-event/sessions' })).statusCode).toBe(404);
  });

  it('prices two ticket types as two lines of one session, and refuses a sold-out session and an unknown ticket type', async () => {
    const e = await event({ soldOut: true });
    const { res } = await putCart(t.app, [
      ticketLine(e, e.dates[0]!, e.seated, 2),
      ticketLine(e, e.dates[0]!, e.general, 1),
    ]);
    expect(res.statusCode).toBe(200);
    const cart = json<{
      content: { items: { name: string; total_cents: number; kind: string }[]; total_price: number };
    }>(res).content;
    expect(cart.items.map((i) => [i.kind, i.name, i.total_cents])).toEqual([
      ['event', `Fado night ${counter} — Stalls seat`, 8000],
      ['event', `Fado night ${counter} — General admission`, 2500],
    ]);
    expect(cart.total_price).toBe(10500);

    const soldOut = await putCart(t.app, [ticketLine(e, e.dates[1]!, e.general, 1)]);
    expect(soldOut.res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(soldOut.res).errors['items.0']).toEqual([
      'This date is sold out. Choose another date or remove this item.',
    ]);
    const unknownType = await putCart(t.app, [ticketLine(e, e.dates[0]!, 999999, 1)]);
    expect(json<{ errors: Record<string, string[]> }>(unknownType.res).errors['items.0']).toEqual([
      'This ticket type is no longer on sale. Choose another ticket type.',
    ]);
    const wrongTime = await putCart(t.app, [{ ...ticketLine(e, e.dates[0]!, e.general, 1), time: '18:00' }]);
    expect(json<{ errors: Record<string, string[]> }>(wrongTime.res).errors['items.0']).toEqual([
      'This session is no longer on sale. Choose another session or remove this item.',
    ]);
  });

  it('is paid like any service, confirmed at once, and its voucher has a ticket per person with type, session and venue', async () => {
    const e = await event();
    const date = e.dates[0]!;
    const { token } = await putCart(t.app, [ticketLine(e, date, e.seated, 2), ticketLine(e, date, e.general, 1)]);
    const paid = await book(t.app, { 'x-cart-token': token ?? '' }, CARD);
    expect(paid.statusCode).toBe(200);
    const created = json<{ content: { reference: string; booking_status: string; voucher_token: string } }>(
      paid,
    ).content;
    expect(created.booking_status).toBe('paid');
    expect(
      await scalar<string>(
        db(),
        sql`select string_agg(status, ',' order by id) from booking_items where service_id = ${e.id}`,
      ),
    ).toBe('confirmed,confirmed');
    // The session's places are taken like any service's day.
    expect(
      await scalar<number>(
        db(),
        sql`select booked from service_daily_capacity where service_id = ${e.id} and date = ${date}::date`,
      ),
    ).toBe(3);

    const voucher = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${created.reference}/voucher`,
      headers: { 'x-voucher-token': created.voucher_token, 'accept-language': 'pt' },
    });
    expect(voucher.statusCode).toBe(200);
    const items = json<{
      content: {
        items: {
          date: string;
          start_time: string;
          meeting_point: string;
          status_text: string;
          qr_code: string | null;
          tickets: { label: string; ticket_type: string; seating_text: string }[];
        }[];
      };
    }>(voucher).content.items;
    expect(items.map((i) => [i.date, i.start_time, i.meeting_point])).toEqual([
      [date, '21:30', 'Coliseu dos Recreios, Lisboa'],
      [date, '21:30', 'Coliseu dos Recreios, Lisboa'],
    ]);
    expect(items.flatMap((i) => i.tickets.map((x) => `${x.label}: ${x.ticket_type} (${x.seating_text})`))).toEqual([
      'Bilhete 1 de 2: Lugar na plateia (Lugar sentado)',
      'Bilhete 2 de 2: Lugar na plateia (Lugar sentado)',
      'Bilhete 1 de 1: Entrada geral (Entrada geral)',
    ]);
    expect(items.every((i) => i.qr_code && i.status_text.startsWith('Confirmado'))).toBe(true);
    // No partner answer is asked for a ticket.
    expect(
      await scalar<number>(
        db(),
        sql`select count(*)::int from booking_item_answer_links l join booking_items bi on bi.id = l.booking_item_id where bi.service_id = ${e.id}`,
      ),
    ).toBe(0);
  });

  it('sells the last seat of a session to one of two buyers; the other is told it is sold out', async () => {
    const e = await event({ capacity: 1 });
    const date = e.dates[0]!;
    const first = await putCart(t.app, [ticketLine(e, date, e.seated, 1)]);
    const second = await putCart(t.app, [ticketLine(e, date, e.general, 1)]);
    const buyers = [
      { token: first.token ?? '', email: 'first@example.pt' },
      { token: second.token ?? '', email: 'second@example.pt' },
    ];
    const pay = (b: (typeof buyers)[number]) =>
      book(
        t.app,
        { 'x-cart-token': b.token },
        { ...CARD, billingData: { first_name: 'B', last_name: 'B', email: b.email } },
      );
    // On the server the two checkouts run at once; PGlite runs one statement at a time, so there they follow each other.
    const answers = onServer ? await Promise.all(buyers.map(pay)) : [await pay(buyers[0]!), await pay(buyers[1]!)];
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((r) => r.statusCode === 422)!;
    expect(json<{ errors: Record<string, string[]> }>(refused).errors).toEqual({
      'items.0': ['This date is sold out. Choose another date or remove this item.'],
    });
    expect(
      await scalar<number>(
        db(),
        sql`select count(*)::int from booking_items where service_id = ${e.id} and status = 'confirmed'`,
      ),
    ).toBe(1);
    expect(
      await scalar<number>(
        db(),
        sql`select booked from service_daily_capacity where service_id = ${e.id} and date = ${date}::date`,
      ),
    ).toBe(1);
    const offer = await t.app.inject({ method: 'GET', url: `/api/events/${e.slug}/sessions` });
    expect(json<{ content: EventOffer }>(offer).content.sessions[0]).toMatchObject({ places_left: 0, sold_out: true });
  });
});
