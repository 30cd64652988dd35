// Sales and dashboards (ADR 014): a paid booking shows in the sales list, its totals and the revenue
// dashboard (from the daily aggregates written in the payment's transaction); a partner's decline takes it back.
import { sql } from 'drizzle-orm';
import { lisbonToday } from '../../../lib/lisbon-time';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';
import { addDays } from './service';

let t: TestApp;
let finance: string;
let cat: Catalogue;
let serviceId: number;
const today = lisbonToday();

type Sale = {
  id: number;
  total_cents: number;
  commission_cents: number;
  partner_net_cents: number;
  status: string;
  partner: { id: number };
  service: { id: number; name: string };
};
type Revenue = {
  current: { day: string; revenue_cents: number }[];
  previous: unknown[];
  totals: { current: { revenue_cents: number; commission_cents: number; refunded_cents: number } };
  top_services: { id: number; revenue_cents: number }[];
  top_partners: { id: number }[];
};

const get = async <T>(url: string, token = finance) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return json<{ content: T }>(res).content;
};

async function paidSaleCount(expected: number) {
  for (let i = 0; i < 60; i++) {
    if (
      (await scalar<number>(t.database.db, sql`select coalesce(sum(items_sold), 0)::int from sales_daily`)) >= expected
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  finance = (await createStaffUser(t.app, t.database, 'finance')).token;
  cat = await partnerCompany(t.database);
  serviceId = await experience(t.database.db, cat, { valueCents: 4000 });
  const { token } = await putCart(t.app, [line(serviceId, futureDate(), 2)]);
  const res = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    { payment_method: 'card', card_number: '4242 4242 4242 4242' },
  );
  expect(res.statusCode).toBe(200);
  await paidSaleCount(1);
});
afterAll(async () => t.close());

describe('GET api/super/sales and /total', () => {
  it('lists the paid item, apart while the partner has not answered, then with the 15 % commission and the partner net once accepted, filtered by partner and day', async () => {
    const listed = () =>
      get<{ total: number; data: Sale[] }>(`/api/super/sales?company_id=${cat.companyId}&from=${today}&to=${today}`);
    const waiting = await listed();
    expect(waiting.total).toBe(1);
    expect(waiting.data[0]).toMatchObject({
      total_cents: 8000,
      commission_cents: 0,
      partner_net_cents: 0,
      status: 'pending',
      service: { id: serviceId },
    });
    expect(await get(`/api/super/sales/total?company_id=${cat.companyId}`)).toMatchObject({
      items: 1,
      total_cents: 8000,
      pending_items: 1,
      pending_cents: 8000,
      net_items: 0,
      net_cents: 0,
      commission_cents: 0,
    });
    const supplier = await login(t.app, cat.supplierEmail);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/booking-items/${waiting.data[0]?.id}/update`,
      headers: bearer(supplier),
      payload: { status: 'confirmed' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await listed()).data[0]).toMatchObject({
      commission_cents: 1200,
      partner_net_cents: 6800,
      status: 'confirmed',
    });
    expect(await get(`/api/super/sales/total?company_id=${cat.companyId}`)).toEqual({
      items: 1,
      value_cents: 8000,
      discount_cents: 0,
      total_cents: 8000,
      cancelled_items: 0,
      cancelled_cents: 0,
      pending_items: 0,
      pending_cents: 0,
      net_items: 1,
      net_cents: 8000,
      commission_cents: 1200,
      partner_net_cents: 6800,
    });
    expect((await get<{ total: number }>(`/api/super/sales?to=${addDays(today, -1)}`)).total).toBe(0);
    expect((await get<{ total: number }>('/api/super/sales?payment_method=paypal')).total).toBe(0);
  });

  it('answers 422 for a date that does not exist, in en and pt', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/super/sales?from=2026-02-30', headers: bearer(finance) });
    expect(json(en)).toMatchObject({ errors: { from: ['Enter a valid date (YYYY-MM-DD).'] } });
    const pt = await t.app.inject({
      method: 'GET',
      url: '/api/super/dash/revenue?from=2026-05-02&to=2026-05-01',
      headers: { ...bearer(finance), 'accept-language': 'pt' },
    });
    expect(json(pt)).toMatchObject({ errors: { to: ['O último dia não pode ser anterior ao primeiro.'] } });
  });
});

describe('GET api/super/dash/revenue', () => {
  it('reads today’s revenue from the aggregates, with the previous period of the same length beside it', async () => {
    const dash = await get<Revenue>(`/api/super/dash/revenue?from=${addDays(today, -6)}&to=${today}`);
    expect(dash.current).toHaveLength(7);
    expect(dash.previous).toHaveLength(7);
    expect(dash.current.at(-1)).toMatchObject({ day: today, revenue_cents: 8000 });
    expect(dash.totals.current).toMatchObject({ revenue_cents: 8000, commission_cents: 1200 });
    expect(dash.top_services[0]).toMatchObject({ id: serviceId, revenue_cents: 8000 });
    expect(dash.top_partners[0]?.id).toBe(cat.companyId);
  });

  it('takes a cancelled item off its payment day as cancelled: no revenue, no commission, not counted as kept', async () => {
    const [sale] = (await get<{ data: Sale[] }>(`/api/super/sales?company_id=${cat.companyId}`)).data;
    const supplier = await login(t.app, cat.supplierEmail);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/booking-items/${sale?.id}/update`,
      headers: bearer(supplier),
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode).toBe(200);
    const dash = await get<Revenue>(`/api/super/dash/revenue?from=${today}&to=${today}`);
    expect(dash.totals.current).toEqual({
      revenue_cents: 0,
      commission_cents: 0,
      items: 0,
      refunded_cents: 8000,
      pending_cents: 0,
      booked_cents: 8000,
    });
  });

  it('counts service views per day through the trigger', async () => {
    await t.database.db.execute(
      sql`insert into service_views (service_id) select ${serviceId} from generate_series(1, 3)`,
    );
    const views = await get<{ totals: { current: number }; top_services: { id: number; views: number }[] }>(
      `/api/super/dash/service-views?from=${today}&to=${today}`,
    );
    expect(views.totals.current).toBe(3);
    expect(views.top_services[0]).toMatchObject({ id: serviceId, views: 3 });
  });

  it('is for finance and admins: support gets 403', async () => {
    const support = (await createStaffUser(t.app, t.database, 'support')).token;
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/super/dash/revenue', headers: bearer(support) })).statusCode,
    ).toBe(403);
  });
});

