// An event's partner manages its sessions and ticket types (docs/adr/043): GET/PUT
// /api/dashboard/services/{id}/event-offer for the company's own event, checked field by field against what is sold,
// saved in one transaction, and seen at once by the storefront's sessions.
import { sql } from 'drizzle-orm';
import type { EventOffer, PartnerEventOffer, PartnerEventOfferInput } from '@mp/shared/contracts';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import { eventSessions, eventTicketTypes, services } from '../../db/schema';
import {
  book,
  experience,
  futureDate,
  partnerCompany,
  putCart,
  scalar,
  teamMemberToken,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
});
afterAll(async () => t.close());

const db = () => t.database.db;
let counter = 0;
const D1 = futureDate(10);
const D2 = futureDate(11);
const D3 = futureDate(12);

interface Event {
  id: number;
  slug: string;
  sessions: number[];
  seated: number;
  general: number;
}

/** An event of `c` on sale with sessions on D1 and D2 (21:30, 50 places) and a seated and a standing ticket. */
async function event(c: Catalogue = mine): Promise<Event> {
  const n = ++counter;
  const [service] = await db()
    .insert(services)
    .values({
      slug: `offer-night-${n}-${c.companyId}`,
      companyId: c.companyId,
      categoryId: c.categoryId,
      kind: 'event',
      nameEn: `Offer night ${n}`,
      namePt: `Noite de oferta ${n}`,
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
  const sessions = await db()
    .insert(eventSessions)
    .values([
      { serviceId: service.id, date: D1, startTime: '21:30', capacity: 50 },
      { serviceId: service.id, date: D2, startTime: '21:30', capacity: 50 },
    ])
    .returning({ id: eventSessions.id });
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
    .returning({ id: eventTicketTypes.id });
  return {
    id: service.id,
    slug: service.slug,
    sessions: sessions.map((s) => s.id),
    seated: types[0]!.id,
    general: types[1]!.id,
  };
}

/** Sells `quantity` tickets of a type on a day, paid by card. */
async function sell(e: Event, date: string, ticketType: number, quantity: number) {
  const { token } = await putCart(t.app, [
    {
      id: `offer-${e.id}-${date}-${ticketType}`,
      service_id: e.id,
      date,
      time: '21:30',
      quantity,
      notes: { ticket_type_id: ticketType },
    },
  ]);
  const paid = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    { payment_method: 'card', card_number: '4242424242424242' },
  );
  expect(paid.statusCode).toBe(200);
}

const url = (id: number) => `/api/dashboard/services/${id}/event-offer`;
const read = (id: number, token = owner) => t.app.inject({ method: 'GET', url: url(id), headers: bearer(token) });
const save = (id: number, body: object, token = owner, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: url(id),
    headers: { ...bearer(token), 'accept-language': language },
    payload: body,
  });
const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;
const storefront = async (e: Event) =>
  json<{ content: EventOffer }>(await t.app.inject({ method: 'GET', url: `/api/events/${e.slug}/sessions` })).content;

/** The event as it stands, in the body's shape (what the dashboard sends back when nothing changed). */
const asBody = (e: Event): PartnerEventOfferInput => ({
  sessions: [
    { id: e.sessions[0], date: D1, time: '21:30', capacity: 50 },
    { id: e.sessions[1], date: D2, time: '21:30', capacity: 50 },
  ],
  ticket_types: [
    { id: e.seated, name_en: 'Stalls seat', name_pt: 'Lugar na plateia', seating: 'seated', price_cents: 4000 },
    { id: e.general, name_en: 'General admission', name_pt: 'Entrada geral', seating: 'general', price_cents: 2500 },
  ],
});

