// Back-office booking items: the filtered list, one item with its booking, payments, refunds, customer,
// partner and history, and staff accepting, declining or refunding for the partner (reason required, audited,
// refunded like the partner's own answer); the `bookings` permission.
import { sql } from 'drizzle-orm';
import type { PageOf, SuperBookingItemDetail, SuperBookingItemRow, SuperCustomer } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, json, lastMail, login, type TestApp } from '../../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  giftCard,
  grantPoints,
  line,
  partnerCompany,
  promo,
  putCart,
  scalar,
  type Catalogue,
} from '../../bookings/checkout-fixtures';
import { signPayload } from '../../../payments/signature';
import { createStaffUser } from '../test-staff';

let t: TestApp;
let cat: Catalogue;
let other: Catalogue;
let client: string;
const token = {} as Record<'admin' | 'finance' | 'support' | 'content', string>;

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'finance', 'support', 'content'] as const)
    token[role] = (await createStaffUser(t.app, t.database, role, `${role}@items.pt`)).token;
  cat = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
  await createUser(t.database, 'CLIENT', 'booker@example.pt');
  client = await login(t.app, 'booker@example.pt');
});
afterAll(async () => t.close());

/** A paid card booking of the client with one item per service; answers the item ids. */
async function paidBooking(services: number[]): Promise<number[]> {
  await putCart(
    t.app,
    services.map((s, i) => line(s, futureDate(5 + i), 1, `l${i}`)),
    bearer(client),
  );
  const res = await book(t.app, bearer(client), {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: undefined,
  });
  expect(res.statusCode).toBe(200);
  const id = json<{ content: { booking_id: number } }>(res).content.booking_id;
  const items = await t.database.db.execute(sql`select id from booking_items where booking_id = ${id} order by id`);
  return (items as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
}

const get = <T>(url: string, who = token.support, lang = 'en') =>
  t.app
    .inject({ method: 'GET', url, headers: { ...bearer(who), 'accept-language': lang } })
    .then((r) => ({ status: r.statusCode, body: json<{ content: T; errors?: Record<string, string[]> }>(r) }));
const act = (id: number, payload: Record<string, unknown>, who = token.support, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/super/booking-items/${id}/update`,
    payload,
    headers: { ...bearer(who), 'accept-language': lang },
  });

describe('GET api/super/booking-items', () => {
  it('filters by status, partner, service, customer, search and service date; support and admin may, finance and content may not', async () => {
    const a = await experience(t.database.db, cat);
    const b = await experience(t.database.db, other);
    const [mine, theirs] = await paidBooking([a, b]);
    const ids = async (query: string) =>
      (await get<PageOf<SuperBookingItemRow>>(`/api/super/booking-items?${query}`)).body.content.data.map((i) => i.id);
    expect(await ids(`company_id=${cat.companyId}`)).toContain(mine);
    expect(await ids(`company_id=${cat.companyId}`)).not.toContain(theirs);
    expect(await ids(`service_id=${b}`)).toEqual([theirs]);
    const reference = await scalar<string>(
      t.database.db,
      sql`select b.reference from bookings b join booking_items bi on bi.booking_id = b.id where bi.id = ${mine!}`,
    );
    expect((await ids(`search=${reference}`)).sort()).toEqual([mine, theirs].sort());
    expect(await ids(`search=nobody-here&status=pending`)).toEqual([]);
    expect(await ids(`status=pending&service_id=${a}`)).toEqual([mine]);
    expect(await ids(`status=confirmed&service_id=${a}`)).toEqual([]);
    expect(await ids(`from=${futureDate(6)}&to=${futureDate(6)}&payment_method=card`)).toContain(theirs);
    expect(await ids(`from=${futureDate(6)}&to=${futureDate(6)}`)).not.toContain(mine);
    const page = (await get<PageOf<SuperBookingItemRow>>(`/api/super/booking-items?service_id=${a}`, token.admin)).body
      .content;
    expect(page.data[0]).toMatchObject({
      id: mine,
      status: 'pending',
      total_cents: 2000,
      payment_method: 'card',
      partner: { id: cat.companyId },
      customer: { email: 'booker@example.pt' },
    });
    const bad = await get('/api/super/booking-items?from=2026-13-40', token.support, 'pt');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.from).toEqual(['Introduza uma data válida (AAAA-MM-DD).']);
    expect((await get('/api/super/booking-items', token.finance)).status).toBe(403);
    expect((await get('/api/super/booking-items', token.content)).status).toBe(403);
    expect((await get('/api/super/booking-items', client)).status).toBe(403);
  });

  it('sorts by when each item was booked (its time), not by its id', async () => {
    const service = await experience(t.database.db, cat);
    const [first, second, third] = await paidBooking([service, service, service]);
    // Items whose booking time does not follow their ids (a booking entered later for an earlier sale, seeded data).
    const at = {
      [first!]: '2026-03-03T10:00:00Z',
      [second!]: '2026-03-01T10:00:00Z',
      [third!]: '2026-03-02T09:00:00Z',
    };
    for (const [id, when] of Object.entries(at))
      await t.database.db.execute(sql`update booking_items set created_at = ${when} where id = ${Number(id)}`);
    const order = async (sort: string) =>
      (
        await get<PageOf<SuperBookingItemRow>>(`/api/super/booking-items?service_id=${service}&sort=${sort}`)
      ).body.content.data.map((i) => i.id);
    expect(await order('created_at')).toEqual([second, third, first]);
    expect(await order('-created_at')).toEqual([first, third, second]);
  });

  it('names the partners, services and customers its filters choose, a customer only once they booked (422 on an unknown kind)', async () => {
    const service = await experience(t.database.db, cat);
    await paidBooking([service]);
    await createUser(t.database, 'CLIENT', 'never-booked@example.pt');
    type Names = { id: number; name: string }[];
    const names = async (query: string, who = token.support) =>
      get<Names>(`/api/super/booking-items/names?${query}`, who);

    const customers = (await names('of=customers&search=EXAMPLE.PT')).body.content;
    expect(customers.map((c) => c.name)).toContain('client Tester <booker@example.pt>');
    expect(customers.map((c) => c.name).join()).not.toContain('never-booked');
    const partners = (await names(`of=partners&search=${encodeURIComponent('Company')}`)).body.content;
    expect(partners.map((p) => p.id)).toContain(cat.companyId);
    const services = (await names('of=services')).body.content;
    expect(services.map((s) => s.id)).toContain(service);

    const unknown = await names('of=bookings');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('of');
    expect((await names('of=customers', token.content)).status).toBe(403);
  });
});

describe('GET api/super/booking-items/{id} and staff answers', () => {
  it('a party priced by age shows its adults, children and what each paid (docs/adr/023)', async () => {
    const a = await experience(t.database.db, cat);
    const [id] = await paidBooking([a]);
    await t.database.db.execute(
      sql`update booking_items set quantity = 3, adults = 2, children = 1, adult_unit_cents = 800, child_unit_cents = 400 where id = ${id!}`,
    );
    const detail = (await get<SuperBookingItemDetail>(`/api/super/booking-items/${id}`)).body.content;
    expect(detail.item.ages).toEqual({ adults: 2, children: 1, adult_unit_cents: 800, child_unit_cents: 400 });
  });

  it('shows the item with its booking, payments, customer and partner; staff accept with a reason, audited', async () => {
    const a = await experience(t.database.db, cat);
    const [id] = await paidBooking([a]);
    const detail = (await get<SuperBookingItemDetail>(`/api/super/booking-items/${id}`)).body.content;
    expect(detail.item).toMatchObject({ id, status: 'pending' });
    expect(detail.payments).toEqual([
      expect.objectContaining({ provider: 'card', status: 'paid', amount_cents: 2000, refunded_cents: 0 }),
    ]);
    expect(detail.customer).toMatchObject({ email: 'booker@example.pt', guest: false });
    expect(detail.partner).toMatchObject({ id: cat.companyId });
    expect(detail.history.map((e) => e.kind)).toEqual(['created', 'paid']);
    expect(detail.actions).toEqual(['accept', 'decline']);
    expect(detail.trip).toBeNull();
    expect(detail.item.ages).toBeNull();
    expect((await get(`/api/super/booking-items/999999`)).status).toBe(404);

    const noReason = await act(id!, { action: 'accept', reason: '   ' }, token.support, 'pt');
    expect(noReason.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(noReason).errors.reason).toEqual([
      'Indique porque está a responder pelo parceiro.',
    ]);
    const missing = await act(id!, { action: 'accept' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(missing).errors)).toContain('reason');
    expect((await act(id!, { action: 'accept', reason: 'partner phoned' }, token.finance)).statusCode).toBe(403);

    const accepted = await act(id!, { action: 'accept', reason: 'partner phoned' });
    expect(accepted.statusCode).toBe(200);
    const after = json<{ content: SuperBookingItemDetail }>(accepted).content;
    expect(after.item.status).toBe('confirmed');
    expect(after.actions).toEqual(['refund']);
    expect(after.history.at(-1)).toMatchObject({ kind: 'staff', status: 'confirmed', reason: 'partner phoned' });
    const audit = await t.database.db.execute(
      sql`select action, before, after from audit_log where entity = 'booking_item' and entity_id = ${String(id)}`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        action: 'booking_item.accept',
        before: { status: 'pending' },
        after: { status: 'confirmed', reason: 'partner phoned' },
      },
    ]);
    // Accepting again is not a transition the item allows.
    const again = await act(id!, { action: 'accept', reason: 'twice' });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(again).errors)).toEqual(['status']);
  });

  it('a refund cancels a confirmed item: the card part goes back, the places come free, the customer is mailed', async () => {
    const a = await experience(t.database.db, cat, { valueCents: 3000 });
    const [id] = await paidBooking([a]);
    expect((await act(id!, { action: 'accept', reason: 'confirmed by phone' })).statusCode).toBe(200);
    const res = await act(id!, { action: 'refund', reason: 'boat broke down' }, token.admin);
    expect(res.statusCode).toBe(200);
    const detail = json<{ content: SuperBookingItemDetail }>(res).content;
    expect(detail.item.status).toBe('cancelled');
    expect(detail.item.decline_reason).toBe('boat broke down');
    expect(detail.actions).toEqual([]);
    expect(detail.payments[0]).toMatchObject({ refunded_cents: 3000 });
    expect(detail.refunds).toEqual([expect.objectContaining({ kind: 'money', amount: 3000 })]);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${a}`,
      ),
    ).toBe(0);
    expect((await lastMail(t.app, 'booker@example.pt')).subject).toMatch(/refund/i);
    const actions = await t.database.db.execute(
      sql`select action from audit_log where entity = 'booking_item' and entity_id = ${String(id)} order by id`,
    );
    expect((actions as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      'booking_item.accept',
      'booking_item.refund',
    ]);
  });

  it('lists every payment of a booking — price discount, promo discount, points, gift card, card — adding up to its total; refunds as their own lines', async () => {
    const email = 'mixed@example.pt';
    const userId = await createUser(t.database, 'CLIENT', email);
    await grantPoints(t.database.db, userId, 1000);
    const code = await promo(t.database.db, { kind: 'fixed', value: 300 });
    const gift = await giftCard(t.database.db, 500);
    const a = await experience(t.database.db, cat, { valueCents: 3200, discountCents: 3000 });
    const headers = bearer(await login(t.app, email));
    await putCart(t.app, [line(a, futureDate(9), 1)], headers);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/apply-promo-code', headers, payload: { code } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/apply-points', headers, payload: { points: 500 } })).statusCode,
    ).toBe(200);
    const res = await book(t.app, headers, {
      payment_method: 'card',
      card_number: '4242424242424242',
      gift_card_code: gift,
    });
    expect(res.statusCode).toBe(200);
    const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
    const id = await scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`);

    const detail = (await get<SuperBookingItemDetail>(`/api/super/booking-items/${id}`)).body.content;
    // €32 − €2 off the price − €3 promo − €5 (500 points) = €22: the gift card pays €5 and the card €17.
    expect(detail.booking.total_cents).toBe(2200);
    expect(detail.settlement.lines.map((l) => [l.kind, l.label, l.amount_cents])).toEqual([
      ['discount', null, -200],
      ['discount', code, -300],
      ['points', null, -500],
      ['gift_card', gift.slice(-4), 500],
      ['payment', 'card', 1700],
    ]);
    const paidLines = detail.settlement.lines.filter((l) => l.kind === 'gift_card' || l.kind === 'payment');
    expect(paidLines.reduce((s, l) => s + l.amount_cents, 0)).toBe(detail.booking.total_cents);
    expect(
      detail.settlement.items_cents +
        detail.settlement.lines
          .filter((l) => l.kind === 'discount' || l.kind === 'points')
          .reduce((s, l) => s + l.amount_cents, 0),
    ).toBe(detail.booking.total_cents);
    expect(detail.settlement).toMatchObject({
      items_cents: 3200,
      paid_cents: 2700,
      refunded_cents: 0,
      refund_state: 'none',
    });
    const paidTotal = async () =>
      (
        await get<{ data: { email: string; paid_total_cents: number }[] }>(
          `/api/super/customers?search=${encodeURIComponent(email)}`,
        )
      ).body.content.data.find((c) => c.email === email)?.paid_total_cents;
    expect(await paidTotal()).toBe(2200);

    const declined = json<{ content: SuperBookingItemDetail }>(
      await act(id, { action: 'decline', reason: 'closed that day' }),
    ).content;
    const refunds = declined.settlement.lines.filter((l) => l.kind === 'refund');
    expect(refunds.map((l) => [l.label, l.amount_cents, l.item_id]).sort()).toEqual([
      ['card', -1700, id],
      ['gift_card', -500, id],
      ['points', -500, id],
    ]);
    expect(declined.settlement).toMatchObject({ refunded_cents: 2700, refund_state: 'full' });
    expect(await paidTotal()).toBe(0);
  });

  it('lists a gift card and PayPal adding up to the total; each cancelled item’s refund is its own line, and a refunded booking is not paid', async () => {
    const email = 'giftpaypal@example.pt';
    await createUser(t.database, 'CLIENT', email);
    const code = await giftCard(t.database.db, 7000);
    const big = await experience(t.database.db, cat, { valueCents: 8000 });
    const small = await experience(t.database.db, cat, { valueCents: 5000 });
    const headers = bearer(await login(t.app, email));
    await putCart(t.app, [line(big, futureDate(6), 1, 'big'), line(small, futureDate(6), 1, 'small')], headers);
    const res = await book(t.app, headers, { payment_method: 'paypal', gift_card_code: code, billingData: undefined });
    expect(res.statusCode).toBe(200);
    const created = json<{ content: { booking_id: number; payment: { paypal: { approval_url: string } } } }>(
      res,
    ).content;
    const body = JSON.stringify({
      event_id: 'evt-super-gift-paypal',
      payment_id: created.payment.paypal.approval_url.split('/').pop()?.split('?')[0] ?? '',
      status: 'COMPLETED',
      amount_cents: 6000,
      occurred_at: new Date().toISOString(),
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/paypal',
      headers: {
        'content-type': 'application/json',
        'x-signature': signPayload(body, t.config.payments.secrets.paypal),
      },
      payload: body,
    });
    expect(paid.statusCode).toBe(200);
    const items = (
      (await t.database.db.execute(
        sql`select id from booking_items where booking_id = ${created.booking_id} order by value_cents desc`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    const [bigId, smallId] = items as [number, number];

    // €130: the gift card pays €70 and PayPal the other €60.
    const detail = (await get<SuperBookingItemDetail>(`/api/super/booking-items/${bigId}`)).body.content;
    expect(detail.booking.total_cents).toBe(13000);
    expect(detail.settlement.lines.map((l) => [l.kind, l.label, l.amount_cents])).toEqual([
      ['gift_card', code.slice(-4), 7000],
      ['payment', 'paypal', 6000],
    ]);
    expect(detail.settlement.refund_state).toBe('none');

    const firstOff = json<{ content: SuperBookingItemDetail }>(
      await act(bigId, { action: 'decline', reason: 'sold out' }),
    ).content;
    const refunds = firstOff.settlement.lines.filter((l) => l.kind === 'refund');
    expect(refunds.map((l) => [l.label, l.item_id]).sort()).toEqual([
      ['gift_card', bigId],
      ['paypal', bigId],
    ]);
    expect(refunds.reduce((s, l) => s + l.amount_cents, 0)).toBe(-8000);
    expect(refunds.every((l) => l.at !== null)).toBe(true);
    expect(firstOff.settlement.refund_state).toBe('partial');

    const lastOff = json<{ content: SuperBookingItemDetail }>(
      await act(smallId, { action: 'decline', reason: 'sold out' }),
    ).content;
    const allRefunds = lastOff.settlement.lines.filter((l) => l.kind === 'refund');
    expect(allRefunds.filter((l) => l.item_id === smallId).reduce((s, l) => s + l.amount_cents, 0)).toBe(-5000);
    expect(allRefunds.filter((l) => l.item_id === bigId).reduce((s, l) => s + l.amount_cents, 0)).toBe(-8000);
    expect(lastOff.settlement).toMatchObject({ refunded_cents: 13000, refund_state: 'full' });

    const customer = (
      await get<{ data: SuperCustomer[] }>(`/api/super/customers?search=${encodeURIComponent(email)}`)
    ).body.content.data.find((c) => c.email === email);
    expect(customer?.paid_total_cents).toBe(0);
    expect(customer?.bookings).toEqual([
      expect.objectContaining({ id: created.booking_id, total_cents: 13000, refunded_cents: 13000 }),
    ]);
  });

  it('a decline refunds a pending item and keeps the reason on it', async () => {
    const a = await experience(t.database.db, cat);
    const [id] = await paidBooking([a]);
    const res = await act(id!, { action: 'decline', reason: 'fully booked that day' });
    expect(res.statusCode).toBe(200);
    const detail = json<{ content: SuperBookingItemDetail }>(res).content;
    expect(detail.item).toMatchObject({ status: 'declined', decline_reason: 'fully booked that day' });
    expect(detail.payments[0]).toMatchObject({ refunded_cents: 2000 });
  });

  it('a transfer item carries its trip and the driver details, as the partner reads them', async () => {
    const a = await experience(t.database.db, cat);
    const [id] = await paidBooking([a]);
    // The storefront's transfer purchase notes on the item (what checkout stores for a vehicle transfer).
    const notes = {
      pickupLocation: 'Lisbon Airport',
      dropOffLocation: 'Sintra',
      pickupMapsId: 'pt-lisboa-poi-lisbon-airport',
      pickupDate: futureDate(5),
      pickupTime: '10:05',
      isRoundtrip: true,
      returnPickupDate: futureDate(9),
      returnPickupTime: '18:30',
      numberOfPassengers: 3,
      babySeats: 1,
      luggagePieces: 4,
      vehicleName: 'Vito',
      carType: 'van',
      flightNumber: 'tp 1234',
      dropOffAddress: 'Rua Direita 5, Sintra',
      leadPhone: '+351 912 345 678',
    };
    await t.database.db
      .execute(sql`update booking_items set unserialized_service = unserialized_service || '{"kind":"transfer"}'::jsonb,
      annotations = annotations || jsonb_build_object('notes', ${JSON.stringify(notes)}::jsonb) where id = ${id!}`);
    const detail = (await get<SuperBookingItemDetail>(`/api/super/booking-items/${id}`)).body.content;
    expect(detail.trip).toEqual({
      from: 'Lisbon Airport',
      to: 'Sintra',
      outbound: { date: futureDate(5), time: '10:05' },
      return: { date: futureDate(9), time: '18:30' },
      passengers: 3,
      babySeats: 1,
      childSeats: 0,
      boosterSeats: 0,
      luggage: 4,
      vehicleName: 'Vito',
      carType: 'van',
      airportPickup: true,
      details: {
        flightNumber: 'TP1234',
        pickupAddress: '',
        dropOffAddress: 'Rua Direita 5, Sintra',
        leadPhone: '+351 912 345 678',
      },
    });
  });
});