describe('GET api/super/sales/names', () => {
  type Name = { id: number; name: string };
  it('offers finance the partners and services by name (a service with its partner, in the request language)', async () => {
    const company = await scalar<string>(
      t.database.db,
      sql`select trade_name from companies where id = ${cat.companyId}`,
    );
    const partners = await get<Name[]>(`/api/super/sales/names?of=partners&search=${encodeURIComponent(company)}`);
    expect(partners).toContainEqual({ id: cat.companyId, name: company });
    expect(partners.every((p) => p.name.toLowerCase().includes(company.toLowerCase()))).toBe(true);

    const en = await get<Name[]>(`/api/super/sales/names?of=services&search=${encodeURIComponent(company)}`);
    expect(en).toContainEqual({ id: serviceId, name: expect.stringMatching(new RegExp(`^Tour \\d+ — ${company}$`)) });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/super/sales/names?of=services&search=${encodeURIComponent(company)}`,
      headers: { ...bearer(finance), 'accept-language': 'pt' },
    });
    expect(json<{ content: Name[] }>(res).content).toContainEqual({
      id: serviceId,
      name: expect.stringMatching(/^Passeio \d+ — /),
    });
    // A wildcard typed in the box is a character like any other, not "anything".
    expect(await get<Name[]>('/api/super/sales/names?of=partners&search=%25')).toEqual([]);
    expect((await get<Name[]>('/api/super/sales/names?of=partners')).length).toBeLessThanOrEqual(20);
  });

  it('refuses what is not a list of names (422 on the field) and staff without the sales area (403)', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/super/sales/names?of=customers',
      headers: bearer(finance),
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors)).toContain('of');
    const content = (await createStaffUser(t.app, t.database, 'content', 'content@names.pt')).token;
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/super/sales/names?of=partners',
      headers: bearer(content),
    });
    expect(denied.statusCode).toBe(403);
  });
});
