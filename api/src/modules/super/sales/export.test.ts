// Exports carry every row matching the filters: the sales export streams more than 10,000 sold items as CSV from the
// server (not a page of them), with the same filters, figures and permission as the list.
import { sql } from 'drizzle-orm';
import { lisbonToday } from '../../../lib/lisbon-time';
import { bearer, buildTestApp, createUser, json, type TestApp } from '../../../../test/helpers';
import { experience, partnerCompany, scalar, type Catalogue } from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';
import { EXPORT_BATCH } from '../../../lib/csv';

let t: TestApp;
let finance: string;
let content: string;
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

const exportOf = (query: string, token = finance, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/super/sales/export${query}`, headers: { ...bearer(token), 'accept-language': lang } });
const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');

beforeAll(async () => {
  t = await buildTestApp();
  finance = (await createStaffUser(t.app, t.database, 'finance', 'finance@export.pt')).token;
  content = (await createStaffUser(t.app, t.database, 'content', 'content@export.pt')).token;
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
    expect(header).toBe('Paid,Booking,Item,Customer,Customer e-mail,Partner,Service,Status,Payment method,Quantity,Booked (EUR),Commission (EUR),Partner net (EUR)');
    expect(rows).toHaveLength(ROWS_A + 30);
    const total = json<{ content: { items: number } }>(await t.app.inject({ method: 'GET', url: '/api/super/sales/total', headers: bearer(finance) })).content;
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
