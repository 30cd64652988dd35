// POST /api/bookings with each payment method, the sandboxes, signed callbacks, expiry and the emails.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import { signPayload } from '../../payments/signature';
import {
  book,
  experience,
  futureDate,
  giftCard,
  giftCardService,
  grantPoints,
  line,
  partnerCompany,
  promo,
  putCart,
  scalar,
  type Catalogue,
} from './checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp({ SANDBOX_MBWAY_AUTO_APPROVE_MS: '50' });
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

interface Created {
  booking_id: number;
  reference: string;
  booking_status: string;
  total_cents: number;
  clear_cart: boolean;
  payment: {
    id: number;
    status: string;
    amount_cents: number;
    card?: { brand: string; last4: string; challenge_url: string | null };
    paypal?: { approval_url: string };
    mbway?: { request_id: string; phone: string; started_at: string; countdown_seconds: number };
    crypto?: {
      payment_id: string;
      pay_address: string;
      pay_amount: string;
      pay_currency: string;
      crypto_status: string;
      network: string;
      expires_at: string;
    };
    gift_card?: { amount_cents: number };
  };
}

async function guestCheckout(serviceId: number, payload: Record<string, unknown>, quantity = 1, date = futureDate()) {
  const { token } = await putCart(t.app, [line(serviceId, date, quantity)]);
  const res = await book(t.app, { 'x-cart-token': token ?? '' }, payload);
  return { res, token: token ?? '' };
}

/**
 * The mail to `to` that `matches`, once it is in the outbox. Mails are post-commit effects: the signed webhook a
 * sandbox sends beside the booking call may be the one that confirms the payment, so its mail can land just after
 * the booking call answered.
 */
async function mailFor(to: string, matches: (mail: { subject: string; text: string }) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = (await mailsTo(t.app, to)).find(matches);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no matching mail for ${to}`);
}

const booked = (serviceId: number) =>
  scalar<number>(
    t.database.db,
    sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${serviceId}`,
  );
