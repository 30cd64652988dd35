// Exports carry every row matching the filters: the sales and booking-item exports stream more than 10,000 items as
// CSV from the server (not a page of them), with the same filters, figures and permission as their lists.
import { sql } from 'drizzle-orm';
import { lisbonToday } from '../../../lib/lisbon-time';
import { bearer, buildTestApp, createUser, json, type TestApp } from '../../../../test/helpers';
import { experience, partnerCompany, scalar, type Catalogue } from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';
import { EXPORT_BATCH } from '../../../lib/csv';

let t: TestApp;
let finance: string;
let content: string;
let support: string;
let a: Catalogue;
let b: Catalogue;
const ROWS_A = 10_050;
const today = lisbonToday();

/** One paid booking of `items` sold items of the company's service, written in two statements. */
async function soldItems(c: Catalogue, items: number, status = 'confirmed') {
  const service = await experience(t.database.db, c, { valueCents: 1234 });
  const userId = await scalar<number>(t.database.db, sql`select id from users where email = 'buyer@export.pt'`);
  const bookingId = await scalar<number>(
    t.database.db,
    sql`insert into bookings (reference, user_id, payment_method, total_cents, status, paid_at)
        values (${`EXP-${c.companyId}-${status}`}, ${userId}, 'card', ${items * 1234}, 'paid', now()) returning id`,
  );
  await t.database.db.execute(
    sql`insert into booking_items (booking_id, service_id, company_id, booking_date, status, quantity, value_cents)
        select ${bookingId}, ${service}, ${c.companyId}, now() + interval '7 days', ${status}, 1, 1234 from generate_series(1, ${items})`,
  );
}

const exportOf = (query: string, token = finance, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/super/sales/export${query}`,
    headers: { ...bearer(token), 'accept-language': lang },
  });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');

beforeAll(async () => {
  t = await buildTestApp();
  finance = (await createStaffUser(t.app, t.database, 'finance', 'finance@export.pt')).token;
  content = (await createStaffUser(t.app, t.database, 'content', 'content@export.pt')).token;
  support = (await createStaffUser(t.app, t.database, 'support', 'support@export.pt')).token;
  await createUser(t.database, 'CLIENT', 'buyer@export.pt');
  a = await partnerCompany(t.database);
  b = await partnerCompany(t.database);
  await soldItems(a, ROWS_A);
  await soldItems(b, 30, 'declined');
}, 120_000);
afterAll(async () => t.close());

describe('GET api/super/sales/export', () => {
  it(`streams every one of more than 10,000 sold items (batches of ${EXPORT_BATCH}), each once, with the list's totals`, async () => {
    const res = await exportOf('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales.csv"');
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(
      'Paid,Booking,Item,Customer,Customer e-mail,Partner,Service,Status,Payment method,Quantity,Booked (EUR),Commission (EUR),Partner net (EUR)',
    );
    expect(rows).toHaveLength(ROWS_A + 30);
    const total = json<{ content: { items: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/sales/total', headers: bearer(finance) }),
    ).content;
    expect(rows).toHaveLength(total.items);
    // Every row once: the export's batches neither skip nor repeat an item where they meet.
    expect(new Set(rows.map((r) => r.split(',')[2])).size).toBe(rows.length);
    expect(rows.filter((r) => r.includes(',declined,'))).toHaveLength(30);
    expect(rows.find((r) => r.includes(',declined,'))).toMatch(/,12\.34,0\.00,0\.00$/);
    expect(rows.find((r) => r.includes(',confirmed,'))).toMatch(/,12\.34,1\.85,10\.49$/);
  });

  it('applies the list’s filters, in pt too', async () => {
    const onlyB = lines((await exportOf(`?company_id=${b.companyId}`, finance, 'pt')).body);
    expect(onlyB[0]).toMatch(/^Pago,Reserva,Item,Cliente/);
    expect(onlyB).toHaveLength(31);
    expect(lines((await exportOf(`?status=confirmed&from=${today}&to=${today}`)).body)).toHaveLength(ROWS_A + 1);
    expect(lines((await exportOf('?payment_method=paypal')).body)).toHaveLength(1);
  });

  it('answers 422 on a bad date before any row, and 403 to a role without sales', async () => {
    const bad = await exportOf('?from=2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { from: ['Enter a valid date (YYYY-MM-DD).'] } });
    expect((await exportOf('', content)).statusCode).toBe(403);
  });
});

describe('GET api/super/booking-items/export', () => {
  const itemsExport = (query: string, token = support, lang = 'en') =>
    t.app.inject({
      method: 'GET',
      url: `/api/super/booking-items/export${query}`,
      headers: { ...bearer(token), 'accept-language': lang },
    });

  it('streams every one of more than 10,000 booking items, each once, as many as the list counts', async () => {
    const res = await itemsExport('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="booking-items.csv"');
    const [header, ...rows] = lines(res.body);
    expect(header).toBe(
      'Booking,Item,Booked,Service date,Service,Partner,Customer,Customer e-mail,Status,Payment method,Quantity,Total (EUR)',
    );
    const list = json<{ content: { total: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/super/booking-items?per_page=1', headers: bearer(support) }),
    ).content;
    expect(list.total).toBe(ROWS_A + 30);
    expect(rows).toHaveLength(list.total);
    expect(new Set(rows.map((r) => r.split(',')[1])).size).toBe(rows.length);
    expect(rows[0]).toMatch(/,declined,card,1,12\.34$/);
  });

  it('applies the list’s filters with headers in pt, refuses a bad date (422) and a role without bookings (403)', async () => {
    const declined = lines((await itemsExport(`?status=declined&company_id=${b.companyId}`, support, 'pt')).body);
    expect(declined[0]).toMatch(/^Reserva,Item,Reservado,Data do serviço,/);
    expect(declined).toHaveLength(31);
    expect(lines((await itemsExport(`?company_id=${a.companyId}&status=declined`)).body)).toHaveLength(1);
    const bad = await itemsExport('?to=2026-13-01');
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { to: ['Enter a valid date (YYYY-MM-DD).'] } });
    expect((await itemsExport('', finance)).statusCode).toBe(403);
  });
});
