// The sales list's figures (ADR 014): `sales_status_daily`, kept by triggers, always equals the count and
// sums of the sold items themselves, for every filter, through payments, answers, refunds, a late cancellation whose
// charge is kept, a new commission rate, a cancelled booking and a deleted one (the demo seed's are checked in
// db/seed.test.ts).
import { sql } from 'drizzle-orm';
import { lisbonToday } from '../../../lib/lisbon-time';
import { bearer, buildTestApp, createUser, login, type TestApp } from '../../../../test/helpers';
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
import { addDays, salesFilter } from './service';
import { createStaffUser } from '../test-staff';
import { salesTotal, salesTotalLive } from './repository';

let t: TestApp;
let a: Catalogue;
let b: Catalogue;
const services: number[] = [];
const today = lisbonToday();

const CARD = { payment_method: 'card', card_number: '4242 4242 4242 4242' };

async function pay(lines: ReturnType<typeof line>[], method: 'card' | 'paypal' = 'card') {
  const { token } = await putCart(t.app, lines);
  const payload = method === 'card' ? CARD : { payment_method: 'paypal' };
  const res = await book(t.app, { 'x-cart-token': token ?? '' }, payload);
  expect(res.statusCode).toBe(200);
}

/** Every filter the list offers, alone and together. */
function filters() {
  const list: Record<string, string | number | undefined>[] = [
    {},
    { company_id: a.companyId },
    { company_id: b.companyId },
    { service_id: services[0] },
    { from: today, to: today },
    { from: addDays(today, -3), to: addDays(today, -1) },
    { payment_method: 'card' },
    { payment_method: 'paypal' },
    { company_id: a.companyId, status: 'pending', payment_method: 'card', from: today },
  ];
  for (const status of ['pending', 'confirmed', 'completed', 'declined', 'cancelled']) list.push({ status });
  return list;
}

async function expectFiguresEqualItems(when: string) {
  for (const f of filters()) {
    const q = salesFilter(f as Parameters<typeof salesFilter>[0]);
    const [figures, live] = await Promise.all([salesTotal(t.database.db, q), salesTotalLive(t.database.db, q)]);
    expect({ when, filter: f, ...figures }).toEqual({ when, filter: f, ...live });
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  a = await partnerCompany(t.database);
  b = await partnerCompany(t.database);
  services.push(await experience(t.database.db, a, { valueCents: 4000 }));
  services.push(await experience(t.database.db, a, { valueCents: 2550, discountCents: 5 }));
  services.push(await experience(t.database.db, b, { valueCents: 1999 }));
});
afterAll(async () => t.close());

