// A guest checkout with a registered account's address does not put the booking into that account;
// the link in the confirmation mail, followed signed in as that account, does (once, before it expires).
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
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
let ownerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  ownerId = await createUser(t.database, 'CLIENT', 'owner@example.pt');
  await createUser(t.database, 'CLIENT', 'other@example.pt');
});
afterAll(async () => t.close());

interface Created {
  booking_id: number;
  reference: string;
  booking_status: string;
}

async function guestPays(email: string): Promise<Created> {
  const service = await experience(t.database.db, cat);
  const { token } = await putCart(t.app, [line(service, futureDate(), 1)]);
  const res = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    {
      payment_method: 'card',
      card_number: '4242424242424242',
      billingData: { first_name: 'Guest', last_name: 'Typist', email },
    },
  );
  expect(res.statusCode).toBe(200);
  const created = json<{ content: Created }>(res).content;
  expect(created.booking_status).toBe('paid');
  return created;
}

/** The confirmation mail of `reference` to `to` (a post-commit effect: it may land just after the answer). */
async function confirmation(to: string, reference: string) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(t.app, to)).find((m) => m.subject.includes(reference));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation for ${reference}`);
}

const claimToken = (text: string) => /[?&]claim=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
const holderOf = (id: number) => scalar<number>(t.database.db, sql`select user_id from bookings where id = ${id}`);
const ownBookings = async (token: string) =>
  json<{ content: { data?: { reference: string }[] } | { reference: string }[] }>(
    await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers: bearer(token) }),
  );
const claim = (headers: Record<string, string>, reference: string, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/claim', headers, payload: { reference, token } });

describe('a guest checkout with a registered customer’s address', () => {
  it('stays out of that account (not in its bookings), and the guest still reaches it by reference', async () => {
    const created = await guestPays('Owner@Example.pt');
    expect(await holderOf(created.booking_id)).not.toBe(ownerId);
    const owner = await login(t.app, 'owner@example.pt');
    expect(JSON.stringify(await ownBookings(owner))).not.toContain(created.reference);
    // The guest's own pages: payment status by reference answers as before.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${created.booking_id}/payment-status?reference=${created.reference}`,
    });
    expect(status.statusCode).toBe(200);
    expect(json<{ content: { booking_status: string } }>(status).content.booking_status).toBe('paid');
  });

  it('the confirmation mail’s link, followed signed in as the owner, moves it into the account, once', async () => {
    const created = await guestPays('owner@example.pt');
    const mail = await confirmation('owner@example.pt', created.reference);
    expect(mail.text).toContain(`/purchase-complete?booking=${created.reference}&id=${created.booking_id}&claim=`);
    const token = claimToken(mail.text)!;
    expect(token).toBeTruthy();

    // Signed out: 401. Another account: refused, nothing moves. A wrong token: refused.
    expect((await claim({}, created.reference, token)).statusCode).toBe(401);
    const other = await login(t.app, 'other@example.pt');
    const wrongAccount = await claim(bearer(other), created.reference, token);
    expect(wrongAccount.statusCode).toBe(422);
    expect(json(wrongAccount)).toMatchObject({
      errors: {
        token: [
          'This booking was made with another e-mail address. Sign in with the account of that address to add it.',
        ],
      },
    });
    const owner = await login(t.app, 'owner@example.pt');
    expect((await claim(bearer(owner), created.reference, `${token.slice(0, -2)}xx`)).statusCode).toBe(422);
    expect(await holderOf(created.booking_id)).not.toBe(ownerId);

    const ok = await claim(bearer(owner), created.reference, token);
    expect(ok.statusCode).toBe(200);
    expect(await holderOf(created.booking_id)).toBe(ownerId);
    expect(JSON.stringify(await ownBookings(owner))).toContain(created.reference);

    // Single use.
    const again = await claim(bearer(owner), created.reference, token);
    expect(again.statusCode).toBe(422);
    expect(json(again)).toMatchObject({ errors: { token: [expect.stringContaining('not valid any more')] } });
  });

  it('an expired link does nothing (Portuguese answer for pt)', async () => {
    const created = await guestPays('owner@example.pt');
    const token = claimToken((await confirmation('owner@example.pt', created.reference)).text)!;
    await t.database.db.execute(
      sql`update bookings set annotations = jsonb_set(annotations, '{claim,expires_at}', to_jsonb((now() - interval '1 minute')::text)) where id = ${created.booking_id}`,
    );
    const owner = await login(t.app, 'owner@example.pt');
    const res = await claim({ ...bearer(owner), 'accept-language': 'pt' }, created.reference, token);
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({
      errors: { token: ['Esta ligação já não é válida: foi usada, expirou ou a reserva já está numa conta.'] },
    });
    expect(await holderOf(created.booking_id)).not.toBe(ownerId);
  });

  it('a partner’s address is answered like any other (no "partner account" refusal), and the partner gets nothing', async () => {
    const created = await guestPays(cat.supplierEmail);
    expect(await holderOf(created.booking_id)).not.toBe(cat.supplierId);
  });

  it('a new address still checks out under its passwordless account, with no claim link in the mail', async () => {
    const created = await guestPays('brand-new@example.pt');
    const holder = (await t.database.db.execute(
      sql`select u.email, u.password_hash is null as passwordless from bookings b join users u on u.id = b.user_id where b.id = ${created.booking_id}`,
    )) as unknown as { rows: unknown[] };
    expect(holder.rows[0]).toEqual({ email: 'brand-new@example.pt', passwordless: true });
    expect(claimToken((await confirmation('brand-new@example.pt', created.reference)).text)).toBeNull();
  });
});

describe('points earned while a guest booking waits for its claim', () => {
  const balanceOf = (userId: number) =>
    scalar<number>(
      t.database.db,
      sql`select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${userId}`,
    );

  it('move with the booking (earned and refund rows, and so the balance) to the account that claims it, once', async () => {
    const created = await guestPays('owner@example.pt');
    const token = claimToken((await confirmation('owner@example.pt', created.reference)).text)!;
    const holder = await holderOf(created.booking_id);
    const itemId = await scalar<number>(
      t.database.db,
      sql`select id from booking_items where booking_id = ${created.booking_id} order by id limit 1`,
    );
    // The item was completed (points earned) and part of it refunded before the owner followed the link.
    await t.database.db.execute(
      sql`insert into points_ledger (user_id, delta, reason, booking_id, booking_item_id) values
          (${holder}, 120, 'earned', ${created.booking_id}, ${itemId}),
          (${holder}, -20, 'refund', ${created.booking_id}, ${itemId})`,
    );
    const ownerBefore = await balanceOf(ownerId);
    const holderBefore = await balanceOf(holder);

    const owner = await login(t.app, 'owner@example.pt');
    expect((await claim(bearer(owner), created.reference, token)).statusCode).toBe(200);
    expect(await balanceOf(ownerId)).toBe(ownerBefore + 100);
    expect(await balanceOf(holder)).toBe(holderBefore - 100);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select count(*)::int from points_ledger where booking_id = ${created.booking_id} and user_id <> ${ownerId}`,
      ),
    ).toBe(0);

    // A second claim is refused and moves nothing.
    expect((await claim(bearer(owner), created.reference, token)).statusCode).toBe(422);
    expect(await balanceOf(ownerId)).toBe(ownerBefore + 100);
  });
});
