// The invoice PDF drawn by the server (ADR 046): A4, one line per completed item of the company and month, totals equal
// to the partner's sales page for that month (items paid and served in it, all completed), in en and pt; staff get
// the same document in the partner's language, and a PDF staff uploaded stands in for it.
import { eq, sql } from 'drizzle-orm';
import { bookingItems, bookings, services } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, multipart, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, scalar, type Catalogue } from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';
import { pdfMediaBoxes, pdfTextRows } from './pdf-text';

let t: TestApp;
let a: Catalogue;
let b: Catalogue;
let finance: string;
let partnerA: string;
let invoiceId: number;
const references: string[] = [];

async function item(
  c: Catalogue,
  serviceId: number,
  reference: string,
  day: string,
  status: string,
  valueCents: number,
  discountCents = 0,
) {
  const userId = await scalar<number>(t.database.db, sql`select id from users where email = 'buyer@invoice-pdf.pt'`);
  const [booking] = await t.database.db
    .insert(bookings)
    .values({
      reference,
      userId,
      paymentMethod: 'card',
      totalCents: valueCents - discountCents,
      status: 'paid',
      paidAt: new Date(`2025-10-01T10:00:00Z`),
    })
    .returning({ id: bookings.id });
  await t.database.db.insert(bookingItems).values({
    bookingId: booking?.id ?? 0,
    serviceId,
    companyId: c.companyId,
    bookingDate: new Date(`${day}T09:00:00Z`),
    status,
    quantity: 1,
    valueCents,
    discountCents,
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  finance = (await createStaffUser(t.app, t.database, 'finance')).token;
  await createUser(t.database, 'CLIENT', 'buyer@invoice-pdf.pt');
  a = await partnerCompany(t.database);
  b = await partnerCompany(t.database);
  partnerA = await login(t.app, a.supplierEmail);
  const serviceA = await experience(t.database.db, a);
  const serviceB = await experience(t.database.db, b);
  await t.database.db
    .update(services)
    .set({ nameEn: 'Sunset tour', namePt: 'Passeio ao pôr do sol' })
    .where(eq(services.id, serviceA));
  // Paid on 1 October and served in October, all completed: the invoice equals October's sales.
  const lines: [string, string, number, number][] = [
    ['PDF-A1', '2025-10-02', 10_000, 1_000],
    ['PDF-A2', '2025-10-15', 3_333, 0],
    ['PDF-A3', '2025-10-31', 129_990, 4_990],
  ];
  for (const [reference, day, value, discount] of lines) {
    references.push(reference);
    await item(a, serviceA, reference, day, 'completed', value, discount);
  }
  // Neither a cancelled item nor another company's is on A's invoice (nor in A's net sales).
  await item(a, serviceA, 'PDF-AX', '2025-10-20', 'cancelled', 7_000);
  await item(b, serviceB, 'PDF-B1', '2025-10-20', 'completed', 2_000);
  const month = await t.app.inject({
    method: 'GET',
    url: '/api/invoices?year=2025&month=10',
    headers: bearer(finance),
  });
  const rows = json<{ content: { data: { id: number; company: { id: number } }[] } }>(month).content.data;
  invoiceId = rows.find((r) => r.company.id === a.companyId)?.id ?? 0;
});
afterAll(async () => t.close());

const download = (url: string, token: string, lang: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });

type Figures = { gross_cents: number; commission_cents: number; net_cents: number; bookings: number };
const octoberSales = async (lang: string) =>
  json<{ content: { totals: Figures } }>(
    await download('/api/dashboard/sales?from=2025-10-01&to=2025-10-31&group=month', partnerA, lang),
  ).content.totals;

/** The amount at the end of a row ("… | €1,250.00"), in cents. */
function cents(row: string | undefined, locale: 'en' | 'pt'): number {
  const amount = (row ?? '').split(' | ').at(-1) ?? '';
  const digits = locale === 'en' ? amount.replace(/[€,]/g, '') : amount.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
}