describe('the event’s own partner', () => {
  it('reads the sessions and ticket types with what each has sold', async () => {
    const e = await event();
    await sell(e, D1, e.seated, 3);
    const res = await read(e.id);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: PartnerEventOffer }>(res).content).toEqual({
      sessions: [
        { id: e.sessions[0], date: D1, time: '21:30', capacity: 50, sold: 3 },
        { id: e.sessions[1], date: D2, time: '21:30', capacity: 50, sold: 0 },
      ],
      ticket_types: [
        {
          id: e.seated,
          name_en: 'Stalls seat',
          name_pt: 'Lugar na plateia',
          seating: 'seated',
          price_cents: 4000,
          sold: 3,
        },
        {
          id: e.general,
          name_en: 'General admission',
          name_pt: 'Entrada geral',
          seating: 'general',
          price_cents: 2500,
          sold: 0,
        },
      ],
    });
  });

  it('saves sessions and ticket types, and the storefront shows the new sessions and prices right after', async () => {
    const e = await event();
    await storefront(e); // a read before the save must not linger
    const body = asBody(e);
    const res = await save(e.id, {
      sessions: [body.sessions[0], { date: D3, time: '18:05', capacity: 120 }],
      ticket_types: [
        { ...body.ticket_types[1], price_cents: 3000 },
        { name_en: 'Box', name_pt: 'Camarote', seating: 'seated', price_cents: 9000 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const saved = json<{ content: PartnerEventOffer }>(res).content;
    expect(saved.sessions.map((s) => [s.date, s.time, s.capacity])).toEqual([
      [D1, '21:30', 50],
      [D3, '18:05', 120],
    ]);
    expect(saved.ticket_types.map((x) => [x.name_en, x.price_cents])).toEqual([
      ['General admission', 3000],
      ['Box', 9000],
    ]);
    expect(json<{ content: PartnerEventOffer }>(await read(e.id)).content).toEqual(saved);

    const shown = await storefront(e);
    expect(shown.sessions.map((s) => [s.date, s.time, s.places_left])).toEqual([
      [D1, '21:30', 50],
      [D3, '18:05', 120],
    ]);
    expect(shown.ticket_types.map((x) => [x.name, x.price_cents])).toEqual([
      ['General admission', 3000],
      ['Box', 9000],
    ]);
  });

  it('raises a sold session’s capacity on its day row, reprices a sold ticket type, and a team member may save', async () => {
    const e = await event();
    await sell(e, D1, e.seated, 2);
    const editor = await teamMemberToken(t.app, t.database, mine, `offer-editor-${e.id}@example.pt`, 'Content editor');
    const body = asBody(e);
    const res = await save(
      e.id,
      {
        sessions: [{ ...body.sessions[0], capacity: 2 }, body.sessions[1]],
        ticket_types: [{ ...body.ticket_types[0], name_en: 'Stalls', price_cents: 4500 }, body.ticket_types[1]],
      },
      editor,
    );
    expect(res.statusCode).toBe(200);
    expect(
      await scalar<number>(
        db(),
        sql`select capacity from service_daily_capacity where service_id = ${e.id} and date = ${D1}::date`,
      ),
    ).toBe(2);
    expect((await storefront(e)).sessions[0]).toMatchObject({ date: D1, places_left: 0, sold_out: true });
    // What was sold keeps the price it was sold at.
    expect(
      await scalar<number>(db(), sql`select sum(value_cents)::int from booking_items where service_id = ${e.id}`),
    ).toBe(8000);
    const desk = await teamMemberToken(t.app, t.database, mine, `offer-desk-${e.id}@example.pt`, 'Bookings manager');
    expect((await save(e.id, body, desk)).statusCode).toBe(403);
  });

  it('lets two sessions swap their days and two ticket types their order', async () => {
    const e = await event();
    const body = asBody(e);
    const res = await save(e.id, {
      sessions: [
        { ...body.sessions[0], date: D2 },
        { ...body.sessions[1], date: D1, time: '20:00' },
      ],
      ticket_types: [body.ticket_types[1], body.ticket_types[0]],
    });
    expect(res.statusCode).toBe(200);
    const saved = json<{ content: PartnerEventOffer }>(res).content;
    expect(saved.sessions.map((s) => [s.id, s.date, s.time])).toEqual([
      [e.sessions[1], D1, '20:00'],
      [e.sessions[0], D2, '21:30'],
    ]);
    expect(saved.ticket_types.map((x) => x.id)).toEqual([e.general, e.seated]);
  });
});

describe('a service the partner may not edit this way', () => {
  it('is a 404 when it is another company’s event', async () => {
    const e = await event(theirs);
    expect((await read(e.id)).statusCode).toBe(404);
    expect((await save(e.id, asBody(e))).statusCode).toBe(404);
  });

  it('is a 404 when the service is not an event', async () => {
    const tour = await experience(db(), mine);
    expect((await read(tour)).statusCode).toBe(404);
    const e = await event();
    expect((await save(tour, asBody(e))).statusCode).toBe(404);
    expect(await scalar<number>(db(), sql`select count(*)::int from event_sessions where service_id = ${tour}`)).toBe(
      0,
    );
  });
});

describe('an offer that cannot be saved', () => {
  const yesterday = futureDate(-1);
  type Change = (b: PartnerEventOfferInput) => object;
  const session = (b: PartnerEventOfferInput, change: object) => ({
    ...b,
    sessions: [{ ...b.sessions[0], ...change }, b.sessions[1]],
  });
  const ticket = (b: PartnerEventOfferInput, change: object) => ({
    ...b,
    ticket_types: [{ ...b.ticket_types[0], ...change }, b.ticket_types[1]],
  });
  const cases: [string, Change, string, string][] = [
    [
      'a date that is no date',
      (b) => session(b, { date: '2030-02-30' }),
      'sessions.0.date',
      'Enter a valid date (YYYY-MM-DD).',
    ],
    [
      'a session moved into the past',
      (b) => session(b, { date: yesterday }),
      'sessions.0.date',
      'Choose today or a later date: a session cannot be added to or moved into the past.',
    ],
    [
      'a new session in the past',
      (b) => ({ ...b, sessions: [...b.sessions, { date: yesterday, time: '21:00', capacity: 10 }] }),
      'sessions.2.date',
      'Choose today or a later date: a session cannot be added to or moved into the past.',
    ],
    [
      'two sessions on one day',
      (b) => ({ ...b, sessions: [...b.sessions, { date: D1, time: '17:00', capacity: 10 }] }),
      'sessions.2.date',
      'Another session is already on this day. An event has at most one session a day.',
    ],
    [
      'a time off the 5-minute grid',
      (b) => session(b, { time: '21:32' }),
      'sessions.0.time',
      'Enter a time on the 5-minute grid (HH:MM), such as 21:30.',
    ],
    [
      'a time that is no time',
      (b) => session(b, { time: '24:00' }),
      'sessions.0.time',
      'Enter a time on the 5-minute grid (HH:MM), such as 21:30.',
    ],
    ['no places', (b) => session(b, { capacity: 0 }), 'sessions.0.capacity', 'Enter 1 to 100000 places.'],
    ['too many places', (b) => session(b, { capacity: 100_001 }), 'sessions.0.capacity', 'Enter 1 to 100000 places.'],
    [
      'places not a whole number',
      (b) => session(b, { capacity: 2.5 }),
      'sessions.0.capacity',
      'The sessions field must be a whole number.',
    ],
    ['no ticket type', (b) => ({ ...b, ticket_types: [] }), 'ticket_types', 'Add at least one ticket type.'],
    [
      'an empty English name',
      (b) => ticket(b, { name_en: '  ' }),
      'ticket_types.0.name_en',
      'Enter a name of 1 to 120 characters.',
    ],
    [
      'a Portuguese name too long',
      (b) => ticket(b, { name_pt: 'x'.repeat(121) }),
      'ticket_types.0.name_pt',
      'Enter a name of 1 to 120 characters.',
    ],
    [
      'a negative price',
      (b) => ticket(b, { price_cents: -1 }),
      'ticket_types.0.price_cents',
      'Enter a price from 0 to 10000 euros.',
    ],
    [
      'a price too high',
      (b) => ticket(b, { price_cents: 1_000_001 }),
      'ticket_types.0.price_cents',
      'Enter a price from 0 to 10000 euros.',
    ],
    [
      'an unknown seating',
      (b) => ticket(b, { seating: 'standing' }),
      'ticket_types.0.seating',
      'The selected ticket types is invalid.',
    ],
  ];

  it.each(cases)('%s is a 422 on its field, and nothing changes', async (_name, change, field, message) => {
    const e = await event();
    const before = (await read(e.id)).body;
    const res = await save(e.id, change(asBody(e)));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)[field]).toEqual([message]);
    expect((await read(e.id)).body).toBe(before);
  });

  it('refuses a capacity below the places already sold, saying how many are sold', async () => {
    const e = await event();
    await sell(e, D1, e.general, 3);
    const res = await save(e.id, session(asBody(e), { capacity: 2 }));
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      'sessions.0.capacity': ['3 places are already sold on this day: the capacity cannot be lower.'],
    });
  });

  it('refuses to remove a session or a ticket type that has sales, and to move a sold session', async () => {
    const e = await event();
    await sell(e, D2, e.general, 1);
    const body = asBody(e);
    const removed = await save(e.id, { sessions: [body.sessions[0]], ticket_types: [body.ticket_types[0]] });
    expect(removed.statusCode).toBe(422);
    expect(errorsOf(removed)).toEqual({
      sessions: [`The session of ${D2} has 1 place sold, so it cannot be removed.`],
      ticket_types: [
        '1 ticket of “General admission” is sold, so it cannot be removed. You can rename it or change its price.',
      ],
    });
    const moved = await save(e.id, { ...body, sessions: [body.sessions[0], { ...body.sessions[1], date: D3 }] });
    expect(errorsOf(moved)).toEqual({ 'sessions.1.date': ['This session has places sold, so it keeps its date.'] });
    // The unsold ones may go.
    const res = await save(e.id, { sessions: [body.sessions[1]], ticket_types: [body.ticket_types[1]] });
    expect(res.statusCode).toBe(200);
    expect((await storefront(e)).sessions.map((s) => s.date)).toEqual([D2]);
  });

  it('keeps a past session as it is', async () => {
    const e = await event();
    const past = futureDate(-3);
    await db()
      .update(eventSessions)
      .set({ date: past })
      .where(sql`id = ${e.sessions[0]}`);
    const body = asBody(e);
    const res = await save(e.id, { ...body, sessions: [{ ...body.sessions[0], date: past }, body.sessions[1]] });
    expect(res.statusCode).toBe(200);
  });

  it('says what is wrong in European Portuguese', async () => {
    const e = await event();
    await sell(e, D1, e.seated, 2);
    const res = await save(
      e.id,
      { ...session(asBody(e), { capacity: 1, time: '9:00' }), ticket_types: [asBody(e).ticket_types[1]] },
      owner,
      'pt',
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      'sessions.0.time': ['Indique uma hora em múltiplos de 5 minutos (HH:MM), por exemplo 21:30.'],
      'sessions.0.capacity': ['Já foram vendidos 2 lugares neste dia: a lotação não pode ser menor.'],
      ticket_types: [
        'Foram vendidos 2 bilhetes de «Lugar na plateia», por isso não pode ser removido. Pode mudar o nome ou o preço.',
      ],
    });
  });
});
