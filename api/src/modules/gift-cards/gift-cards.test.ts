// GET api/client-gift-cards: the customer's cards with balance, expiry and their transactions.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

it("lists the customer's own cards with their transactions, and nobody else's", async () => {
  const owner = await createUser(t.database, 'CLIENT', 'card-owner@example.pt');
  await createUser(t.database, 'CLIENT', 'card-stranger@example.pt');
  await t.database.db
    .execute(sql`insert into gift_cards (code, value_cents, balance_cents, status, expires_at, owner_user_id)
    values ('GC-OWN-0001-ABCD', 5000, 3500, 'active', now() + interval '300 days', ${owner})`);
  await t.database.db.execute(sql`insert into gift_card_transactions (gift_card_id, kind, amount_cents)
    select id, k.kind, k.amount from gift_cards, (values ('issue', 5000, 1), ('redeem', 2000, 2), ('refund', 500, 3)) as k(kind, amount, n)
    where code = 'GC-OWN-0001-ABCD' order by k.n`);
  const mine = json<{
    content: {
      data: { code: string; balance_cents: number; transactions: { kind: string; amount_cents: number }[] }[];
    };
  }>(
    await t.app.inject({
      method: 'GET',
      url: '/api/client-gift-cards',
      headers: bearer(await login(t.app, 'card-owner@example.pt')),
    }),
  ).content.data;
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ code: 'GC-OWN-0001-ABCD', balance_cents: 3500 });
  expect(mine[0]?.transactions.map((x) => [x.kind, x.amount_cents])).toEqual([
    ['issue', 5000],
    ['redeem', 2000],
    ['refund', 500],
  ]);
  const theirs = json<{ content: { data: unknown[] } }>(
    await t.app.inject({
      method: 'GET',
      url: '/api/client-gift-cards',
      headers: bearer(await login(t.app, 'card-stranger@example.pt')),
    }),
  ).content.data;
  expect(theirs).toEqual([]);
});
