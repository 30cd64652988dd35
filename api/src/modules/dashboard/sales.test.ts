// The partner's sales per period, service and payment method, read from the daily aggregates the
// payment transaction writes; another partner's sales are never counted, the role's `sales` permission is enforced,
// and a bad range is a 422 in en and pt.
import { sql } from 'drizzle-orm';

import { lisbonToday } from '../../lib/lisbon-time';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  scalar,
  futureDate,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
  teamMemberToken,
} from '../bookings/checkout-fixtures';
import { rebuildSalesDaily } from '../super/sales/sales-daily-repository';
import { addDays } from '../super/sales/service';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
let rival: string;
let serviceA: number;
let serviceB: number;
const today = lisbonToday();

interface Figures {
  gross_cents: number;
  commission_cents: number;
  net_cents: number;
  bookings: number;
}
interface Sales {
  from: string;
  to: string;
  totals: Figures;
  periods: (Figures & { period: string })[];
  services: (Figures & { service_id: number })[];
  methods: (Figures & { payment_method: string })[];
}

const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const salesOf = async (query: string, token = owner) => {
  const res = await get(`/api/dashboard/sales?${query}`, token);
  expect(res.statusCode).toBe(200);
  return json<{ content: Sales }>(res).content;
};

const dated: { bookingId: number; daysAgo: number }[] = [];

/** Books `quantity` of `serviceId` by card; its payment is dated `daysAgo` days back once every sale is paid. */
async function sale(serviceId: number, quantity: number, daysAgo: number) {
  const { token } = await putCart(t.app, [line(serviceId, futureDate(), quantity)]);
  const res = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    { payment_method: 'card', card_number: '4242 4242 4242 4242' },
  );
  expect(res.statusCode).toBe(200);
  dated.push({ bookingId: await scalar<number>(t.database.db, sql`select max(id)::int from bookings`), daysAgo });
}

async function datePayments() {
  for (let i = 0; i < 100; i++) {
    const paid = await scalar<number>(
      t.database.db,
      sql`select count(*)::int from bookings where status = 'paid' and paid_at is not null`,
    );
    if (paid >= dated.length) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // The partner accepted every item: sales count what was kept (docs/money-figures.md), not what waits for an answer.
  await t.database.db.execute(sql`update booking_items set status = 'confirmed' where status = 'pending'`);
  for (const d of dated)
    await t.database.db.execute(
      sql`update bookings set paid_at = paid_at - make_interval(days => ${d.daysAgo}) where id = ${d.bookingId}`,
    );
  await rebuildSalesDaily(t.database.db);
}

/** Every figure of the rows summed (a row's own key, its period, service or method, left out). */
const sum = (list: Figures[]) =>
  list.reduce<Record<string, number>>((s, f) => {
    for (const [key, value] of Object.entries(f))
      if (!['period', 'service_id', 'name', 'payment_method'].includes(key)) s[key] = (s[key] ?? 0) + Number(value);
    return s;
  }, {});

beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
  serviceA = await experience(t.database.db, mine, { valueCents: 4000 });
  serviceB = await experience(t.database.db, mine, { valueCents: 1000 });
  const other = await experience(t.database.db, theirs, { valueCents: 9900 });
  await sale(serviceA, 2, 0);
  await sale(serviceB, 1, 3);
  await sale(serviceA, 1, 40);
  await sale(other, 1, 0);
  await datePayments();
});
afterAll(async () => t.close());

