// Manual GIFT bookings: for a registered customer (in their account at once, their own cart untouched),
// for a new address (a guest customer), never for a partner's or staff address; capacity holds; audited; `bookings`.
import { sql } from 'drizzle-orm';
import type { ManualBookingCreated } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../../test/helpers';
import {
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';

let t: TestApp;
let cat: Catalogue;
let support: { id: number; token: string };
let finance: string;

beforeAll(async () => {
  t = await buildTestApp();
  support = await createStaffUser(t.app, t.database, 'support', 'support@manual.pt');
  finance = (await createStaffUser(t.app, t.database, 'finance', 'finance@manual.pt')).token;
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const create = (payload: Record<string, unknown>, who = support.token, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/super/manual-bookings',
    payload,
    headers: { ...bearer(who), 'accept-language': lang },
  });
const errorsOf = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res as never).errors;

describe('POST api/super/manual-bookings', () => {
  it('books for a registered customer: paid, nothing charged, in their bookings at once, their own cart kept, audited', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 4500 });
    const own = await experience(t.database.db, cat);
    const customerId = await createUser(t.database, 'CLIENT', 'regular@example.pt');
    const customer = bearer(await login(t.app, 'regular@example.pt'));
    await putCart(t.app, [line(own, futureDate(9))], customer);

    const res = await create({
      payment_method: 'GIFT',
      email: ' Regular@Example.pt ',
      first_name: 'Rita',
      last_name: 'Reis',
      items: [line(service, futureDate(4), 2)],
    });
    expect(res.statusCode).toBe(201);
    const made = json<{ content: ManualBookingCreated }>(res).content;
    expect(made).toMatchObject({
      value_cents: 9000,
      customer: { id: customerId, email: 'regular@example.pt', registered: true },
    });
    expect(made.items).toEqual([expect.objectContaining({ quantity: 2, status: 'pending' })]);
    const booking = await t.database.db.execute(
      sql`select user_id, created_by_user_id, status, total_cents, payment_method from bookings where id = ${made.booking_id}`,
    );
    expect((booking as unknown as { rows: unknown[] }).rows[0]).toEqual({
      user_id: customerId,
      created_by_user_id: support.id,
      status: 'paid',
      total_cents: 0,
      payment_method: 'gift',
    });
    expect(
      await scalar<number>(t.database.db, sql`select booked from service_daily_capacity where service_id = ${service}`),
    ).toBe(2);

    const mine = json<{ content: { data: { booking?: { reference?: string }; reference?: string }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/client-bookings', headers: customer }),
    ).content.data;
    expect(JSON.stringify(mine)).toContain(made.reference);
    const cart = json<{ content: { items: { service_id: number }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/cart', headers: customer }),
    ).content;
    expect(cart.items.map((i) => i.service_id)).toEqual([own]);

    const audit = await t.database.db.execute(
      sql`select real_user_id, action, entity_id from audit_log where action = 'manual_booking.create'`,
    );
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      { real_user_id: support.id, action: 'manual_booking.create', entity_id: String(made.booking_id) },
    ]);
  });

  it('leaves no booking and takes no places when the ownership or audit step fails', async () => {
    const service = await experience(t.database.db, cat);
    const before = await scalar<number>(t.database.db, sql`select count(*)::int from bookings`);
    const carts = await scalar<number>(t.database.db, sql`select count(*)::int from carts`);
    const audit = t.app.audit;
    const original = audit.change;
    audit.change = async () => {
      throw new Error('audit down');
    };
    try {
      const res = await create({
        email: 'rollback@example.pt',
        first_name: 'Rui',
        last_name: 'Rocha',
        items: [line(service, futureDate(5))],
      });
      expect(res.statusCode).toBe(500);
    } finally {
      audit.change = original;
    }
    expect(await scalar<number>(t.database.db, sql`select count(*)::int from bookings`)).toBe(before);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${service}`,
      ),
    ).toBe(0);
    // Nor the cart of its own it priced the line in.
    expect(await scalar<number>(t.database.db, sql`select count(*)::int from carts`)).toBe(carts);
  });

  it('a new address becomes a guest customer with the booking', async () => {
    const service = await experience(t.database.db, cat);
    const res = await create({
      email: 'new.person@example.pt',
      first_name: 'Nuno',
      last_name: 'Novo',
      phone: '912000111',
      items: [line(service, futureDate(3))],
    });
    expect(res.statusCode).toBe(201);
    const made = json<{ content: ManualBookingCreated }>(res).content;
    expect(made.customer).toMatchObject({ email: 'new.person@example.pt', name: 'Nuno Novo', registered: false });
    expect(await scalar<string>(t.database.db, sql`select user_type from users where id = ${made.customer.id}`)).toBe(
      'CLIENT',
    );
  });

  it('refuses a partner address, bad input and a full day (422 in en and pt), and staff without `bookings` (403)', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 1 });
    const partner = await create(
      { email: cat.supplierEmail, first_name: 'P', last_name: 'Q', items: [line(service, futureDate(3))] },
      support.token,
      'pt',
    );
    expect(partner.statusCode).toBe(422);
    expect(errorsOf(partner).email).toEqual([
      'Este endereço pertence a uma conta de parceiro, afiliado ou colaborador; use o endereço de um cliente.',
    ]);
    const bad = await create({
      email: 'not-an-email',
      first_name: ' ',
      last_name: 'X',
      items: [line(service, futureDate(3))],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['email', 'first_name']);
    const full = await create({
      email: 'big.group@example.pt',
      first_name: 'Big',
      last_name: 'Group',
      items: [line(service, futureDate(3), 2)],
    });
    expect(full.statusCode).toBe(422);
    expect(Object.keys(errorsOf(full))).toEqual(['items.0']);
    expect(
      await scalar<number>(
        t.database.db,
        sql`select count(*)::int from bookings b join users u on u.id = b.user_id where u.email = 'big.group@example.pt'`,
      ),
    ).toBe(0);
    expect(
      (
        await create(
          { email: 'x@example.pt', first_name: 'X', last_name: 'Y', items: [line(service, futureDate(3))] },
          finance,
        )
      ).statusCode,
    ).toBe(403);
    expect((await create({ email: 'x@example.pt', first_name: 'X', last_name: 'Y', items: [] })).statusCode).toBe(422);
  });
});

describe('the customer’s mail of a manual gift booking', () => {
  it('says once, in the customer’s language, that Roteiro offers it: nothing to pay, how to use it, no amounts or refund', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 4500 });
    const customerId = await createUser(t.database, 'CLIENT', 'gifted@example.pt');
    await t.database.db.execute(sql`insert into user_preferences (user_id, language) values (${customerId}, 'pt')`);
    const res = await create({
      email: 'gifted@example.pt',
      first_name: 'Inês',
      last_name: 'Gomes',
      items: [line(service, futureDate(4), 2)],
    });
    expect(res.statusCode).toBe(201);
    const made = json<{ content: ManualBookingCreated }>(res).content;

    const mails = await mailsTo(t.app, 'gifted@example.pt');
    expect(mails.map((m) => m.subject)).toEqual([`Reserva ${made.reference}: uma oferta da Roteiro`]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain(
      `Olá Inês,\n\nA Roteiro reservou isto para si como oferta (reserva ${made.reference}). Não há nada a pagar.`,
    );
    expect(text).toMatch(/× 2 · .+: a aguardar a confirmação do parceiro/);
    expect(text).toMatch(/O parceiro confirma até \d{1,2} de \p{L}+ de \d{4} às \d{2}:\d{2} \(hora de Lisboa\)/u);
    expect(text).toContain(`http://localhost:8080/pt/booking/${made.reference}#token=`);
    expect(text).toContain('A reserva também está em «As minhas reservas», na sua conta.');
    expect(text).not.toMatch(/pagamento|reembolso|0,00|Total|\{\{/);
  });

  it('a new address reads it in the language the booking was made in, without the account line', async () => {
    const service = await experience(t.database.db, cat);
    const res = await create({
      email: 'first.gift@example.pt',
      first_name: 'Tomás',
      last_name: 'Lima',
      items: [line(service, futureDate(5))],
    });
    expect(res.statusCode).toBe(201);
    const made = json<{ content: ManualBookingCreated }>(res).content;
    const mails = await mailsTo(t.app, 'first.gift@example.pt');
    expect(mails.map((m) => m.subject)).toEqual([`Booking ${made.reference}: a gift from Roteiro`]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Roteiro has booked this for you as a gift');
    expect(text).toContain('There is nothing to pay.');
    expect(text).toContain('show its QR code to the partner on the day');
    expect(text).not.toMatch(/payment|refund|€0\.00|Total|My bookings|\{\{/);
  });
});

describe('POST api/super/manual-bookings with a child band', () => {
  it('books a family at the child band: adults and children each at their price (docs/adr/023)', async () => {
    const service = await experience(t.database.db, cat, {
      valueCents: 4000,
      childBand: { valueCents: 1500, ageEnd: 11 },
    });
    const res = await create({
      payment_method: 'GIFT',
      email: 'family@example.pt',
      first_name: 'Ana',
      last_name: 'Sousa',
      items: [{ ...line(service, futureDate(6), 3), adults: 2, children: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const made = json<{ content: ManualBookingCreated }>(res).content;
    expect(made.value_cents).toBe(2 * 4000 + 1500);
    const item = await t.database.db.execute(
      sql`select quantity, adults, children, adult_unit_cents, child_unit_cents from booking_items where booking_id = ${made.booking_id}`,
    );
    expect((item as unknown as { rows: unknown[] }).rows[0]).toEqual({
      quantity: 3,
      adults: 2,
      children: 1,
      adult_unit_cents: 4000,
      child_unit_cents: 1500,
    });
  });
});