const statusOf = async (id: number, reference: string) =>
  json<{ content: { booking_status: string; payment: { status: string; crypto?: { crypto_status: string } } } }>(
    await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/payment-status?reference=${reference}` }),
  ).content;

describe('card (sandbox)', () => {
  it('4242… pays: booking paid, items pending for the partner, only brand + last4 kept, confirmation email in the outbox', async () => {
    const service = await experience(t.database.db, cat);
    const { res } = await guestCheckout(service, { payment_method: 'card', card_number: '4242 4242 4242 4242' }, 2);
    expect(res.statusCode).toBe(200);
    const c = json<{ content: Created }>(res).content;
    expect(c.booking_status).toBe('paid');
    expect(c.total_cents).toBe(4000);
    expect(c.payment).toMatchObject({
      status: 'paid',
      amount_cents: 4000,
      card: { brand: 'visa', last4: '4242', challenge_url: null },
    });
    expect(c.clear_cart).toBe(true);
    const items = await t.database.db.execute(sql`select status from booking_items where booking_id = ${c.booking_id}`);
    expect((items as unknown as { rows: { status: string }[] }).rows.map((r) => r.status)).toEqual(['pending']);
    expect(await booked(service)).toBe(2);
    const mail = await mailFor('ana@example.pt', (m) => m.subject.includes(c.reference));
    expect(mail.text).toContain('€40.00');
  });

  it('4000…0002 is declined: 422 on card_number and the places are released (spec §8 booking errors)', async () => {
    const service = await experience(t.database.db, cat);
    const { res } = await guestCheckout(service, { payment_method: 'card', card_number: '4000-0000-0000-0002' });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.card_number?.[0]).toMatch(/declined/);
    expect(await booked(service)).toBe(0);
    expect(await scalar<string>(t.database.db, sql`select status from bookings order by id desc limit 1`)).toBe(
      'cancelled',
    );
  });

  it('a non-Luhn number is refused before anything is reserved', async () => {
    const service = await experience(t.database.db, cat);
    const before = await scalar<number>(t.database.db, sql`select count(*)::int from bookings`);
    const { res } = await guestCheckout(service, { payment_method: 'card', card_number: '4242 4242 4242 4241' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors)).toEqual(['card_number']);
    expect(await scalar<number>(t.database.db, sql`select count(*)::int from bookings`)).toBe(before);
  });

  it('4000…3220 needs 3-D Secure: the challenge page approves it; failing releases it', async () => {
    const service = await experience(t.database.db, cat);
    const first = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'card', card_number: '4000000000003220' })).res,
    ).content;
    expect(first.payment.status).toBe('requires_action');
    const url = first.payment.card?.challenge_url ?? '';
    expect(url).toMatch(/^\/api\/payments\/sandbox\/card\/.+\/challenge\?reference=MP-[0-9A-F-]+$/);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<button type="submit" name="action" value="approve">');
    const approve = await t.app.inject({ method: 'POST', url, payload: { action: 'approve' } });
    expect(json<{ content: { status: string; redirect_url: string } }>(approve).content).toEqual({
      status: 'paid',
      redirect_url: `/purchase-complete?booking=${first.reference}&id=${first.booking_id}`,
    });
    expect((await statusOf(first.booking_id, first.reference)).booking_status).toBe('paid');

    const second = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'card', card_number: '4000000000003220' })).res,
    ).content;
    const form = await t.app.inject({
      method: 'POST',
      url: second.payment.card?.challenge_url ?? '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=fail',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/checkout/payment?failed=1');
    expect((await statusOf(second.booking_id, second.reference)).booking_status).toBe('cancelled');
    expect(await booked(service)).toBe(1);
  });
});

describe('the amount charged is the amount the customer confirmed', () => {
  it('a total that no longer matches the cart is refused with the new total: nothing booked, held or charged', async () => {
    const service = await experience(t.database.db, cat);
    const date = futureDate();
    // The payment page showed 2 people (40,00 €); another tab then raised the same cart to 3.
    const { token } = await putCart(t.app, [line(service, date, 2)]);
    const headers = { 'x-cart-token': token ?? '' };
    await putCart(t.app, [line(service, date, 3)], headers);
    const bookingsBefore = await scalar<number>(t.database.db, sql`select count(*)::int from bookings`);
    const paymentsBefore = await scalar<number>(t.database.db, sql`select count(*)::int from payments`);

    const refused = await book(t.app, headers, {
      payment_method: 'card',
      card_number: '4242 4242 4242 4242',
      expected_total_cents: 4000,
    });
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.expected_total_cents?.[0]).toBe(
      'Your cart changed: the total is now €60.00. Nothing was charged; check the order and pay again.',
    );
    expect(await scalar<number>(t.database.db, sql`select count(*)::int from bookings`)).toBe(bookingsBefore);
    expect(await scalar<number>(t.database.db, sql`select count(*)::int from payments`)).toBe(paymentsBefore);
    expect(await booked(service)).toBe(0);

    // Confirming the new total pays exactly it.
    const paid = await book(t.app, headers, {
      payment_method: 'card',
      card_number: '4242 4242 4242 4242',
      expected_total_cents: 6000,
    });
    expect(paid.statusCode).toBe(200);
    expect(json<{ content: Created }>(paid).content.payment).toMatchObject({ status: 'paid', amount_cents: 6000 });
  });

  it('says it in Portuguese on a pt request', async () => {
    const service = await experience(t.database.db, cat);
    const { token } = await putCart(t.app, [line(service, futureDate(), 3)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { 'x-cart-token': token ?? '', 'accept-language': 'pt' },
      payload: {
        billingData: { first_name: 'Ana', last_name: 'Silva', email: 'ana@example.pt' },
        payment_method: 'mbway',
        customer_phone: '912345678',
        expected_total_cents: 4000,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.expected_total_cents?.[0]).toMatch(
      /^O seu carrinho mudou: o total é agora 60,00\s€\./,
    );
  });
});

describe('PayPal (sandbox)', () => {
  it('create order → approval page → capture → back to /purchase-complete; cancel → /checkout/payment?cancelled=1', async () => {
    const service = await experience(t.database.db, cat);
    const c = json<{ content: Created }>((await guestCheckout(service, { payment_method: 'paypal' })).res).content;
    expect(c.payment.status).toBe('requires_action');
    expect(c.clear_cart).toBe(false);
    const approval = c.payment.paypal?.approval_url ?? '';
    expect((await t.app.inject({ method: 'GET', url: approval })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: approval,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=approve',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/purchase-complete?booking=${c.reference}&id=${c.booking_id}`);
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('paid');

    const other = json<{ content: Created }>((await guestCheckout(service, { payment_method: 'paypal' })).res).content;
    const cancel = await t.app.inject({
      method: 'POST',
      url: other.payment.paypal?.approval_url ?? '',
      payload: { action: 'cancel' },
    });
    expect(json<{ content: { redirect_url: string } }>(cancel).content.redirect_url).toBe(
      '/checkout/payment?cancelled=1',
    );
    expect((await statusOf(other.booking_id, other.reference)).booking_status).toBe('cancelled');
  });
});

