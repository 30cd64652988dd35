// Checkout holds (ADR 022) take the capacity rows' locks as booking does, so the last place goes to exactly one
// traveller whether they race to hold it or one holds while another books. Real concurrent requests mean something
// only on the PostgreSQL server (PGlite runs one query at a time): there they race; on PGlite the outcome is checked.
import { sql } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from './checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const db = () => t.database.db;

async function guestCarts(n: number, items: unknown[]): Promise<Record<string, string>[]> {
  const out: Record<string, string>[] = [];
  for (let i = 0; i < n; i++) {
    const { res, token } = await putCart(t.app, items);
    expect(res.statusCode).toBe(200);
    out.push({ 'x-cart-token': token ?? '' });
  }
  return out;
}

const hold = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/cart/hold', headers, payload: {} });

describe('the last place under concurrent holds', () => {
  it('10 travellers holding the last 2 places at once: exactly two get one each', async () => {
    const service = await experience(db(), cat, { dailyCapacity: 2 });
    const date = futureDate(20);
    const carts = await guestCarts(10, [line(service, date, 1)]);
    const answers = await Promise.all(carts.map(hold));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((r) => r.statusCode === 422);
    expect(refused).toHaveLength(8);
    expect(refused.map((r) => json<{ errors: Record<string, string[]> }>(r).errors)).toEqual(
      Array(8).fill({ 'items.0': ['This date is sold out. Choose another date or remove this item.'] }),
    );
    expect(
      await scalar<number>(
        db(),
        sql`select sum(places)::int from cart_holds where service_id = ${service} and expires_at > now()`,
      ),
    ).toBe(2);
  });

  it('a hold and a booking racing for the last place: one wins, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const service = await experience(db(), cat, { dailyCapacity: 1 });
      const date = futureDate(21 + round);
      const [holder, buyer] = await guestCarts(2, [line(service, date, 1)]);
      const [held, booked] = await Promise.all([
        hold(holder!),
        book(t.app, buyer!, {
          payment_method: 'paypal',
          billingData: { first_name: 'R', last_name: `${round}`, email: `race${round}@example.pt` },
        }),
      ]);
      expect([held.statusCode, booked.statusCode].sort()).toEqual([200, 422]);
      const holds = await scalar<number>(
        db(),
        sql`select coalesce(sum(places), 0)::int from cart_holds where service_id = ${service}`,
      );
      const taken = await scalar<number>(
        db(),
        sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${service}`,
      );
      expect(holds + taken).toBe(1);
    }
  });
});
