// The partner's availability rules, the public day read the storefront uses, and the cart following them.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { experience, futureDate, line, partnerCompany, putCart, type Catalogue } from '../bookings/checkout-fixtures';
import { lisbonToday, weekdayOf } from '@mp/shared/domain';

let t: TestApp;
let cat: Catalogue;
let other: Catalogue;
let owner: string;
let client: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
  owner = await login(t.app, cat.supplierEmail);
  await createUser(t.database, 'CLIENT', 'buyer@example.pt');
  client = await login(t.app, 'buyer@example.pt');
});
afterAll(async () => t.close());

const slugOf = async (id: number) =>
  (
    (await t.database.db.execute(sql`select slug from services where id = ${id}`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows[0]!.slug;
const save = (id: number, body: object, token = owner, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/services/${id}/availability`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: body,
  });
interface Day {
  date: string;
  state: string;
  remaining: number;
  times: { time: string; remaining: number }[];
  price_cents: number | null;
}
const days = async (slug: string, from: string, to: string) =>
  t.app.inject({ method: 'GET', url: `/api/services/${slug}/availability?from=${from}&to=${to}` });

describe('availability', () => {
  it('the storefront read follows the weekly times, capacity and blocked dates the partner saves', async () => {
    const id = await experience(t.database.db, cat);
    const open = futureDate(10);
    const blocked = futureDate(17);
    const rules = {
      weekly: [{ weekday: weekdayOf(open), times: ['15:00', '09:30'] }],
      daily_capacity: 3,
      blocked_dates: [blocked],
      cutoff_hours: 2,
    };
    const res = await save(id, rules);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: unknown }>(res).content).toEqual({
      ...rules,
      weekly: [{ weekday: weekdayOf(open), times: ['09:30', '15:00'] }],
    });

    const read = await days(await slugOf(id), open, futureDate(17));
    expect(read.statusCode).toBe(200);
    const body = json<{ status: boolean; content: { service_id: number; days: Day[] } }>(read);
    expect(body.content.service_id).toBe(id);
    expect(body.content.days).toHaveLength(8);
    expect(body.content.days[0]).toEqual({
      date: open,
      state: 'low',
      remaining: 3,
      times: [
        { time: '09:30', remaining: 3 },
        { time: '15:00', remaining: 3 },
      ],
      price_cents: 2000,
    });
    expect(body.content.days[1]?.state).toBe('closed');
    expect(body.content.days[7]).toEqual({
      date: blocked,
      state: 'closed',
      remaining: 0,
      times: [],
      price_cents: null,
    });
  });

  it('answers a whole calendar month in one read, the way the service page calendar asks: each day its own state', async () => {
    const id = await experience(t.database.db, cat, { dailyCapacity: 10 });
    // The calendar month two months on: every day of it is in the future.
    const month = futureDate(62).slice(0, 7);
    const [year, mon] = month.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
    const first = `${month}-01`;
    const end = `${month}-${String(last).padStart(2, '0')}`;
    const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
    // Open on the weekdays of the 10th, 11th and 12th; the 17th (the 10th's weekday a week on) blocked.
    const openWeekdays = [10, 11, 12].map((n) => weekdayOf(day(n)));
    await save(id, {
      weekly: openWeekdays.map((weekday) => ({ weekday, times: ['10:00'] })),
      daily_capacity: 10,
      blocked_dates: [day(17)],
      cutoff_hours: 0,
    });
    await t.database.db.execute(
      sql`insert into service_daily_capacity (service_id, date, capacity, booked) values (${id}, ${day(10)}, 10, 10), (${id}, ${day(11)}, 10, 8)`,
    );

    const res = await days(await slugOf(id), first, end);
    expect(res.statusCode).toBe(200);
    const list = json<{ content: { days: Day[] } }>(res).content.days;
    expect(list.map((d) => d.date)).toEqual(Array.from({ length: last }, (_, i) => day(i + 1)));
    const byDate = new Map(list.map((d) => [d.date, d]));
    expect(byDate.get(day(10))).toEqual({
      date: day(10),
      state: 'sold_out',
      remaining: 0,
      times: [],
      price_cents: null,
    });
    expect(byDate.get(day(11))).toEqual({
      date: day(11),
      state: 'low',
      remaining: 2,
      times: [{ time: '10:00', remaining: 2 }],
      price_cents: 2000,
    });
    expect(byDate.get(day(12))).toEqual({
      date: day(12),
      state: 'available',
      remaining: 10,
      times: [{ time: '10:00', remaining: 10 }],
      price_cents: 2000,
    });
    expect(byDate.get(day(17))).toEqual({ date: day(17), state: 'closed', remaining: 0, times: [], price_cents: null });
    // Every other day follows the weekly times: open on the three weekdays, closed on the rest.
    for (const d of list.filter((x) => ![10, 11, 12, 17].includes(Number(x.date.slice(8))))) {
      expect(d.state).toBe(openWeekdays.includes(weekdayOf(d.date)) ? 'available' : 'closed');
    }
  });

  it('says each bookable day’s price as the cart charges it for one: discounted, per person or for the group', async () => {
    const discounted = await experience(t.database.db, cat, { valueCents: 3000, discountCents: 2400 });
    const group = await experience(t.database.db, cat, { valueCents: 9000, priceType: 'per_group' });
    const open = futureDate(20);
    const closed = futureDate(21);
    for (const id of [discounted, group]) {
      await save(id, {
        weekly: [{ weekday: weekdayOf(open), times: ['10:00'] }],
        daily_capacity: 10,
        blocked_dates: [],
        cutoff_hours: 0,
      });
    }
    const read = async (id: number) =>
      json<{ content: { days: Day[] } }>(await days(await slugOf(id), open, closed)).content.days;
    expect((await read(discounted)).map((d) => d.price_cents)).toEqual([2400, null]);
    expect((await read(group)).map((d) => d.price_cents)).toEqual([9000, null]);
    // What the cart charges one person on that day is the day's price.
    const cart = await putCart(t.app, [{ ...line(discounted, open), time: '10:00' }], bearer(client));
    expect(cart.res.statusCode).toBe(200);
    expect(
      json<{ content: { items: { unit_price_cents: number }[] } }>(cart.res).content.items[0]?.unit_price_cents,
    ).toBe(2400);
  });

  it('the cart refuses a closed day and a time that is not open, and accepts an open one', async () => {
    const id = await experience(t.database.db, cat);
    const open = futureDate(10);
    await save(id, {
      weekly: [{ weekday: weekdayOf(open), times: ['10:00'] }],
      daily_capacity: 5,
      blocked_dates: [],
      cutoff_hours: 0,
    });
    const closedDay = await putCart(t.app, [{ ...line(id, futureDate(11)), time: '10:00' }], bearer(client));
    expect(closedDay.res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(closedDay.res).errors['items.0']).toEqual([
      'This service is closed on this date.',
    ]);
    const ok = await putCart(t.app, [{ ...line(id, open), time: '10:00' }], bearer(client));
    expect(ok.res.statusCode).toBe(200);
  });

  it('the cart refuses a request too close to its start for the partner to answer, in en and pt', async () => {
    // A service without start times begins with its day: today has begun, so it can only be requested for tomorrow.
    const id = await experience(t.database.db, cat);
    const today = await putCart(t.app, [line(id, lisbonToday())], bearer(client));
    expect(today.res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(today.res).errors['items.0']).toEqual([
      'This starts too soon for the partner to confirm in time. Choose a start at least 3 hours from now.',
    ]);
    const pt = await putCart(t.app, [line(id, lisbonToday())], { ...bearer(client), 'accept-language': 'pt' });
    expect(json<{ errors: Record<string, string[]> }>(pt.res).errors['items.0']?.[0]).toMatch(
      /^Começa demasiado cedo para o parceiro confirmar a tempo/,
    );
    expect((await putCart(t.app, [line(id, futureDate(2))], bearer(client))).res.statusCode).toBe(200);
  });

  it('answers 422 for a range over 62 days or backwards, in en and pt, and 404 for a service not on sale', async () => {
    const id = await experience(t.database.db, cat);
    const slug = await slugOf(id);
    const long = await days(slug, futureDate(1), futureDate(63));
    expect(long.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(long).errors.to).toEqual(['Ask for at most 62 days at a time.']);
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/services/${slug}/availability?from=${futureDate(5)}&to=${futureDate(1)}`,
      headers: { 'accept-language': 'pt' },
    });
    expect(json<{ errors: Record<string, string[]> }>(back).errors.to).toEqual([
      'A data final não pode ser anterior à data inicial.',
    ]);
    expect((await days(slug, '2026-02-30', '2026-03-01')).statusCode).toBe(422);
    const draft = await experience(t.database.db, cat, { status: 'draft' });
    expect((await days(await slugOf(draft), futureDate(1), futureDate(2))).statusCode).toBe(404);
  });

  it('another partner can neither read nor change the rules', async () => {
    const id = await experience(t.database.db, cat);
    const rival = await login(t.app, other.supplierEmail);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dashboard/services/${id}/availability`, headers: bearer(rival) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await save(id, { weekly: [], daily_capacity: 0, blocked_dates: [], cutoff_hours: 0 }, rival)).statusCode,
    ).toBe(404);
  });

  it('lowering the daily capacity never goes below what is already booked', async () => {
    const id = await experience(t.database.db, cat, { dailyCapacity: 10 });
    const date = futureDate(12);
    await t.database.db.execute(
      sql`insert into service_daily_capacity (service_id, date, capacity, booked) values (${id}, ${date}, 10, 4)`,
    );
    await save(id, {
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, times: [] })),
      daily_capacity: 2,
      blocked_dates: [],
      cutoff_hours: 0,
    });
    const day = json<{ content: { days: Day[] } }>(await days(await slugOf(id), date, date)).content.days[0];
    expect(day).toMatchObject({ state: 'sold_out', remaining: 0 });
    const cap = (await t.database.db.execute(
      sql`select capacity from service_daily_capacity where service_id = ${id} and date = ${date}`,
    )) as unknown as { rows: { capacity: number }[] };
    expect(cap.rows[0]?.capacity).toBe(4);
  });

  it('refuses a weekday listed twice with a field map', async () => {
    const id = await experience(t.database.db, cat);
    const res = await save(
      id,
      {
        weekly: [
          { weekday: 1, times: [] },
          { weekday: 1, times: ['10:00'] },
        ],
        daily_capacity: 5,
        blocked_dates: [],
        cutoff_hours: 0,
      },
      owner,
      'pt',
    );
    expect(json<{ errors: Record<string, string[]> }>(res).errors.weekly).toEqual([
      'Indique cada dia da semana uma só vez.',
    ]);
  });
});