describe('MB WAY (sandbox)', () => {
  it('sends 351# + 9 digits, starts the 300 s countdown, and the phone app approves', async () => {
    const service = await experience(t.database.db, cat);
    const c = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'mbway', customer_phone: '912 345 678' })).res,
    ).content;
    expect(c.payment.mbway).toMatchObject({ phone: '351#912345678', countdown_seconds: 300 });
    expect(c.clear_cart).toBe(true);
    const expires = await scalar<string>(
      t.database.db,
      sql`select expires_at from bookings where id = ${c.booking_id}`,
    );
    expect(new Date(expires).getTime() - new Date(c.payment.mbway?.started_at ?? 0).getTime()).toBe(300_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/mbway/${c.payment.mbway?.request_id}?reference=${c.reference}`,
      payload: { action: 'approve' },
    });
    expect(json<{ content: { status: string } }>(res).content.status).toBe('paid');
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('paid');
  });

  it('test phone 912000001 approves by itself; 912000002 refuses', async () => {
    const service = await experience(t.database.db, cat);
    const a = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'mbway', customer_phone: '912000001' })).res,
    ).content;
    const r = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'mbway', customer_phone: '912000002' })).res,
    ).content;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await statusOf(a.booking_id, a.reference)).booking_status).toBe('paid');
    expect((await statusOf(r.booking_id, r.reference)).booking_status).toBe('cancelled');
  });

  it('an unanswered request expires: the sweeper releases the places, and a late approval is refused', async () => {
    const service = await experience(t.database.db, cat);
    const c = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'mbway', customer_phone: '912000003' }, 3)).res,
    ).content;
    expect(await booked(service)).toBe(3);
    // 300 s later (moved in the stored start, as the countdown is driven from it).
    await t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 second' where id = ${c.booking_id}`,
    );
    const status = await statusOf(c.booking_id, c.reference);
    expect(status.booking_status).toBe('expired');
    expect(await booked(service)).toBe(0);
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/mbway/${c.payment.mbway?.request_id}?reference=${c.reference}`,
      payload: { action: 'approve' },
    });
    expect(json<{ content: { status: string } }>(late).content.status).toBe('expired');
  });

  it('a phone that is not a Portuguese mobile is a field error', async () => {
    const service = await experience(t.database.db, cat);
    const { res } = await guestCheckout(service, { payment_method: 'mbway', customer_phone: '12345' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors)).toEqual(['customer_phone']);
  });
});

describe('crypto (sandbox)', () => {
  it('lists currencies, quotes minimum and price, and goes waiting → confirming → finished', async () => {
    const list = json<{ content: { currencies: string[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/payments/crypto-currencies' }),
    ).content.currencies;
    expect(list).toEqual(expect.arrayContaining(['btc', 'eth']));
    const min = json<{ content: { min_amount: string; min_amount_eur_cents: number } }>(
      await t.app.inject({ method: 'POST', url: '/api/payments/crypto-min-amount', payload: { currency_from: 'btc' } }),
    ).content;
    expect(min).toMatchObject({ min_amount: '0.00010000', min_amount_eur_cents: 600 });
    const price = json<{ content: { estimated_amount: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/crypto-currency-price',
        payload: { amount: '60.00', currency_to: 'btc' },
      }),
    ).content;
    expect(price.estimated_amount).toBe('0.00100000');
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payments/crypto-min-amount',
      payload: { currency_from: 'doge' },
    });
    expect(unknown.statusCode).toBe(422);

    const service = await experience(t.database.db, cat, { valueCents: 3000 });
    const c = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'crypto', pay_currency: 'eth' })).res,
    ).content;
    expect(c.payment.crypto).toMatchObject({ pay_amount: '0.01000000', crypto_status: 'waiting' });
    expect(c.payment.crypto?.pay_address).toMatch(/^0x[0-9a-f]{34}$/);
    // The screen names the network to send on, and counts down to the API's own expiry.
    expect(c.payment.crypto).toMatchObject({ network: 'ethereum' });
    expect(Date.parse(c.payment.crypto?.expires_at ?? '') - Date.now()).toBeGreaterThan(50 * 60 * 1000);
    const usdt = json<{ content: Created }>(
      (
        await guestCheckout(await experience(t.database.db, cat, { valueCents: 3000 }), {
          payment_method: 'crypto',
          pay_currency: 'usdt',
        })
      ).res,
    ).content;
    expect(usdt.payment.crypto).toMatchObject({ pay_currency: 'usdt', network: 'tron' });
    const control = (status: string, extra: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/crypto/${c.payment.crypto?.payment_id}?reference=${c.reference}`,
        payload: { status, ...extra },
      });
    await control('confirming');
    expect((await statusOf(c.booking_id, c.reference)).payment.crypto?.crypto_status).toBe('confirming');
    await control('partially_paid', { actually_paid: '0.005' });
    const partial = await statusOf(c.booking_id, c.reference);
    expect(partial.booking_status).toBe('waiting_payment');
    expect(partial.payment.crypto?.crypto_status).toBe('partially_paid');
    await control('finished');
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('paid');
  });

  it('crypto sent short of the price is given back when the payment expires, by callback or by the sweeper', async () => {
    const refunded = (bookingId: number) =>
      scalar<number | null>(
        t.database.db,
        sql`select (details->>'refunded_cents')::int from payments where booking_id = ${bookingId} and provider = 'crypto'`,
      );
    const short = async () => {
      const service = await experience(t.database.db, cat, { valueCents: 3000 });
      const c = json<{ content: Created }>(
        (await guestCheckout(service, { payment_method: 'crypto', pay_currency: 'eth' })).res,
      ).content;
      // 0.004 of the 0.01 ETH quoted for €30: €12 arrived.
      await t.app.inject({
        method: 'POST',
        url: `/api/payments/sandbox/crypto/${c.payment.crypto?.payment_id}?reference=${c.reference}`,
        payload: { status: 'partially_paid', actually_paid: '0.004' },
      });
      expect(await refunded(c.booking_id)).toBeNull();
      return c;
    };
    const byCallback = await short();
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/crypto/${byCallback.payment.crypto?.payment_id}?reference=${byCallback.reference}`,
      payload: { status: 'expired' },
    });
    expect((await statusOf(byCallback.booking_id, byCallback.reference)).booking_status).toBe('expired');
    expect(await refunded(byCallback.booking_id)).toBe(1200);
    const told = await mailFor('ana@example.pt', (m) => m.subject === `Refund for booking ${byCallback.reference}`);
    expect(told.text).toContain('we sent back the €12.00 you had paid');

    const bySweeper = await short();
    await t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 minute' where id = ${bySweeper.booking_id}`,
    );
    expect((await statusOf(bySweeper.booking_id, bySweeper.reference)).booking_status).toBe('expired');
    expect(await refunded(bySweeper.booking_id)).toBe(1200);
  });

  it('an expired crypto payment releases the booking', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 3000 });
    const c = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'crypto', pay_currency: 'btc' })).res,
    ).content;
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/crypto/${c.payment.crypto?.payment_id}?reference=${c.reference}`,
      payload: { status: 'expired' },
    });
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('expired');
    expect(await booked(service)).toBe(0);
  });
});

describe('gift cards', () => {
  it('pays fully with a gift card (paid at once) and partly with a card (the rest)', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 2000 });
    const code = await giftCard(t.database.db, 3000);
    const full = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'gift_card', gift_card_code: code })).res,
    ).content;
    expect(full.booking_status).toBe('paid');
    expect(full.payment.gift_card?.amount_cents).toBe(2000);
    expect(await scalar<number>(t.database.db, sql`select balance_cents from gift_cards where code = ${code}`)).toBe(
      1000,
    );

    const notEnough = await guestCheckout(service, { payment_method: 'gift_card', gift_card_code: code });
    expect(notEnough.res.statusCode).toBe(422);

    const partial = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'card', card_number: '4242424242424242', gift_card_code: code }))
        .res,
    ).content;
    expect(partial.booking_status).toBe('paid');
    expect(partial.payment.amount_cents).toBe(1000);
    expect(partial.payment.gift_card?.amount_cents).toBe(1000);
    expect(await scalar<number>(t.database.db, sql`select balance_cents from gift_cards where code = ${code}`)).toBe(0);
  });

  it('a gift card bought in the cart gets a code and an email once paid', async () => {
    const service = await giftCardService(t.database.db, cat);
    const { token } = await putCart(t.app, [
      { id: 'gift', service_id: service, quantity: 1, gift_card_value_cents: 5000 },
    ]);
    const c = json<{ content: Created }>(
      await book(
        t.app,
        { 'x-cart-token': token ?? '' },
        {
          payment_method: 'card',
          card_number: '4242424242424242',
          billingData: { first_name: 'Rui', last_name: 'Costa', email: 'rui@example.pt' },
        },
      ),
    ).content;
    expect(c.total_cents).toBe(5000);
    const code = await scalar<string>(
      t.database.db,
      sql`select g.code from gift_cards g join booking_items bi on bi.id = g.issued_for_booking_item_id where bi.booking_id = ${c.booking_id}`,
    );
    expect(code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await mailFor('rui@example.pt', (m) => m.text.includes(code))).subject).toBe(`Your gift card ${code}`);
  });

  it("a gift card with a recipient goes to the recipient with the buyer's message, and the buyer keeps a copy", async () => {
    const service = await giftCardService(t.database.db, cat);
    const notes = {
      recipient_name: 'Inês',
      recipient_email: 'ines@example.pt',
      message: "Happy birthday — let's go sailing!",
    };
    const { token } = await putCart(t.app, [
      { id: 'gift', service_id: service, quantity: 1, gift_card_value_cents: 5000, notes },
    ]);
    const c = json<{ content: Created }>(
      await book(
        t.app,
        { 'x-cart-token': token ?? '' },
        {
          payment_method: 'card',
          card_number: '4242424242424242',
          billingData: { first_name: 'Rui', last_name: 'Costa', email: 'rui.gift@example.pt' },
        },
      ),
    ).content;
    const code = await scalar<string>(
      t.database.db,
      sql`select g.code from gift_cards g join booking_items bi on bi.id = g.issued_for_booking_item_id where bi.booking_id = ${c.booking_id}`,
    );
    const gift = await mailFor('ines@example.pt', (m) => m.text.includes(code));
    expect(gift.subject).toBe('Rui sent you a gift card');
    expect(gift.text).toContain('Hello Inês,');
    expect(gift.text).toContain('"Happy birthday — let\'s go sailing!"');
    expect(gift.text).toContain('Value: €50.00');
    const copy = await mailFor('rui.gift@example.pt', (m) => m.text.includes(code));
    expect(copy.subject).toBe(`Your gift card ${code}`);
    expect(copy.text).toContain('we emailed it to Inês (ines@example.pt)');
    // The recipient is sent to the site, where the code is spent.
    expect(gift.text).toContain(`enter the code at checkout to pay all or part of it:\n${t.config.publicUrl}/`);
  });

  it('a gift card bought in Portuguese: both mails in pt, every placeholder filled', async () => {
    const service = await giftCardService(t.database.db, cat);
    const notes = { recipient_name: 'Inês', recipient_email: 'ines.pt@example.pt', message: 'Parabéns!' };
    const { token } = await putCart(t.app, [
      { id: 'gift', service_id: service, quantity: 1, gift_card_value_cents: 5000, notes },
    ]);
    const c = json<{ content: Created }>(
      await book(
        t.app,
        { 'x-cart-token': token ?? '', 'accept-language': 'pt' },
        {
          payment_method: 'card',
          card_number: '4242424242424242',
          billingData: { first_name: 'Rui', last_name: 'Costa', email: 'rui.pt@example.pt' },
        },
      ),
    ).content;
    const code = await scalar<string>(
      t.database.db,
      sql`select g.code from gift_cards g join booking_items bi on bi.id = g.issued_for_booking_item_id where bi.booking_id = ${c.booking_id}`,
    );
    const copy = await mailFor('rui.pt@example.pt', (m) => m.text.includes(code));
    expect(copy.text).toContain('enviámo-lo por e-mail a Inês (ines.pt@example.pt)');
    const gift = await mailFor('ines.pt@example.pt', (m) => m.text.includes(code));
    expect(gift.subject).toBe('Rui ofereceu-lhe um cartão-oferta');
    expect(gift.text).toContain(`${t.config.publicUrl}/pt/`);
    for (const mail of [copy, gift]) expect(mail.text).not.toMatch(/\{\{|\}\}/);
  });
});

describe('signed callbacks', () => {
  it('refuses a bad signature and applies a replay once', async () => {
    const service = await experience(t.database.db, cat);
    const c = json<{ content: Created }>((await guestCheckout(service, { payment_method: 'paypal' })).res).content;
    const externalId = c.payment.paypal?.approval_url.split('/').pop()?.split('?')[0] ?? '';
    const body = JSON.stringify({
      event_id: 'evt_replay_1',
      payment_id: externalId,
      status: 'COMPLETED',
      amount_cents: 2000,
      occurred_at: new Date().toISOString(),
    });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/paypal',
      headers: { 'content-type': 'application/json', 'x-signature': signPayload(body, 'not-the-secret') },
      payload: body,
    });
    expect(forged.statusCode).toBe(401);
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('waiting_payment');

    const headers = {
      'content-type': 'application/json',
      'x-signature': signPayload(body, t.config.payments.secrets.paypal),
    };
    const first = await t.app.inject({ method: 'POST', url: '/api/payments/callback/paypal', headers, payload: body });
    const again = await t.app.inject({ method: 'POST', url: '/api/payments/callback/paypal', headers, payload: body });
    expect(json<{ content: { duplicate: boolean } }>(first).content.duplicate).toBe(false);
    expect(json<{ content: { duplicate: boolean } }>(again).content.duplicate).toBe(true);
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('paid');
    expect(
      await scalar<number>(
        t.database.db,
        sql`select count(*)::int from outbox_emails where subject like ${`%${c.reference}%`}`,
      ),
    ).toBe(1);

    // Out of order: a later "voided" event for a paid payment changes nothing.
    const late = JSON.stringify({
      event_id: 'evt_replay_2',
      payment_id: externalId,
      status: 'VOIDED',
      amount_cents: 2000,
      occurred_at: new Date().toISOString(),
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/paypal',
      headers: {
        'content-type': 'application/json',
        'x-signature': signPayload(late, t.config.payments.secrets.paypal),
      },
      payload: late,
    });
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('paid');
    expect(await booked(service)).toBe(1);
  });
});

describe('paying the same cart again', () => {
  it('replaces the unpaid attempt: its places and promo use are freed for the new method (spec §8 change payment method)', async () => {
    const service = await experience(t.database.db, cat, { dailyCapacity: 1 });
    const { token } = await putCart(t.app, [line(service, futureDate(20), 1)]);
    const headers = { 'x-cart-token': token ?? '' };
    const first = json<{ content: Created }>(await book(t.app, headers, { payment_method: 'paypal' })).content;
    expect(await booked(service)).toBe(1);
    const second = await book(t.app, headers, { payment_method: 'card', card_number: '4242424242424242' });
    expect(second.statusCode).toBe(200);
    expect(json<{ content: Created }>(second).content.booking_status).toBe('paid');
    expect((await statusOf(first.booking_id, first.reference)).booking_status).toBe('cancelled');
    expect(await booked(service)).toBe(1);
    // The PayPal order was stopped: approving it now does not take money for a booking that no longer exists.
    const late = await t.app.inject({
      method: 'POST',
      url: first.payment.paypal?.approval_url ?? '',
      payload: { action: 'approve' },
    });
    expect(json<{ content: { status: string } }>(late).content.status).toBe('cancelled');
  });
});

describe('a payment confirmed after its booking expired', () => {
  it('does not bring the booking back nor retake its places; the payment is flagged for refund', async () => {
    const service = await experience(t.database.db, cat);
    const c = json<{ content: Created }>((await guestCheckout(service, { payment_method: 'paypal' })).res).content;
    await t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 second' where id = ${c.booking_id}`,
    );
    const sweep = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${c.booking_id}/payment-status?reference=${c.reference}`,
    });
    expect(json<{ content: { booking_status: string } }>(sweep).content.booking_status).toBe('expired');
    const externalId = c.payment.paypal?.approval_url.split('/').pop()?.split('?')[0] ?? '';
    const body = JSON.stringify({
      event_id: 'evt_late',
      payment_id: externalId,
      status: 'COMPLETED',
      amount_cents: 2000,
      occurred_at: new Date().toISOString(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/paypal',
      headers: {
        'content-type': 'application/json',
        'x-signature': signPayload(body, t.config.payments.secrets.paypal),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(await scalar<string>(t.database.db, sql`select status from bookings where id = ${c.booking_id}`)).toBe(
      'expired',
    );
    expect(await booked(service)).toBe(0);
    expect(
      await scalar<boolean>(
        t.database.db,
        sql`select (details->>'late_payment')::boolean from payments where external_id = ${externalId}`,
      ),
    ).toBe(true);
  });

  it('crypto that arrives in full after its booking expired is refunded in full, and the customer is told', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 3000 });
    const c = json<{ content: Created }>(
      (await guestCheckout(service, { payment_method: 'crypto', pay_currency: 'eth' })).res,
    ).content;
    await t.database.db.execute(
      sql`update bookings set expires_at = now() - interval '1 second' where id = ${c.booking_id}`,
    );
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('expired');
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/crypto/${c.payment.crypto?.payment_id}?reference=${c.reference}`,
      payload: { status: 'finished' },
    });
    const told = await mailFor('ana@example.pt', (m) => m.subject === `Refund for booking ${c.reference}`);
    expect(told.text).toContain('arrived after the booking had been released, so we refunded the €30.00 in full');
    expect(
      await scalar<string>(t.database.db, sql`select status from payments where booking_id = ${c.booking_id}`),
    ).toBe('refunded');
    expect(await scalar<string>(t.database.db, sql`select status from bookings where id = ${c.booking_id}`)).toBe(
      'expired',
    );
    expect(await booked(service)).toBe(0);
  });
});

