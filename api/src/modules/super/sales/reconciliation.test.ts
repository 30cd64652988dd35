// One definition for every money figure (docs/money-figures.md): the back-office dashboard, the sales page, each
// partner's sales and the invoices give the same booked, cancelled, net and commission for the same period, over
// the demo seed's bookings and over bookings made here through the checkout (card, gift card, points with a promo
// code) of which the partner declines one, one is cancelled, one booking is partly refunded (one of its two items
// declined) and one item is left unanswered; the back office's and the partner's CSV exports add up to the same.
// A third partner's items are refunded in part by finance (an amount, the item keeping its status): what went back
// counts as refunded and the commission is on what was kept, on every page.
import { sql } from 'drizzle-orm';
import { catalogue } from '../../../db/seed-data/index';
import { seedCatalogue } from '../../../db/seed';
import { lisbonToday } from '../../../lib/lisbon-time';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../../test/helpers';
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
import { invoiceLines } from '../../invoices/repository';
import { monthRange } from '../../invoices/service';
import { createStaffUser } from '../test-staff';
import { salesTotal, salesTotalLive } from './repository';
import { addDays } from './service';

let t: TestApp;
let admin: string;
let a: Catalogue;
let b: Catalogue;
const today = lisbonToday();
// The month before this one: every generated booking is paid and served in it, so the invoices (by service month)
// cover the same items as the payment-day figures.
const monthStart = `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
const monthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
const [year, month] = monthStart.split('-').map(Number) as [number, number];

/** Puts the items matching `where` (alias `bi`) in the generated month: served on its 15th, paid on its 10th. */
async function intoTheMonth(where: ReturnType<typeof sql>): Promise<void> {
  await t.database.db.execute(
    sql`update booking_items bi set booking_date = (${addDays(monthStart, 14)}::date + time '10:00') at time zone 'Europe/Lisbon' where ${where}`,
  );
  await t.database.db.execute(
    sql`update bookings set paid_at = (${addDays(monthStart, 9)}::date + time '12:00') at time zone 'Europe/Lisbon'
        where id in (select bi.booking_id from booking_items bi where ${where})`,
  );
}

interface Total {
  items: number;
  total_cents: number;
  cancelled_items: number;
  cancelled_cents: number;
  pending_items: number;
  pending_cents: number;
  net_items: number;
  net_cents: number;
  commission_cents: number;
  partner_net_cents: number;
}
interface Revenue {
  totals: {
    current: {
      revenue_cents: number;
      commission_cents: number;
      items: number;
      refunded_cents: number;
      pending_cents: number;
      booked_cents: number;
    };
  };
  current: { revenue_cents: number; commission_cents: number; items: number }[];
  top_partners: { id: number; revenue_cents: number }[];
}
interface PartnerSales {
  totals: {
    gross_cents: number;
    commission_cents: number;
    net_cents: number;
    bookings: number;
    booked_cents: number;
    booked_items: number;
    cancelled_cents: number;
    cancelled_items: number;
    pending_cents: number;
    pending_items: number;
  };
}
interface InvoiceRow {
  company: { id: number };
  items: number;
  gross_cents: number;
  commission_cents: number;
  amount_cents: number;
}

const get = async <T>(url: string, token: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return json<{ content: T }>(res).content;
};

/** The partner's sales totals the back office's total for that partner means (docs/money-figures.md). */
const partnerTotalsOf = (total: Total) => ({
  gross_cents: total.net_cents,
  commission_cents: total.commission_cents,
  net_cents: total.partner_net_cents,
  bookings: total.net_items,
  booked_cents: total.total_cents,
  booked_items: total.items,
  cancelled_cents: total.cancelled_cents,
  cancelled_items: total.cancelled_items,
  pending_cents: total.pending_cents,
  pending_items: total.pending_items,
});

async function checkout(
  headers: Record<string, string>,
  items: ReturnType<typeof line>[],
  payload: Record<string, unknown>,
) {
  const { token } = await putCart(t.app, items, headers);
  const res = await book(t.app, { ...headers, 'x-cart-token': token ?? '' }, payload);
  expect(res.statusCode).toBe(200);
  return json<{ content: { id?: number; booking?: { id: number } } }>(res).content;
}

/** A CSV answer's rows as objects by header (RFC 4180 quoting, BOM and CRLF as lib/csv.ts writes them). */
function csvRows(body: string): Record<string, string>[] {
  const records: string[][] = [];
  let cell = '';
  let record: string[] = [];
  let quoted = false;
  const text = body.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted || (c !== ',' && c !== '\n' && c !== '\r')) cell += c;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    }
  }
  const [header = [], ...lines] = records;
  return lines.map((l) => Object.fromEntries(header.map((h, i) => [h, l[i] ?? ''])));
}
const centsOf = (rows: Record<string, string>[], column: string) =>
  rows.reduce((s, r) => s + Math.round(Number(r[column]) * 100), 0);

async function csv(url: string, token: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': 'en' } });
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  return csvRows(res.body);
}

const CARD = { payment_method: 'card', card_number: '4242 4242 4242 4242' };

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.database.db, t.app.storage, catalogue);
  admin = (await createStaffUser(t.app, t.database, 'admin', 'admin@reconcile.pt')).token;
  a = await partnerCompany(t.database);
  b = await partnerCompany(t.database);
  const walk = await experience(t.database.db, a, { valueCents: 4000 });
  const spa = await experience(t.database.db, a, { valueCents: 2550, discountCents: 5 });
  const boat = await experience(t.database.db, b, { valueCents: 1999 });

  await checkout({}, [line(walk, futureDate(), 2), line(boat, futureDate(), 1)], CARD);
  await checkout({}, [line(spa, futureDate(), 1)], {
    payment_method: 'gift_card',
    gift_card_code: await giftCard(t.database.db, 10_000),
  });
  await checkout({}, [line(boat, futureDate(8), 3)], { ...CARD, gift_card_code: await giftCard(t.database.db, 1_000) });
  await checkout({}, [line(walk, futureDate(9), 1)], CARD);
  await checkout({}, [line(spa, futureDate(9), 2)], CARD);

  // A signed-in customer pays with points and a promo code besides the card.
  const email = 'points@reconcile.pt';
  const userId = await createUser(t.database, 'CLIENT', email);
  await grantPoints(t.database.db, userId, 1000);
  const headers = bearer(await login(t.app, email));
  await putCart(t.app, [line(walk, futureDate(10), 1)], headers);
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/apply-promo-code',
        headers,
        payload: { code: await promo(t.database.db, { kind: 'fixed', value: 300 }) },
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/apply-points', headers, payload: { points: 500 } })).statusCode,
  ).toBe(200);
  const res = await book(t.app, headers, CARD);
  expect(res.statusCode).toBe(200);
  // Partly refunded: the partner declines the spa of a walk-and-spa booking and the walk is served.
  await checkout({}, [line(walk, futureDate(11), 1), line(spa, futureDate(11), 3)], CARD);
  // Left unanswered: the partner has not accepted the boat for two yet.
  await checkout({}, [line(boat, futureDate(12), 2)], CARD);

  const generated = sql`bi.company_id in (${a.companyId}, ${b.companyId})`;
  for (let i = 0; i < 100; i++) {
    const waiting = await scalar<number>(
      t.database.db,
      sql`select count(*)::int from booking_items bi join bookings bk on bk.id = bi.booking_id where ${generated} and (bk.status <> 'paid' or bk.paid_at is null)`,
    );
    if (waiting === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  // The partner declines the one-item walk; the spa for two is cancelled; everything else is served.
  const supplier = await login(t.app, a.supplierEmail);
  const declined = await scalar<number>(
    t.database.db,
    sql`select bi.id from booking_items bi where bi.service_id = ${walk} and bi.quantity = 1 order by bi.id limit 1`,
  );
  const partlyRefunded = await scalar<number>(
    t.database.db,
    sql`select bi.id from booking_items bi where bi.service_id = ${spa} and bi.quantity = 3`,
  );
  for (const id of [declined, partlyRefunded])
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/dashboard/booking-items/${id}/update`,
          headers: bearer(supplier),
          payload: { status: 'declined' },
        })
      ).statusCode,
    ).toBe(200);
  await t.database.db.execute(
    sql`update booking_items set status = 'cancelled' where service_id = ${spa} and quantity = 2`,
  );
  await t.database.db.execute(
    sql`update booking_items bi set status = 'completed'
        where ${generated} and bi.status in ('pending', 'confirmed') and not (bi.service_id = ${boat} and bi.quantity = 2)`,
  );
  await intoTheMonth(generated);
}, 180_000);
afterAll(async () => t.close());