const WORDS = {
  en: {
    title: 'Invoice 2025/',
    period: 'Period: | October 2025',
    header: 'Reference | Service | Date | Gross | Commission | VAT 23% | Net',
    gross: 'Gross sales',
    commission: 'Commission on gross',
    net: 'Net owed to the partner',
    items: '3 items',
    line: 'PDF-A1 | Sunset tour | 02/10/2025 | €90.00 | €13.50 | €3.11 | €76.50',
  },
  pt: {
    title: 'Fatura 2025/',
    period: 'Período: | outubro de 2025',
    header: 'Referência | Serviço | Data | Bruto | Comissão | IVA 23% | Líquido',
    gross: 'Vendas brutas',
    commission: 'Comissão sobre o bruto',
    net: 'Líquido devido ao parceiro',
    items: '3 itens',
    // pt writes a no-break space before the euro sign.
    line: 'PDF-A1 | Passeio ao pôr do sol | 02/10/2025 | 90,00\u00a0€ | 13,50\u00a0€ | 3,11\u00a0€ | 76,50\u00a0€',
  },
} as const;

describe.each(['en', 'pt'] as const)('the invoice PDF in %s', (locale) => {
  it('is A4, with one line per completed item and totals equal to the sales page for the company and month', async () => {
    const res = await download(`/api/dashboard/invoices/${invoiceId}/file`, partnerA, locale);
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    const pdf = res.rawPayload;
    expect(pdfMediaBoxes(pdf)).toEqual([[0, 0, 595.28, 841.89]]);
    const [rows = []] = pdfTextRows(pdf);
    const w = WORDS[locale];
    expect(rows[0]).toMatch(new RegExp(`^${w.title}\\d{4}$`));
    expect(rows.some((r) => r.startsWith(w.period))).toBe(true);
    expect(rows).toContain(w.header);
    // Both parties: names and NIFs.
    expect(rows.join('\n')).toContain('Roteiro Marketplace, Lda.');
    expect(rows.join('\n')).toContain('NIF 516204882');
    const nif = await scalar<string>(t.database.db, sql`select tax_number from companies where id = ${a.companyId}`);
    expect(rows.join('\n')).toContain(`NIF ${nif}`);

    const itemRows = rows.filter((r) => /^PDF-/.test(r));
    expect(itemRows.map((r) => r.split(' | ')[0])).toEqual(references);
    expect(itemRows[0]).toBe(w.line);

    const sales = await octoberSales(locale);
    const total = (label: string) =>
      cents(
        rows.find((r) => r.startsWith(label)),
        locale,
      );
    expect(rows).toContain(w.items);
    expect(sales.bookings).toBe(3);
    expect(total(w.gross)).toBe(sales.gross_cents);
    expect(total(w.commission)).toBe(sales.commission_cents);
    expect(total(w.net)).toBe(sales.net_cents);
    // The lines add up to the totals.
    const column = (i: number) => itemRows.reduce((sum, r) => sum + cents(r.split(' | ')[i], locale), 0);
    expect([column(3), column(4), column(6)]).toEqual([sales.gross_cents, sales.commission_cents, sales.net_cents]);
  });
});

it('gives staff the same document, in the partner’s language, and an uploaded PDF stands in for it', async () => {
  const staff = await download(`/api/invoices/${invoiceId}/file`, finance, 'en');
  expect(staff.statusCode).toBe(200);
  // The partner set no mail language: Portuguese.
  const rows = pdfTextRows(staff.rawPayload)[0] ?? [];
  expect(rows).toContain(WORDS.pt.line);

  const uploaded = Buffer.from('%PDF-1.4\n% certified copy\n%%EOF\n', 'latin1');
  const form = multipart({ field: 'file', filename: 'certified.pdf', data: uploaded, type: 'application/pdf' });
  const put = await t.app.inject({
    method: 'POST',
    url: `/api/invoices/${invoiceId}/upload`,
    headers: { ...form.headers, ...bearer(finance) },
    payload: form.payload,
  });
  expect(put.statusCode).toBe(200);
  for (const [url, token] of [
    [`/api/invoices/${invoiceId}/file`, finance],
    [`/api/dashboard/invoices/${invoiceId}/file`, partnerA],
  ] as const) {
    expect((await download(url, token, 'en')).rawPayload.equals(uploaded)).toBe(true);
  }
});
