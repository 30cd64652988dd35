// Partner invoices: a month's rows from completed items (idempotent, numbered 1, 2, 3… per year in month
// order whichever month is read first), the PDF upload (magic bytes, 10 MB), the status, audit entries, and the
// partner's own list and download.
import { sql } from 'drizzle-orm';
import { lisbonToday } from '../../lib/lisbon-time';
import { bookingItems, bookings, invoices } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, multipart, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, scalar, type Catalogue } from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let a: Catalogue;
let b: Catalogue;
let finance: string;
let admin: string;
let partnerA: string;
let client: string;
const serviceOf = new Map<number, number>();
type Row = {
  id: number;
  number: string;
  company: { id: number };
  items: number;
  gross_cents: number;
  commission_cents: number;
  amount_cents: number;
  status: string;
  file_name: string | null;
};
type Month = { year: number; month: number; years: number[]; data: Row[] };

async function item(companyId: number, bookingDate: string, status: string, valueCents: number, discountCents = 0) {
  const userId = await scalar<number>(t.database.db, sql`select id from users where email = 'buyer@invoices.pt'`);
  const [booking] = await t.database.db
    .insert(bookings)
    .values({
      reference: `INV-${Math.random().toString(36).slice(2, 10)}`,
      userId,
      paymentMethod: 'card',
      totalCents: valueCents,
      status: 'paid',
      createdAt: new Date('2024-11-03T10:00:00Z'),
    })
    .returning({ id: bookings.id });
  await t.database.db.insert(bookingItems).values({
    bookingId: booking?.id ?? 0,
    serviceId: serviceOf.get(companyId),
    companyId,
    bookingDate: new Date(bookingDate),
    status,
    quantity: 1,
    valueCents,
    discountCents,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  finance = (await createStaffUser(t.app, t.database, 'finance')).token;
  admin = (await createStaffUser(t.app, t.database, 'admin')).token;
  await createUser(t.database, 'CLIENT', 'buyer@invoices.pt');
  client = await login(t.app, 'buyer@invoices.pt');
  a = await partnerCompany(t.database);
  b = await partnerCompany(t.database);
  partnerA = await login(t.app, a.supplierEmail);
  for (const c of [a, b]) serviceOf.set(c.companyId, await experience(t.database.db, c));
  await item(a.companyId, '2025-05-10T09:00:00Z', 'completed', 10_000, 1_000);
  await item(a.companyId, '2025-05-20T09:00:00Z', 'completed', 5_000);
  await item(a.companyId, '2025-05-21T09:00:00Z', 'confirmed', 7_000);
  await item(b.companyId, '2025-05-15T09:00:00Z', 'completed', 2_000);
  // 00:30 on 1 June in Lisbon: June's.
  await item(b.companyId, '2025-05-31T23:30:00Z', 'completed', 4_000);
});
afterAll(async () => t.close());

const month = async (query: string, token = finance, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/invoices${query}`, headers: { ...bearer(token), 'accept-language': lang } });
const upload = (id: number, data: Buffer, token = finance, lang = 'en', filename = 'may.pdf') => {
  const form = multipart({ field: 'file', filename, data, type: 'application/pdf' });
  return t.app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/upload`,
    headers: { ...form.headers, ...bearer(token), 'accept-language': lang },
    payload: form.payload,
  });
};
const setStatus = (id: number, status: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/invoices/${id}/update`,
    headers: { ...bearer(finance), 'accept-language': lang },
    payload: { status },
  });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const audit = async (action: string) =>
  json<{ content: { data: { before: unknown; after: unknown }[] } }>(
    await t.app.inject({ method: 'GET', url: `/api/super/audit-log?action=${action}`, headers: bearer(admin) }),
  ).content.data;

describe('GET api/invoices', () => {
  it('answers one row per partner with what is owed for the items completed that month, numbered in the year', async () => {
    const res = await month('?year=2025&month=5');
    expect(res.statusCode).toBe(200);
    const body = json<{ content: Month }>(res).content;
    expect(body.years[0]).toBe(2024);
    expect(body.years.at(-1)).toBe(new Date().getFullYear());
    expect(
      body.data.map((r) => [
        r.number,
        r.company.id,
        r.items,
        r.gross_cents,
        r.commission_cents,
        r.amount_cents,
        r.status,
      ]),
    ).toEqual([
      ['2025/0001', a.companyId, 2, 14_000, 2_100, 11_900, 'pending'],
      ['2025/0002', b.companyId, 1, 2_000, 300, 1_700, 'pending'],
    ]);
  });

  it('is idempotent, follows the bookings while pending, and numbers the next month on', async () => {
    const again = json<{ content: Month }>(await month('?year=2025&month=5')).content.data;
    expect(again.map((r) => r.number)).toEqual(['2025/0001', '2025/0002']);
    expect(
      await scalar<number>(t.database.db, sql`select count(*)::int from invoices where year = 2025 and month = 5`),
    ).toBe(2);
    await item(b.companyId, '2025-05-16T09:00:00Z', 'completed', 1_000);
    const refreshed = json<{ content: Month }>(await month('?year=2025&month=5')).content.data;
    expect(refreshed.find((r) => r.company.id === b.companyId)).toMatchObject({
      number: '2025/0002',
      items: 2,
      gross_cents: 3_000,
    });
    const june = json<{ content: Month }>(await month('?year=2025&month=6')).content.data;
    expect(june.map((r) => [r.number, r.company.id, r.gross_cents])).toEqual([['2025/0003', b.companyId, 4_000]]);
    expect(json<{ content: Month }>(await month('?year=2025&month=7')).content.data).toEqual([]);
  });

  it('numbers each year from 1, with no number twice however the months are read', async () => {
    await item(a.companyId, '2024-12-02T12:00:00Z', 'completed', 1_000);
    await item(b.companyId, '2024-11-02T12:00:00Z', 'completed', 1_000);
    await Promise.all([month('?year=2024&month=12'), month('?year=2024&month=11'), month('?year=2024&month=12')]);
    const numbers = (
      await t.database.db
        .select({ m: invoices.month, n: invoices.number })
        .from(invoices)
        .where(sql`year = 2024`)
        .orderBy(invoices.month)
    ).map((r) => [r.m, r.n]);
    // Whichever request ran first, November is numbered before December.
    expect(numbers).toEqual([
      [11, 1],
      [12, 2],
    ]);
  });

  it('numbers the months in calendar order when a later month is read first, and never renumbers', async () => {
    const c = await partnerCompany(t.database);
    const d = await partnerCompany(t.database);
    for (const p of [c, d]) serviceOf.set(p.companyId, await experience(t.database.db, p));
    await item(d.companyId, '2023-02-10T12:00:00Z', 'completed', 1_000);
    await item(c.companyId, '2023-03-10T12:00:00Z', 'completed', 1_000);
    await item(d.companyId, '2023-03-12T12:00:00Z', 'completed', 1_000);
    const numbers = async (m: number) =>
      json<{ content: Month }>(await month(`?year=2023&month=${m}`)).content.data.map((r) => [r.company.id, r.number]);
    // March first: February (not read yet) still takes the first number of the year.
    expect(await numbers(3)).toEqual([
      [c.companyId, '2023/0002'],
      [d.companyId, '2023/0003'],
    ]);
    expect(await numbers(2)).toEqual([[d.companyId, '2023/0001']]);
    // A February row that appears later takes the next number; the numbers already issued stay.
    await item(c.companyId, '2023-02-20T12:00:00Z', 'completed', 1_000);
    expect(await numbers(3)).toEqual([
      [c.companyId, '2023/0002'],
      [d.companyId, '2023/0003'],
    ]);
    expect(await numbers(2)).toEqual([
      [d.companyId, '2023/0001'],
      [c.companyId, '2023/0004'],
    ]);
  });

  it('refuses a month that has not started, in en and pt', async () => {
    const next = new Date().getFullYear() + 1;
    expect(json(await month(`?year=${next}&month=1`))).toMatchObject({
      errors: { month: ['This month has not started yet.'] },
    });
    expect(json(await month(`?year=${next}&month=1`, finance, 'pt'))).toMatchObject({
      errors: { month: ['Este mês ainda não começou.'] },
    });
    expect((await month('?year=2025&month=13')).statusCode).toBe(422);
  });

  it('refuses the running month, so no invoice is numbered before its month ends', async () => {
    const [y, m] = lisbonToday().split('-').map(Number) as [number, number];
    const before = await scalar<number>(t.database.db, sql`select count(*)::int from invoices`);
    expect(json(await month(`?year=${y}&month=${m}`))).toMatchObject({
      errors: { month: ['This month is not over yet: its invoices are made once it ends.'] },
    });
    expect(json(await month(`?year=${y}&month=${m}`, finance, 'pt'))).toMatchObject({
      errors: { month: ['Este mês ainda não terminou: as faturas são emitidas quando acabar.'] },
    });
    expect(await scalar<number>(t.database.db, sql`select count(*)::int from invoices`)).toBe(before);
  });

  it('is the finance and admin roles’ only', async () => {
    const content = (await createStaffUser(t.app, t.database, 'content')).token;
    expect((await month('?year=2025&month=5', content)).statusCode).toBe(403);
    expect((await month('?year=2025&month=5', admin)).statusCode).toBe(200);
    expect((await month('?year=2025&month=5', partnerA)).statusCode).toBe(403);
  });
});

describe('upload, status and the partner’s download', () => {
  let mayA: Row;
  let mayB: Row;
  beforeAll(async () => {
    const rows = json<{ content: Month }>(await month('?year=2025&month=5')).content.data;
    mayA = rows.find((r) => r.company.id === a.companyId) as Row;
    mayB = rows.find((r) => r.company.id === b.companyId) as Row;
  });

  it('takes a PDF only (by its first bytes), at most 10 MB, with a 422 on file in en and pt', async () => {
    const fake = await upload(mayA.id, Buffer.from('<html>not a pdf</html>'), finance, 'en', 'fake.pdf');
    expect(fake.statusCode).toBe(422);
    expect(json(fake)).toMatchObject({ errors: { file: ['Upload a PDF file.'] } });
    expect(json(await upload(mayA.id, Buffer.from('%PD'), finance, 'pt'))).toMatchObject({
      errors: { file: ['Envie um ficheiro PDF.'] },
    });
    const big = await upload(mayA.id, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(big).errors)).toEqual(['file']);
    expect(JSON.stringify(json(big))).toContain('10');
    expect((await upload(999_999, PDF)).statusCode).toBe(404);
  });

  it('answers a JSON body whose file is not an uploaded file with a 422 on file, never a 500', async () => {
    const bodies = [
      { file: { filename: 'may.pdf', mimetype: 'application/pdf', data: '%PDF-1.4 not a file' } },
      {
        file: {
          filename: 'may.pdf',
          mimetype: 'application/pdf',
          data: { type: 'Buffer', data: [37, 80, 68, 70, 45] },
        },
      },
      { file: { filename: 'may.pdf', mimetype: 'application/pdf', data: 12 } },
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/invoices/${mayA.id}/upload`,
        headers: { ...bearer(finance), 'accept-language': 'pt' },
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ errors: { file: ['Envie um ficheiro PDF.'] } });
    }
  });

  it('stores the PDF, marks the invoice uploaded and audits it', async () => {
    const res = await upload(mayA.id, PDF);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: Row }>(res).content).toMatchObject({
      status: 'uploaded',
      file_name: 'may.pdf',
      number: '2025/0001',
    });
    expect((await audit('invoice.upload'))[0]).toMatchObject({
      before: { status: 'pending', file_name: null },
      after: { status: 'uploaded', file_name: 'may.pdf' },
    });
    const file = await t.app.inject({ method: 'GET', url: `/api/invoices/${mayA.id}/file`, headers: bearer(finance) });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // The stored file is not under the public files route.
    const key = await scalar<string>(t.database.db, sql`select file_key from invoices where id = ${mayA.id}`);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(404);

    // A new PDF replaces the old one, whose file is deleted; the new one is kept.
    const again = await upload(
      mayA.id,
      Buffer.concat([PDF, Buffer.from('corrected')]),
      finance,
      'en',
      'may-corrected.pdf',
    );
    expect(again.statusCode).toBe(200);
    const newKey = await scalar<string>(t.database.db, sql`select file_key from invoices where id = ${mayA.id}`);
    expect(newKey).not.toBe(key);
    expect(await t.app.storage.get(key)).toBeNull();
    expect(await t.app.storage.get(newKey)).not.toBeNull();
  });

  it('sets the status, refuses uploaded without a file, and audits it', async () => {
    const paid = await setStatus(mayA.id, 'paid');
    expect(json<{ content: Row }>(paid).content.status).toBe('paid');
    expect((await audit('invoice.status'))[0]).toMatchObject({
      before: { status: 'uploaded' },
      after: { status: 'paid' },
    });
    expect(json(await setStatus(mayB.id, 'uploaded', 'pt'))).toMatchObject({
      errors: { status: ['Ainda não foi enviado nenhum ficheiro para esta fatura.'] },
    });
    expect((await setStatus(mayB.id, 'lost')).statusCode).toBe(422);
    // A paid invoice keeps its figures: a late completed item does not change it.
    await item(a.companyId, '2025-05-22T09:00:00Z', 'completed', 9_000);
    const rows = json<{ content: Month }>(await month('?year=2025&month=5')).content.data;
    expect(rows.find((r) => r.id === mayA.id)).toMatchObject({ status: 'paid', gross_cents: 14_000 });
  });

  it('lets the partner list and download their own invoices only', async () => {
    const listed = json<{ content: { total: number; data: Row[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers: bearer(partnerA) }),
    ).content;
    expect(listed.data.every((r) => r.company.id === a.companyId)).toBe(true);
    expect(listed.data.map((r) => r.number)).toEqual(['2025/0001', '2024/0002']);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/invoices/${mayA.id}/file`,
      headers: bearer(partnerA),
    });
    expect([own.statusCode, own.headers['content-type'], own.headers['content-disposition']]).toEqual([
      200,
      'application/pdf',
      'attachment; filename="invoice-2025-0001.pdf"',
    ]);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/dashboard/invoices/${mayB.id}/file`,
      headers: bearer(partnerA),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers: bearer(client) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/invoices' })).statusCode).toBe(401);
  });
});