describe('sales_status_daily', () => {
  it('equals the sold items after payments of one and several items, and before payment holds nothing', async () => {
    const before = await salesTotal(t.database.db, salesFilter({ company_id: a.companyId }));
    expect(before.bookedItems).toBe(0);
    await pay([line(services[0]!, futureDate(), 2)]);
    await pay([line(services[1]!, futureDate(), 3), line(services[2]!, futureDate(), 1)]);
    await pay([line(services[2]!, futureDate(9), 2)], 'paypal'); // waits for the PayPal approval: not sold yet
    expect((await salesTotal(t.database.db, salesFilter({ company_id: a.companyId }))).bookedItems).toBe(2);
    await expectFiguresEqualItems('paid');
  });

  it('counts a booking written as paid without its payment time only once it has one (it has no day to count on)', async () => {
    const [booking] = (
      (await t.database.db.execute(
        sql`insert into bookings (reference, user_id, payment_method, total_cents, status) select 'NO-TIME', id, 'card', 1000, 'paid' from users limit 1 returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await t.database.db.execute(
      sql`insert into booking_items (booking_id, service_id, company_id, booking_date, status, quantity, value_cents) values (${booking!.id}, ${services[2]!}, ${b.companyId}, now(), 'confirmed', 1, 1000)`,
    );
    await expectFiguresEqualItems('paid without a time');
    const before = (await salesTotal(t.database.db, salesFilter({ company_id: b.companyId }))).bookedItems;
    await t.database.db.execute(sql`update bookings set paid_at = now() where id = ${booking!.id}`);
    expect((await salesTotal(t.database.db, salesFilter({ company_id: b.companyId }))).bookedItems).toBe(before + 1);
    await expectFiguresEqualItems('paid time set');
    await t.database.db.execute(sql`delete from booking_items where booking_id = ${booking!.id}`);
    await t.database.db.execute(sql`delete from bookings where id = ${booking!.id}`);
  });

  it('moves an item between statuses when the partner answers, and keeps a refund in its status', async () => {
    const supplier = await login(t.app, a.supplierEmail);
    const items = (await t.database.db.execute(
      sql`select bi.id from booking_items bi where bi.company_id = ${a.companyId} order by bi.id`,
    )) as unknown as {
      rows: { id: number }[];
    };
    const [first, second] = items.rows.map((r) => r.id);
    const answer = (id: number | undefined, status: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dashboard/booking-items/${id}/update`,
        headers: bearer(supplier),
        payload: { status },
      });
    expect((await answer(first, 'confirmed')).statusCode).toBe(200);
    expect((await answer(second, 'declined')).statusCode).toBe(200);
    expect((await salesTotal(t.database.db, salesFilter({ status: 'declined' }))).bookedItems).toBe(1);
    await expectFiguresEqualItems('answered');
  });

  it('counts items cancelled late without a refund as kept, under the cancelled filter too', async () => {
    await createUser(t.database, 'CLIENT', 'late@figures.pt');
    const customer = bearer(await login(t.app, 'late@figures.pt'));
    const tour = await experience(t.database.db, a, { valueCents: 4321 });
    const lines = [line(tour, futureDate(14), 1), line(tour, futureDate(15), 1)];
    const { token } = await putCart(t.app, lines, customer);
    const res = await book(t.app, { ...customer, 'x-cart-token': token ?? '' }, CARD);
    expect(res.statusCode).toBe(200);
    const ids = (
      (await t.database.db.execute(
        sql`select bi.id from booking_items bi join bookings b on b.id = bi.booking_id
            join users u on u.id = b.user_id where u.email = 'late@figures.pt' order by bi.id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((r) => r.id);
    expect(ids).toHaveLength(2);
    const supplier = await login(t.app, a.supplierEmail);
    for (const id of ids) {
      const accepted = await t.app.inject({
        method: 'POST',
        url: `/api/dashboard/booking-items/${id}/update`,
        headers: bearer(supplier),
        payload: { status: 'confirmed' },
      });
      expect(accepted.statusCode).toBe(200);
      // A 30-day policy closed the free-cancellation window of an item two weeks ahead: it cancels without a refund.
      await t.database.db.execute(
        sql`update booking_items set annotations = annotations || '{"cancellation_policy": 720}'::jsonb where id = ${id}`,
      );
      const cancelled = await t.app.inject({
        method: 'POST',
        url: `/api/client-book-items/${id}/cancel`,
        headers: customer,
        payload: { without_refund: true },
      });
      expect(cancelled.statusCode).toBe(200);
    }
    const rate = await scalar<number>(
      t.database.db,
      sql`select commission_basis_points from companies where id = ${a.companyId}`,
    );
    const charge = 4321;
    expect(await salesTotal(t.database.db, salesFilter({ status: 'cancelled' }))).toMatchObject({
      bookedItems: 2,
      cancelledItems: 0,
      cancelledCents: 0,
      netItems: 2,
      netCents: 2 * charge,
      commissionCents: 2 * Math.round((charge * rate) / 10000),
    });
    await expectFiguresEqualItems('cancelled late without a refund');
    // The sales list and its CSV say which cancellations kept their charge: they carry commission and a partner net.
    const admin = bearer((await createStaffUser(t.app, t.database, 'finance')).token);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/super/sales?status=cancelled&company_id=${a.companyId}`,
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    const rows = (listed.json() as { content: { data: { id: number; status: string; commission_cents: number }[] } })
      .content.data;
    expect(rows.filter((r) => ids.includes(r.id)).map((r) => r.status)).toEqual(['cancelled_kept', 'cancelled_kept']);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/super/sales/export?status=cancelled&company_id=${a.companyId}`,
      headers: admin,
    });
    expect(csv.body.split('\n').filter((l) => l.includes('cancelled_kept'))).toHaveLength(2);
    // Without the mark its money went back (as staff correcting it would see), and with it again it is kept.
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations - 'charge_kept' where id = ${ids[0]!}`,
    );
    expect((await salesTotal(t.database.db, salesFilter({ status: 'cancelled' }))).cancelledCents).toBe(charge);
    await expectFiguresEqualItems('charge no longer kept');
    await t.database.db.execute(
      sql`update booking_items set annotations = annotations || '{"charge_kept": true}'::jsonb where id = ${ids[0]!}`,
    );
    await t.database.db.execute(
      sql`update bookings set paid_at = paid_at - interval '5 days' where id = (select booking_id from booking_items where id = ${ids[0]!})`,
    );
    expect((await salesTotal(t.database.db, salesFilter({ status: 'cancelled' }))).netCents).toBe(2 * charge);
    await expectFiguresEqualItems('kept cancellations on another payment day');
  });

  it('recomputes the commission at a partner’s new rate', async () => {
    await t.database.db.execute(sql`update companies set commission_basis_points = 1733 where id = ${a.companyId}`);
    await expectFiguresEqualItems('new rate');
    const figures = await salesTotal(t.database.db, salesFilter({ company_id: a.companyId, status: 'confirmed' }));
    expect(figures.commissionCents).toBe(Math.round(8000 * 0.1733));
  });

  it('follows a booking that stops being paid, a moved payment day, deleted items and a deleted booking', async () => {
    const booking = Number(
      await scalar(
        t.database.db,
        sql`select bi.booking_id from booking_items bi where bi.company_id = ${b.companyId} and bi.status <> 'waiting_payment' order by bi.id limit 1`,
      ),
    );
    await t.database.db.execute(sql`update bookings set paid_at = paid_at - interval '2 days' where id = ${booking}`);
    expect(
      (await salesTotal(t.database.db, salesFilter({ from: addDays(today, -3), to: addDays(today, -1) }))).bookedItems,
    ).toBe(2);
    await expectFiguresEqualItems('moved day');
    expect((await salesTotal(t.database.db, salesFilter({ status: 'declined' }))).bookedItems).toBe(1);
    await t.database.db.execute(
      sql`delete from booking_items where company_id = ${a.companyId} and status = 'declined'`,
    );
    expect((await salesTotal(t.database.db, salesFilter({ status: 'declined' }))).bookedItems).toBe(0);
    await expectFiguresEqualItems('deleted items');
    await t.database.db.execute(sql`update bookings set status = 'cancelled' where id = ${booking}`);
    await expectFiguresEqualItems('cancelled booking');
    const other = Number(
      await scalar(
        t.database.db,
        sql`select bi.booking_id from booking_items bi where bi.service_id = ${services[0]!} limit 1`,
      ),
    );
    await t.database.db.execute(sql`delete from points_ledger where booking_id = ${other}`);
    await t.database.db.execute(
      sql`delete from payment_events where payment_id in (select id from payments where booking_id = ${other})`,
    );
    await t.database.db.execute(sql`delete from payments where booking_id = ${other}`);
    await t.database.db.execute(sql`delete from bookings where id = ${other}`);
    expect((await salesTotal(t.database.db, salesFilter({ service_id: services[0] }))).bookedItems).toBe(0);
    await expectFiguresEqualItems('deleted booking');
  });

  it('takes kept cancellations off when they are deleted, alone or with their booking', async () => {
    const [first, booking] = await Promise.all([
      scalar<number>(
        t.database.db,
        sql`select min(id)::int from booking_items where annotations->>'charge_kept' = 'true'`,
      ),
      scalar<number>(
        t.database.db,
        sql`select min(booking_id)::int from booking_items where annotations->>'charge_kept' = 'true'`,
      ),
    ]);
    await t.database.db.execute(sql`delete from booking_items where id = ${first}`);
    expect((await salesTotal(t.database.db, salesFilter({ status: 'cancelled' }))).bookedItems).toBe(1);
    await expectFiguresEqualItems('kept cancellation deleted');
    await t.database.db.execute(
      sql`delete from payment_events where payment_id in (select id from payments where booking_id = ${booking})`,
    );
    await t.database.db.execute(sql`delete from payments where booking_id = ${booking}`);
    await t.database.db.execute(sql`delete from bookings where id = ${booking}`);
    expect((await salesTotal(t.database.db, salesFilter({ status: 'cancelled' }))).bookedItems).toBe(0);
    await expectFiguresEqualItems('booking of a kept cancellation deleted');
  });
});