describe('one definition of the money figures', () => {
  it.each([
    ['the last 30 days', addDays(today, -29), today],
    ['the generated month', monthStart, monthEnd],
    ['a year', addDays(today, -364), today],
  ])('the dashboard and the sales page agree over %s (seeded and generated bookings)', async (_, from, to) => {
    const range = `from=${from}&to=${to}`;
    const [dash, total] = await Promise.all([
      get<Revenue>(`/api/super/dash/revenue?${range}`, admin),
      get<Total>(`/api/super/sales/total?${range}`, admin),
    ]);
    expect(total.items).toBeGreaterThan(0);
    expect(total.net_cents).toBe(total.total_cents - total.cancelled_cents - total.pending_cents);
    expect(total.net_items).toBe(total.items - total.cancelled_items - total.pending_items);
    expect(total.partner_net_cents).toBe(total.net_cents - total.commission_cents);
    expect(dash.totals.current).toEqual({
      revenue_cents: total.net_cents,
      commission_cents: total.commission_cents,
      items: total.net_items,
      refunded_cents: total.cancelled_cents,
      pending_cents: total.pending_cents,
      booked_cents: total.total_cents,
    });
    expect(dash.current.reduce((s, d) => s + d.revenue_cents, 0)).toBe(total.net_cents);
  });

  it('counts declined and cancelled items as booked then cancelled, with no commission on them', async () => {
    const total = await get<Total>(
      `/api/super/sales/total?from=${monthStart}&to=${monthEnd}&company_id=${a.companyId}`,
      admin,
    );
    // Booked: walk ×2, spa, walk (declined), spa ×2 (cancelled), walk with promo and points, walk and spa ×3
    // (declined) of the partly refunded booking.
    expect(total.items).toBe(7);
    expect(total.cancelled_items).toBe(3);
    expect(total.pending_items).toBe(0);
    expect(total.cancelled_cents).toBe(
      await scalar<number>(
        t.database.db,
        sql`select sum(value_cents - discount_cents)::int from booking_items where company_id = ${a.companyId} and status in ('declined', 'cancelled')`,
      ),
    );
    const list = await get<{ data: { status: string; commission_cents: number; partner_net_cents: number }[] }>(
      `/api/super/sales?from=${monthStart}&to=${monthEnd}&company_id=${a.companyId}&per_page=100`,
      admin,
    );
    const unkept = list.data.filter((s) => s.status === 'declined' || s.status === 'cancelled');
    expect(unkept.map((s) => [s.commission_cents, s.partner_net_cents])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(list.data.reduce((s, r) => s + r.commission_cents, 0)).toBe(total.commission_cents);
  });

  it('shows an item the partner has not answered apart: booked, not net, no commission', async () => {
    const total = await get<Total>(
      `/api/super/sales/total?from=${monthStart}&to=${monthEnd}&company_id=${b.companyId}`,
      admin,
    );
    const pending = await scalar<number>(
      t.database.db,
      sql`select sum(value_cents - discount_cents)::int from booking_items where company_id = ${b.companyId} and status = 'pending'`,
    );
    expect([total.pending_items, total.pending_cents]).toEqual([1, pending]);
    expect(total.net_cents).toBe(total.total_cents - total.cancelled_cents - pending);
    const list = await get<{ data: { status: string; commission_cents: number; partner_net_cents: number }[] }>(
      `/api/super/sales?from=${monthStart}&to=${monthEnd}&company_id=${b.companyId}&status=pending`,
      admin,
    );
    expect(list.data.map((s) => [s.commission_cents, s.partner_net_cents])).toEqual([[0, 0]]);
  });

  it.each(['a', 'b'])(
    'partner %s’s sales, the back office’s sales for that partner and its invoice agree for the month',
    async (which) => {
      const company = which === 'a' ? a : b;
      const range = `from=${monthStart}&to=${monthEnd}`;
      const [total, partner, invoices, dash] = await Promise.all([
        get<Total>(`/api/super/sales/total?${range}&company_id=${company.companyId}`, admin),
        get<PartnerSales>(`/api/dashboard/sales?${range}`, await login(t.app, company.supplierEmail)),
        get<{ data: InvoiceRow[] }>(`/api/invoices?year=${year}&month=${month}`, admin),
        get<Revenue>(`/api/super/dash/revenue?${range}`, admin),
      ]);
      expect(partner.totals).toEqual(partnerTotalsOf(total));
      // The partner home's month figure is last month's net here (everything generated was paid last month).
      const revenue = await get<{ last_month_cents: number }>(
        '/api/dashboard/revenue',
        await login(t.app, company.supplierEmail),
      );
      expect(revenue.last_month_cents).toBe(total.net_cents);
      const invoice = invoices.data.find((r) => r.company.id === company.companyId);
      expect(invoice).toMatchObject({
        items: total.net_items,
        gross_cents: total.net_cents,
        commission_cents: total.commission_cents,
        amount_cents: total.partner_net_cents,
      });
      const top = dash.top_partners.find((p) => p.id === company.companyId);
      if (top) expect(top.revenue_cents).toBe(total.net_cents);
    },
  );

  it.each(['a', 'b'])(
    'the back office’s and partner %s’s CSV exports have one row per sold item and add up to the pages',
    async (which) => {
      const company = which === 'a' ? a : b;
      const range = `from=${monthStart}&to=${monthEnd}`;
      const supplier = await login(t.app, company.supplierEmail);
      const [total, partner, office, own] = await Promise.all([
        get<Total>(`/api/super/sales/total?${range}&company_id=${company.companyId}`, admin),
        get<PartnerSales>(`/api/dashboard/sales?${range}`, supplier),
        csv(`/api/super/sales/export?${range}&company_id=${company.companyId}`, admin),
        csv(`/api/dashboard/sales/export?${range}`, supplier),
      ]);
      expect(office).toHaveLength(total.items);
      expect(centsOf(office, 'Booked (EUR)')).toBe(total.total_cents);
      expect(centsOf(office, 'Commission (EUR)')).toBe(total.commission_cents);
      expect(centsOf(office, 'Partner net (EUR)')).toBe(total.partner_net_cents);

      expect(own).toHaveLength(partner.totals.booked_items);
      expect(Object.keys(own[0] ?? {})).toEqual([
        'Paid (Lisbon)',
        'Booking',
        'Service',
        'Service date (Lisbon)',
        'Status',
        'Payment method',
        'Booked (EUR)',
        'Commission (EUR)',
        'Net to you (EUR)',
      ]);
      expect(centsOf(own, 'Booked (EUR)')).toBe(partner.totals.booked_cents);
      const kept = own.filter((r) => r.Status === 'confirmed' || r.Status === 'completed');
      expect([kept.length, centsOf(kept, 'Booked (EUR)')]).toEqual([
        partner.totals.bookings,
        partner.totals.gross_cents,
      ]);
      expect(centsOf(own, 'Commission (EUR)')).toBe(partner.totals.commission_cents);
      expect(centsOf(own, 'Net to you (EUR)')).toBe(partner.totals.net_cents);
      expect(own.every((r) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(r['Paid (Lisbon)'] ?? ''))).toBe(true);
      expect(new Set(own.map((r) => r['Paid (Lisbon)']))).toEqual(new Set([`${addDays(monthStart, 9)} 12:00`]));

      // The partner's bookings lists (what the bookings CSV writes) carry each item's commission and net: every item
      // of these partners was paid in the month, so they add up to the month's figures.
      const listed: {
        booking_item_status: string;
        value: number;
        discount: number;
        sale?: { commission_cents: number; net_cents: number };
      }[] = [];
      for (const destination of ['new', 'accepted', 'archived'])
        listed.push(
          ...(
            await get<{ data: typeof listed }>(
              `/api/dashboard/booking-items?destination=${destination}&items=100`,
              supplier,
            )
          ).data,
        );
      expect(listed).toHaveLength(partner.totals.booked_items);
      expect(listed.reduce((s, i) => s + (i.sale?.commission_cents ?? NaN), 0)).toBe(partner.totals.commission_cents);
      expect(listed.reduce((s, i) => s + (i.sale?.net_cents ?? NaN), 0)).toBe(partner.totals.net_cents);
    },
  );
});

describe('partial refunds in the money figures', () => {
  // A third partner's month: a card item served (completed) of which finance refunds €12.34, an item accepted
  // (confirmed) refunded €5 twice, and an item waiting for an answer refunded €3 — each keeps its status.
  let c: Catalogue;
  const range = `from=${monthStart}&to=${monthEnd}`;
  beforeAll(async () => {
    c = await partnerCompany(t.database);
    const finance = (await createStaffUser(t.app, t.database, 'finance', 'finance@reconcile.pt')).token;
    const tour = await experience(t.database.db, c, { valueCents: 6000 });
    const ids: number[] = [];
    for (const day of [13, 14, 15]) {
      await checkout({}, [line(tour, futureDate(day), 1)], CARD);
      ids.push(
        await scalar<number>(
          t.database.db,
          sql`select max(id)::int from booking_items where company_id = ${c.companyId}`,
        ),
      );
    }
    for (let i = 0; i < 100; i++) {
      const waiting = await scalar<number>(
        t.database.db,
        sql`select count(*)::int from booking_items bi join bookings bk on bk.id = bi.booking_id where bi.company_id = ${c.companyId} and (bk.status <> 'paid' or bk.paid_at is null)`,
      );
      if (waiting === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const [served, accepted] = ids as [number, number, number];
    await t.database.db.execute(sql`update booking_items set status = 'completed' where id = ${served}`);
    await t.database.db.execute(sql`update booking_items set status = 'confirmed' where id = ${accepted}`);
    const refund = async (id: number, amount: string) =>
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/super/booking-items/${id}/partial-refunds`,
            headers: { ...bearer(finance), 'accept-language': 'en' },
            payload: { amount, reason: 'goodwill' },
          })
        ).statusCode,
      ).toBe(200);
    await refund(served, '12.34');
    await refund(accepted, '5');
    await refund(accepted, '5');
    await refund(ids[2]!, '3');
    await intoTheMonth(sql`bi.company_id = ${c.companyId}`);
  }, 180_000);

  it('counts what went back as refunded, keeps the rest pending or net, and takes the commission on what was kept', async () => {
    const total = await get<Total>(`/api/super/sales/total?${range}&company_id=${c.companyId}`, admin);
    const rate = await scalar<number>(
      t.database.db,
      sql`select commission_basis_points from companies where id = ${c.companyId}`,
    );
    const kept = [6000 - 1234, 6000 - 1000];
    const commission = kept.reduce((s, k) => s + Math.round((k * rate) / 10000), 0);
    expect(total).toMatchObject({
      items: 3,
      total_cents: 18000,
      cancelled_items: 0,
      cancelled_cents: 1234 + 1000 + 300,
      pending_items: 1,
      pending_cents: 6000 - 300,
      net_items: 2,
      net_cents: kept[0]! + kept[1]!,
      commission_cents: commission,
      partner_net_cents: kept[0]! + kept[1]! - commission,
    });
    // The figures kept by the triggers are the ones counted from the items.
    const filter = { fromDay: monthStart, toDay: monthEnd, companyId: c.companyId };
    expect(await salesTotal(t.database.db, filter)).toEqual(await salesTotalLive(t.database.db, filter));
  });

  it('the dashboard, the sales list and its CSV, and the partner’s sales and home agree', async () => {
    const supplier = await login(t.app, c.supplierEmail);
    const [total, list, office, partner, revenue, dash] = await Promise.all([
      get<Total>(`/api/super/sales/total?${range}&company_id=${c.companyId}`, admin),
      get<{ data: { commission_cents: number; partner_net_cents: number; refunded_cents: number }[] }>(
        `/api/super/sales?${range}&company_id=${c.companyId}&per_page=100`,
        admin,
      ),
      csv(`/api/super/sales/export?${range}&company_id=${c.companyId}`, admin),
      get<PartnerSales>(`/api/dashboard/sales?${range}`, supplier),
      get<{ last_month_cents: number }>('/api/dashboard/revenue', supplier),
      get<Revenue>(`/api/super/dash/revenue?${range}`, admin),
    ]);
    expect(list.data.reduce((s, r) => s + r.refunded_cents, 0)).toBe(2534);
    expect(list.data.reduce((s, r) => s + r.commission_cents, 0)).toBe(total.commission_cents);
    expect(list.data.reduce((s, r) => s + r.partner_net_cents, 0)).toBe(total.partner_net_cents);
    expect(centsOf(office, 'Booked (EUR)')).toBe(total.total_cents);
    expect(centsOf(office, 'Commission (EUR)')).toBe(total.commission_cents);
    expect(centsOf(office, 'Partner net (EUR)')).toBe(total.partner_net_cents);
    expect(partner.totals).toEqual(partnerTotalsOf(total));
    expect(revenue.last_month_cents).toBe(total.net_cents);
    const top = dash.top_partners.find((p) => p.id === c.companyId);
    if (top) expect(top.revenue_cents).toBe(total.net_cents);
  });

  it('the partner’s CSV and bookings lists and the month’s invoice count only what was kept', async () => {
    const supplier = await login(t.app, c.supplierEmail);
    const [total, own, invoices] = await Promise.all([
      get<Total>(`/api/super/sales/total?${range}&company_id=${c.companyId}`, admin),
      csv(`/api/dashboard/sales/export?${range}`, supplier),
      get<{ data: InvoiceRow[] }>(`/api/invoices?year=${year}&month=${month}`, admin),
    ]);
    expect(centsOf(own, 'Commission (EUR)')).toBe(total.commission_cents);
    expect(centsOf(own, 'Net to you (EUR)')).toBe(total.partner_net_cents);
    const listed: { sale?: { commission_cents: number; net_cents: number } }[] = [];
    for (const destination of ['new', 'accepted', 'archived'])
      listed.push(
        ...(
          await get<{ data: typeof listed }>(
            `/api/dashboard/booking-items?destination=${destination}&items=100`,
            supplier,
          )
        ).data,
      );
    expect(listed.reduce((s, i) => s + (i.sale?.commission_cents ?? NaN), 0)).toBe(total.commission_cents);
    expect(listed.reduce((s, i) => s + (i.sale?.net_cents ?? NaN), 0)).toBe(total.partner_net_cents);
    // The invoice counts the served item (completed), on what was kept of it after its €12.34 refund.
    const rate = await scalar<number>(
      t.database.db,
      sql`select commission_basis_points from companies where id = ${c.companyId}`,
    );
    const served = 6000 - 1234;
    expect(invoices.data.find((r) => r.company.id === c.companyId)).toMatchObject({
      items: 1,
      gross_cents: served,
      commission_cents: Math.round((served * rate) / 10000),
    });
  });
});

describe('late cancellations without refund in the money figures', () => {
  // A fourth partner's month: a customer cancels an accepted €70 item after its free-cancellation window, without a
  // refund (the partner keeps the money); another cancels a €30 item in its window (refunded); a €50 item is served.
  let d: Catalogue;
  let lateId: number;
  let rate: number;
  const range = `from=${monthStart}&to=${monthEnd}`;
  const commissionOn = (cents: number) => Math.round((cents * rate) / 10000);
  beforeAll(async () => {
    d = await partnerCompany(t.database);
    rate = await scalar<number>(
      t.database.db,
      sql`select commission_basis_points from companies where id = ${d.companyId}`,
    );
    const late = await experience(t.database.db, d, { valueCents: 7000 });
    const early = await experience(t.database.db, d, { valueCents: 3000 });
    const served = await experience(t.database.db, d, { valueCents: 5000 });
    const email = 'late@reconcile.pt';
    await createUser(t.database, 'CLIENT', email);
    const customer = bearer(await login(t.app, email));
    for (const service of [late, early, served]) await checkout(customer, [line(service, futureDate(14), 1)], CARD);
    for (let i = 0; i < 100; i++) {
      const waiting = await scalar<number>(
        t.database.db,
        sql`select count(*)::int from booking_items bi join bookings bk on bk.id = bi.booking_id where bi.company_id = ${d.companyId} and (bk.status <> 'paid' or bk.paid_at is null)`,
      );
      if (waiting === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const itemOf = (service: number) =>
      scalar<number>(t.database.db, sql`select id from booking_items where service_id = ${service}`);
    lateId = await itemOf(late);
    const supplier = await login(t.app, d.supplierEmail);
    for (const service of [late, served])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/dashboard/booking-items/${await itemOf(service)}/update`,
            headers: bearer(supplier),
            payload: { status: 'confirmed' },
          })
        ).statusCode,
      ).toBe(200);
    // A 30-day policy: the window of an item 14 days ahead closed long ago, so it cancels only without a refund.
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations || '{"cancellation_policy": 720}'::jsonb where id = ${lateId}`,
    );
    const cancel = (id: number, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/client-book-items/${id}/cancel`, headers: customer, payload });
    expect((await cancel(lateId, { without_refund: true })).statusCode).toBe(200);
    expect((await cancel(await itemOf(early), {})).statusCode).toBe(200);
    await t.database.db.execute(sql`update booking_items set status = 'completed' where service_id = ${served}`);
    await intoTheMonth(sql`bi.company_id = ${d.companyId}`);
  }, 180_000);

  it('counts the kept charge in the net with its commission, and only the refunded cancellation as cancelled', async () => {
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum((p.details->>'refunded_cents')::int), 0)::int from payments p
            join booking_items bi on bi.booking_id = p.booking_id where bi.id = ${lateId}`,
      ),
    ).toBe(0);
    const total = await get<Total>(`/api/super/sales/total?${range}&company_id=${d.companyId}`, admin);
    const commission = commissionOn(7000) + commissionOn(5000);
    expect(total).toMatchObject({
      items: 3,
      total_cents: 15000,
      cancelled_items: 1,
      cancelled_cents: 3000,
      pending_items: 0,
      pending_cents: 0,
      net_items: 2,
      net_cents: 12000,
      commission_cents: commission,
      partner_net_cents: 12000 - commission,
    });
    // The figures kept by the triggers are the ones counted from the items, with the cancelled filter too.
    for (const status of [undefined, 'cancelled', 'completed']) {
      const filter = { fromDay: monthStart, toDay: monthEnd, companyId: d.companyId, status };
      expect(await salesTotal(t.database.db, filter)).toEqual(await salesTotalLive(t.database.db, filter));
    }
    const cancelled = await get<{
      data: { id: number; commission_cents: number; partner_net_cents: number }[];
      total: number;
    }>(`/api/super/sales?${range}&company_id=${d.companyId}&status=cancelled`, admin);
    expect([cancelled.total, cancelled.data.length]).toEqual([2, 2]);
    expect(cancelled.data.find((s) => s.id === lateId)).toMatchObject({
      commission_cents: commissionOn(7000),
      partner_net_cents: 7000 - commissionOn(7000),
    });
  });

  it('the dashboard, the sales list and its CSV, and the partner’s sales, home, CSV and bookings agree', async () => {
    const supplier = await login(t.app, d.supplierEmail);
    const [total, all, dash, list, office, partner, revenue, own] = await Promise.all([
      get<Total>(`/api/super/sales/total?${range}&company_id=${d.companyId}`, admin),
      get<Total>(`/api/super/sales/total?${range}`, admin),
      get<Revenue>(`/api/super/dash/revenue?${range}`, admin),
      get<{ data: { commission_cents: number; partner_net_cents: number }[] }>(
        `/api/super/sales?${range}&company_id=${d.companyId}&per_page=100`,
        admin,
      ),
      csv(`/api/super/sales/export?${range}&company_id=${d.companyId}`, admin),
      get<PartnerSales>(`/api/dashboard/sales?${range}`, supplier),
      get<{ last_month_cents: number }>('/api/dashboard/revenue', supplier),
      csv(`/api/dashboard/sales/export?${range}`, supplier),
    ]);
    expect(total.net_cents).toBe(12000);
    expect(dash.totals.current).toEqual({
      revenue_cents: all.net_cents,
      commission_cents: all.commission_cents,
      items: all.net_items,
      refunded_cents: all.cancelled_cents,
      pending_cents: all.pending_cents,
      booked_cents: all.total_cents,
    });
    const top = dash.top_partners.find((p) => p.id === d.companyId);
    if (top) expect(top.revenue_cents).toBe(12000);
    expect(list.data.reduce((s, r) => s + r.commission_cents, 0)).toBe(total.commission_cents);
    expect(list.data.reduce((s, r) => s + r.partner_net_cents, 0)).toBe(total.partner_net_cents);
    expect(centsOf(office, 'Commission (EUR)')).toBe(total.commission_cents);
    expect(centsOf(office, 'Partner net (EUR)')).toBe(total.partner_net_cents);
    expect(partner.totals).toEqual(partnerTotalsOf(total));
    expect(revenue.last_month_cents).toBe(12000);
    expect(centsOf(own, 'Commission (EUR)')).toBe(total.commission_cents);
    expect(centsOf(own, 'Net to you (EUR)')).toBe(total.partner_net_cents);
    const archived = await get<{
      data: { id: number; booking_item_status: string; sale?: { commission_cents: number; net_cents: number } }[];
    }>('/api/dashboard/booking-items?destination=archived&items=100', supplier);
    expect(archived.data.find((i) => i.id === lateId)).toMatchObject({
      booking_item_status: 'cancelled',
      sale: { commission_cents: commissionOn(7000), net_cents: 7000 - commissionOn(7000), refunded_cents: 0 },
    });
    expect(archived.data.reduce((s, i) => s + (i.sale?.net_cents ?? NaN), 0)).toBe(total.partner_net_cents);
  });

  it('the month’s invoice pays the partner for the late cancellation as for the served item', async () => {
    const [total, invoices] = await Promise.all([
      get<Total>(`/api/super/sales/total?${range}&company_id=${d.companyId}`, admin),
      get<{ data: InvoiceRow[] }>(`/api/invoices?year=${year}&month=${month}`, admin),
    ]);
    expect(invoices.data.find((r) => r.company.id === d.companyId)).toMatchObject({
      items: 2,
      gross_cents: 12000,
      commission_cents: total.commission_cents,
      amount_cents: total.partner_net_cents,
    });
    // Its PDF lists the late cancellation beside the served item, each priced as the row's figures are.
    const { from, to } = monthRange(year, month);
    const lines = await invoiceLines(t.database.db, d.companyId, from, to, 'en');
    expect(lines.find((l) => l.id === lateId)).toMatchObject({
      gross_cents: 7000,
      commission_cents: commissionOn(7000),
    });
    expect(lines.map((l) => l.gross_cents).sort()).toEqual([5000, 7000]);
  });
});