describe('GIFT bookings (manual, super admin)', () => {
  it('a SUPER acting as a customer books without payment; a customer cannot pick GIFT', async () => {
    const service = await experience(t.database.db, cat);
    const clientId = await createUser(t.database, 'CLIENT', 'giftee@example.pt');
    await createUser(t.database, 'SUPER', 'boss@example.pt');
    const boss = bearer(await login(t.app, 'boss@example.pt'));
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: boss,
      payload: { items: [line(service, futureDate())], impersonate_id: clientId },
    });
    expect(cart.statusCode).toBe(200);
    const res = await book(t.app, boss, { payment_method: 'gift', impersonate_id: clientId });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: Created }>(res).content).toMatchObject({ booking_status: 'paid', total_cents: 0 });
    expect(
      await scalar<number>(
        t.database.db,
        sql`select user_id from bookings where id = ${json<{ content: Created }>(res).content.booking_id}`,
      ),
    ).toBe(clientId);

    const client = bearer(await login(t.app, 'giftee@example.pt'));
    await putCart(t.app, [line(service, futureDate())], client);
    const refused = await book(t.app, client, { payment_method: 'gift' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(refused).errors)).toEqual(['payment_method']);
  });
});

describe('a booking that fails before payment gives back what it spent, exactly once', () => {
  const db = () => t.database.db;
  const count = (query: ReturnType<typeof sql>) => scalar<number>(db(), query);
  let n = 0;

  /** A signed-in customer with 1000 points, a single-use €3 promo code and a €5 gift card, and a €30 experience in the cart with the code and 500 points applied. */
  async function spender() {
    n += 1;
    const email = `spender${n}@example.pt`;
    const userId = await createUser(t.database, 'CLIENT', email);
    await grantPoints(db(), userId, 1000);
    const code = await promo(db(), { kind: 'fixed', value: 300, maxUses: 1 });
    const gift = await giftCard(db(), 500);
    const service = await experience(db(), cat, { valueCents: 3000 });
    const headers = bearer(await login(t.app, email));
    await putCart(t.app, [line(service, futureDate(9), 1)], headers);
    await t.app.inject({ method: 'POST', url: '/api/apply-promo-code', headers, payload: { code } });
    const cart = json<{ content: { total_price: number; usedPoints: number; promo_code: string } }>(
      await t.app.inject({ method: 'POST', url: '/api/apply-points', headers, payload: { points: 500 } }),
    ).content;
    // €30 − €3 promo − €5 (500 points); the gift card then takes €5 and the method the remaining €17.
    expect(cart).toMatchObject({ total_price: 2200, usedPoints: 500, promo_code: code });
    const state = async () => ({
      places: await booked(service),
      promoUses: await count(sql`select uses from promo_codes where code = ${code}`),
      promoStatus: await scalar<string>(db(), sql`select status from promo_codes where code = ${code}`),
      redemptions: await count(
        sql`select count(*)::int from promo_code_redemptions r join promo_codes p on p.id = r.promo_code_id where p.code = ${code}`,
      ),
      points: await count(sql`select coalesce(sum(delta), 0)::int from points_ledger where user_id = ${userId}`),
      giftBalance: await count(sql`select balance_cents from gift_cards where code = ${gift}`),
    });
    const untouched = {
      places: 0,
      promoUses: 0,
      promoStatus: 'assigned',
      redemptions: 0,
      points: 1000,
      giftBalance: 500,
    };
    const held = { places: 1, promoUses: 1, promoStatus: 'used', redemptions: 1, points: 500, giftBalance: 0 };
    /** One refund row per spend for this booking, however often the failure was reported. */
    const refunds = async (bookingId: number) => ({
      points: await count(
        sql`select count(*)::int from points_ledger where booking_id = ${bookingId} and reason = 'refund'`,
      ),
      gift: await count(
        sql`select count(*)::int from gift_card_transactions where booking_id = ${bookingId} and kind = 'refund'`,
      ),
    });
    return { headers, gift, state, untouched, held, refunds };
  }

  it('the paid booking lists each discount and payment, adding up, on the purchase-complete status and in the mail', async () => {
    const s = await spender();
    const res = await book(t.app, s.headers, {
      payment_method: 'card',
      card_number: '4242424242424242',
      gift_card_code: s.gift,
      expected_total_cents: 2200,
    });
    expect(res.statusCode).toBe(200);
    const created = json<{ content: Created }>(res).content;
    const status = json<{
      content: { amounts: Record<string, unknown>; items: { cents: number; gross_cents: number }[] };
    }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/bookings/${created.booking_id}/payment-status?reference=${created.reference}`,
      }),
    ).content;
    expect(status.items).toEqual([expect.objectContaining({ gross_cents: 3000 })]);
    expect(status.amounts).toEqual({
      line_cents: [3000],
      subtotal_cents: 3000,
      discount_cents: 0,
      promo_cents: 300,
      points_used: 500,
      points_cents: 500,
      total_cents: 2200,
      gift_card_cents: 500,
      method_cents: 1700,
      adds_up: true,
    });
    const mail = await mailFor('ana@example.pt', (m) => m.subject.includes(created.reference));
    const amounts = mail.text.slice(mail.text.indexOf('€30.00'));
    expect(amounts).toContain(
      [
        '€30.00',
        '',
        'Promo code: −€3.00',
        '500 points: −€5.00',
        'Total: €22.00',
        `Paid with gift card ····${s.gift.slice(-4)}: €5.00`,
        'Paid by card: €17.00',
      ].join('\n'),
    );
  });

  it('a declined card returns the promo use, the points and the gift-card amount; the code then pays a new attempt', async () => {
    const s = await spender();
    const res = await book(t.app, s.headers, {
      payment_method: 'card',
      card_number: '4000000000000002',
      gift_card_code: s.gift,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(res).errors)).toEqual(['card_number']);
    const bookingId = await scalar<number>(db(), sql`select id from bookings order by id desc limit 1`);
    expect(await scalar<string>(db(), sql`select status from bookings where id = ${bookingId}`)).toBe('cancelled');
    expect(await s.state()).toEqual(s.untouched);
    expect(await s.refunds(bookingId)).toEqual({ points: 1, gift: 1 });

    // Given back for real: the single-use code, the points and the card pay the next attempt.
    const again = await book(t.app, s.headers, {
      payment_method: 'card',
      card_number: '4242424242424242',
      gift_card_code: s.gift,
    });
    expect(again.statusCode).toBe(200);
    expect(json<{ content: Created }>(again).content).toMatchObject({
      booking_status: 'paid',
      total_cents: 2200,
      payment: { amount_cents: 1700, gift_card: { amount_cents: 500 } },
    });
    expect(await s.state()).toEqual(s.held);
  });

  it('a decline callback delivered twice, and again under another event id, returns everything once', async () => {
    const s = await spender();
    const c = json<{ content: Created }>(
      await book(t.app, s.headers, { payment_method: 'paypal', gift_card_code: s.gift }),
    ).content;
    expect(c.payment.amount_cents).toBe(1700);
    expect(await s.state()).toEqual(s.held);
    const externalId = c.payment.paypal?.approval_url.split('/').pop()?.split('?')[0] ?? '';
    const deliver = (eventId: string) => {
      const body = JSON.stringify({
        event_id: eventId,
        payment_id: externalId,
        status: 'VOIDED',
        amount_cents: 1700,
        occurred_at: new Date().toISOString(),
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/paypal',
        headers: {
          'content-type': 'application/json',
          'x-signature': signPayload(body, t.config.payments.secrets.paypal),
        },
        payload: body,
      });
    };
    const first = await deliver(`evt_void_${c.booking_id}`);
    const replay = await deliver(`evt_void_${c.booking_id}`);
    const retry = await deliver(`evt_void_retry_${c.booking_id}`);
    expect([first, replay, retry].map((r) => json<{ content: { duplicate: boolean } }>(r).content.duplicate)).toEqual([
      false,
      true,
      false,
    ]);
    expect((await statusOf(c.booking_id, c.reference)).booking_status).toBe('cancelled');
    expect(await s.state()).toEqual(s.untouched);
    expect(await s.refunds(c.booking_id)).toEqual({ points: 1, gift: 1 });
  });

  it('an expired MB WAY request returns everything once, however many sweeps and status checks see it', async () => {
    const s = await spender();
    const c = json<{ content: Created }>(
      await book(t.app, s.headers, { payment_method: 'mbway', customer_phone: '912000003', gift_card_code: s.gift }),
    ).content;
    expect(await s.state()).toEqual(s.held);
    await db().execute(sql`update bookings set expires_at = now() - interval '1 second' where id = ${c.booking_id}`);
    const checks = await Promise.all([
      statusOf(c.booking_id, c.reference),
      statusOf(c.booking_id, c.reference),
      statusOf(c.booking_id, c.reference),
    ]);
    expect(checks.map((x) => x.booking_status)).toEqual(['expired', 'expired', 'expired']);
    expect(await s.state()).toEqual(s.untouched);
    expect(await s.refunds(c.booking_id)).toEqual({ points: 1, gift: 1 });
  });

  it('an unpaid attempt replaced by paying the cart again hands its spends to the new attempt, not twice', async () => {
    const s = await spender();
    const first = json<{ content: Created }>(
      await book(t.app, s.headers, { payment_method: 'paypal', gift_card_code: s.gift }),
    ).content;
    const second = json<{ content: Created }>(
      await book(t.app, s.headers, { payment_method: 'paypal', gift_card_code: s.gift }),
    ).content;
    expect((await statusOf(first.booking_id, first.reference)).booking_status).toBe('cancelled');
    expect(second.booking_status).toBe('waiting_payment');
    expect(await s.state()).toEqual(s.held);
    expect(await s.refunds(first.booking_id)).toEqual({ points: 1, gift: 1 });
  });
});

describe('billing data of a signed-in customer', () => {
  it('what the booking payload leaves empty comes from the account and its saved profile (POST api/clients/{id})', async () => {
    const userId = await createUser(t.database, 'CLIENT', 'profiled@example.pt');
    const headers = bearer(await login(t.app, 'profiled@example.pt'));
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/clients/${userId}`,
      headers,
      payload: {
        first_name: 'Marta',
        last_name: 'Lopes',
        phone: '913 000 000',
        profile: { city: 'Coimbra', address: 'Rua Larga 2', zipcode: '3000-001', vatnumber: '500100200' },
      },
    });
    expect(saved.statusCode).toBe(200);
    const service = await experience(t.database.db, cat);
    await putCart(t.app, [line(service, futureDate(), 1)], headers);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers,
      payload: { payment_method: 'card', card_number: '4242424242424242' },
    });
    expect(res.statusCode).toBe(200);
    const billing = await scalar<Record<string, string>>(
      t.database.db,
      sql`select billing from bookings where id = ${json<{ content: Created }>(res).content.booking_id}`,
    );
    expect(billing).toEqual({
      first_name: 'Marta',
      last_name: 'Lopes',
      email: 'profiled@example.pt',
      phone: '913000000',
      country: 'pt',
      city: 'Coimbra',
      address: 'Rua Larga 2',
      zipcode: '3000-001',
      vatnumber: '500100200',
    });
  });
});
