// "Delete my account" (ADR 015): personal data removed or replaced, every way in closed, bookings kept anonymised
// for the partner; refused (422, en and pt) while a booked service is still to come, while a payment is open, or with
// a wrong password; 403 for another id or for staff acting as the customer.
import { sql } from 'drizzle-orm';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  login,
  multipart,
  PASSWORD,
  TINY_PNG,
  type TestApp,
} from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
let supplier: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  supplier = await login(t.app, cat.supplierEmail);
});
afterAll(async () => t.close());

const remove = (id: number, token: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/clients/${id}/delete`,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });
const errorsOf = (res: { body: string }) => (JSON.parse(res.body) as { errors: Record<string, string[]> }).errors;

/** A paid booking of one experience `days` ahead for the token's customer; answers the item id. */
async function paidItem(token: string, days: number, tag: string): Promise<number> {
  const service = await experience(t.database.db, cat);
  await putCart(t.app, [line(service, futureDate(days), 1, `${tag}-${service}`)], bearer(token));
  const res = await book(t.app, bearer(token), { payment_method: 'card', card_number: '4242424242424242' });
  expect(res.statusCode).toBe(200);
  const bookingId = json<{ content: { booking_id: number } }>(res).content.booking_id;
  return scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`);
}
const move = (id: number, status: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/booking-items/${id}/update`,
    headers: bearer(supplier),
    payload: { status },
  });

describe('POST /api/clients/{id}/delete', () => {
  it('refuses a wrong password (en, pt), another customer’s id and staff acting as the customer', async () => {
    const id = await createUser(t.database, 'CLIENT', 'keep-me@example.pt');
    const otherId = await createUser(t.database, 'CLIENT', 'someone-else@example.pt');
    const token = await login(t.app, 'keep-me@example.pt');
    const wrong = await remove(id, token, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ password: ['Your current password is not right.'] });
    expect(errorsOf(await remove(id, token, { password: 'nope' }, 'pt'))).toEqual({
      password: ['A sua palavra-passe atual não está certa.'],
    });
    expect((await remove(id, token, {})).statusCode).toBe(422);
    expect((await remove(otherId, token, { password: PASSWORD })).statusCode).toBe(403);

    await createUser(t.database, 'SUPER', 'owner-deletes@example.pt');
    const boss = await login(t.app, 'owner-deletes@example.pt');
    const asStaff = await t.app.inject({
      method: 'POST',
      url: `/api/clients/${id}/delete?impersonate_id=${id}`,
      headers: bearer(boss),
      payload: { password: PASSWORD },
    });
    expect(asStaff.statusCode).toBe(403);
    expect(json<{ message: string }>(asStaff).message).toBe(
      'Only the customer, signed in as themselves, can delete their account.',
    );
    // Nothing changed: the customer still signs in.
    expect(await login(t.app, 'keep-me@example.pt')).toEqual(expect.any(String));
  });

  it('refuses while a paid booked service is still to come, and while a payment is open (en, pt)', async () => {
    const id = await createUser(t.database, 'CLIENT', 'upcoming@example.pt');
    const token = await login(t.app, 'upcoming@example.pt');
    const item = await paidItem(token, 9, 'upcoming');
    const res = await remove(id, token, { password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      account: [
        'You still have booked services to come. Cancel them, or wait until they have taken place, then delete your account.',
      ],
    });
    expect(errorsOf(await remove(id, token, { password: PASSWORD }, 'pt')).account).toEqual([
      'Ainda tem serviços reservados por acontecer. Cancele-os, ou aguarde que aconteçam, e depois elimine a sua conta.',
    ]);
    // Once cancelled it no longer holds the deletion back; a booking waiting for payment does.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/client-book-items/${item}/cancel`,
          headers: bearer(token),
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    await t.database.db.execute(
      sql`update bookings set status = 'waiting_payment' where id = (select booking_id from booking_items where id = ${item})`,
    );
    const unpaid = await remove(id, token, { password: PASSWORD }, 'pt');
    expect(errorsOf(unpaid)).toEqual({
      account: ['Uma reserva sua está a aguardar pagamento. Conclua o pagamento ou deixe-o expirar e tente de novo.'],
    });
    await t.database.db.execute(
      sql`update bookings set status = 'cancelled' where id = (select booking_id from booking_items where id = ${item})`,
    );
    expect((await remove(id, token, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('anonymises the account: signed out everywhere, cannot sign in, partner keeps the item without the name, review unsigned, avatar gone', async () => {
    const email = 'leaving@example.pt';
    const id = await createUser(t.database, 'CLIENT', email);
    const token = await login(t.app, email);
    const elsewhere = await login(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: `/api/clients/${id}`,
      headers: bearer(token),
      payload: {
        phone: '912 000 999',
        profile: { city: 'Porto', address: 'Rua das Flores 1', vatnumber: '123456789' },
      },
    });
    const form = multipart({ field: 'file', filename: 'me.png', data: TINY_PNG, type: 'image/png' });
    const avatar = json<{ content: { profile: { avatar_url: string } } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/clients/updateAvatar',
        headers: { ...bearer(token), ...form.headers },
        payload: form.payload,
      }),
    ).content.profile.avatar_url;
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);

    // A completed item, reviewed.
    const item = await paidItem(token, 5, 'leaving');
    await move(item, 'confirmed');
    await t.database.db.execute(
      sql`update booking_items set booking_date = now() - interval '1 hour' where id = ${item}`,
    );
    expect((await move(item, 'completed')).statusCode).toBe(200);
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/client-book-items/${item}/review`,
      headers: bearer(token),
      payload: { stars: 5, text: 'Great tour, thank you!', language: 'en' },
    });
    expect(reviewed.statusCode).toBe(200);

    const res = await remove(id, token, { password: PASSWORD }, 'pt');
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { message: string } }>(res).content.message).toMatch(/^A sua conta foi eliminada/);

    // Every session is gone and the old e-mail and password open nothing.
    for (const tk of [token, elsewhere])
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(tk) })).statusCode).toBe(401);
    const again = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    // The e-mail is free again (a new signup may use it).
    expect(await scalar<number>(t.database.db, sql`select count(*)::int from users where email = ${email}`)).toBe(0);

    const row = (await t.database.db.execute(
      sql`select u.email, u.first_name, u.last_name, u.phone, u.password_hash, p.city, p.address, p.vatnumber, p.avatar_url from users u
          left join user_profiles p on p.user_id = u.id where u.id = ${id}`,
    )) as unknown as { rows: Record<string, string | null>[] };
    expect(row.rows[0]).toEqual({
      email: expect.stringMatching(/^deleted-\d+-[0-9a-f]{12}@deleted\.invalid$/),
      first_name: 'Deleted',
      last_name: 'account',
      phone: null,
      password_hash: null,
      city: null,
      address: null,
      vatnumber: null,
      avatar_url: null,
    });
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
    const billing = await scalar<Record<string, unknown>>(
      t.database.db,
      sql`select b.billing from bookings b join booking_items bi on bi.booking_id = b.id where bi.id = ${item}`,
    );
    expect(billing).toEqual({ anonymised: true });

    // The partner still has the item (accounting), without the customer's name or phone.
    const listed = json<{
      content: {
        data: {
          id: number;
          booking_item_status: string;
          value: number;
          booking: { user: { first_name: string; last_name: string; phone: string | null } };
        }[];
      };
    }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/dashboard/booking-items?destination=archived&archived_status=completed&items=100',
        headers: bearer(supplier),
      }),
    ).content.data.find((i) => i.id === item);
    expect(listed).toMatchObject({
      booking_item_status: 'completed',
      booking: { user: { first_name: 'Deleted', last_name: 'account', phone: null } },
    });
    expect(listed!.value).toBeGreaterThan(0);
    // The review stays on the service page, no longer signed.
    const review = (await t.database.db.execute(
      sql`select user_id, author_first_name, author_last_name, text from reviews where booking_item_id = ${item}`,
    )) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(review.rows[0]).toEqual({
      user_id: null,
      author_first_name: 'Deleted',
      author_last_name: 'account',
      text: 'Great tour, thank you!',
    });
  });
});