describe('GET /api/dashboard/sales', () => {
  it('sums the company’s own paid items with the commission and net, per day, service and payment method', async () => {
    const s = await salesOf(`from=${addDays(today, -6)}&to=${today}`);
    expect(s.totals).toEqual({
      gross_cents: 9000,
      commission_cents: 1350,
      net_cents: 7650,
      bookings: 2,
      booked_cents: 9000,
      booked_items: 2,
      cancelled_cents: 0,
      cancelled_items: 0,
      pending_cents: 0,
      pending_items: 0,
    });
    expect(s.periods).toHaveLength(7);
    expect(s.periods.find((p) => p.period === today)).toMatchObject({ gross_cents: 8000, bookings: 1 });
    expect(s.periods.find((p) => p.period === addDays(today, -3))).toMatchObject({ gross_cents: 1000, bookings: 1 });
    expect(s.services.map((r) => [r.service_id, r.gross_cents])).toEqual([
      [serviceA, 8000],
      [serviceB, 1000],
    ]);
    expect(s.methods).toEqual([{ payment_method: 'card', ...s.totals }]);
  });

  it('gives the home’s month figures as the sales page’s net of the same months', async () => {
    const thisMonth = `${today.slice(0, 7)}-01`;
    const lastMonth = `${addDays(thisMonth, -1).slice(0, 7)}-01`;
    const [home, current, last] = await Promise.all([
      get('/api/dashboard/revenue', owner).then((r) => json<{ content: Record<string, number> }>(r).content),
      salesOf(`from=${thisMonth}&to=${today}`),
      salesOf(`from=${lastMonth}&to=${addDays(thisMonth, -1)}`),
    ]);
    expect(home).toMatchObject({
      this_month_cents: current.totals.gross_cents,
      last_month_cents: last.totals.gross_cents,
      this_month_pending_cents: 0,
    });
    expect(current.totals.gross_cents + last.totals.gross_cents).toBeGreaterThan(0);
  });

  it('never counts another partner’s sales', async () => {
    const theirsOnly = await salesOf(`from=${addDays(today, -6)}&to=${today}`, rival);
    expect(theirsOnly.totals.gross_cents).toBe(9900);
    expect(theirsOnly.services.map((r) => r.service_id)).not.toContain(serviceA);
  });

  it.each(['day', 'week', 'month'])(
    'grouped by %s, the periods and the breakdowns add up to the totals',
    async (group) => {
      const s = await salesOf(`from=${addDays(today, -90)}&to=${today}&group=${group}`);
      expect(s.totals).toMatchObject({ gross_cents: 13000, commission_cents: 1950, net_cents: 11050, bookings: 3 });
      expect(sum(s.periods)).toEqual(s.totals);
      expect(sum(s.services)).toEqual(s.totals);
      expect(sum(s.methods)).toEqual(s.totals);
      expect(s.periods[0]!.period <= s.from).toBe(true);
      if (group === 'week') expect(new Date(`${s.periods[0]!.period}T12:00:00Z`).getUTCDay()).toBe(1);
      if (group === 'month') expect(s.periods.every((p) => p.period.endsWith('-01'))).toBe(true);
    },
  );

  it('answers 403 to a team member whose role does not allow sales, 200 to one whose role does', async () => {
    const tokens = [
      await teamMemberToken(t.app, t.database, mine, 'sales-member-0@example.pt', 'Bookings manager'),
      await teamMemberToken(t.app, t.database, mine, 'sales-member-1@example.pt', 'Administrator'),
    ];
    expect((await get('/api/dashboard/sales', tokens[0]!)).statusCode).toBe(403);
    const admin = await salesOf(`from=${addDays(today, -6)}&to=${today}`, tokens[1]!);
    expect(admin.totals.gross_cents).toBe(9000);
  });

  it('answers 422 with a field message in en and pt on a backwards or too long range', async () => {
    const backwards = await get(`/api/dashboard/sales?from=${today}&to=${addDays(today, -1)}`, owner);
    expect(backwards.statusCode).toBe(422);
    const en = json<{ errors: Record<string, string[]> }>(backwards).errors;
    const pt = json<{ errors: Record<string, string[]> }>(
      await get(`/api/dashboard/sales?from=${today}&to=${addDays(today, -1)}`, owner, 'pt'),
    ).errors;
    expect(en.to).toHaveLength(1);
    expect(pt.to).toHaveLength(1);
    expect(pt.to![0]).not.toBe(en.to![0]);
    expect((await get(`/api/dashboard/sales?from=2020-01-01&to=${today}`, owner)).statusCode).toBe(422);
    expect((await get('/api/dashboard/sales?group=year', owner)).statusCode).toBe(422);
  });
});
