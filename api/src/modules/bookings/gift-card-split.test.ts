// The gift card's part of a payment is shown before paying (POST /api/cart/gift-card)
// and in the confirmation mail, a partner's gift card pays for that partner's services only, the mail words the
// status as the front ends do and formats money per language ("45,00 €" in pt).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildTestApp, json, type TestApp } from '../../../test/helpers';
import { checkoutMessages } from '../cart/messages';
import {
  book,
  experience,
  futureDate,
  giftCard,
  giftCardService,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
} from './checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
let other: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
});
afterAll(async () => t.close());

/** The newest mail to `to` whose subject names `reference`, read from the outbox table (mails are post-commit). */
async function mailAbout(to: string, reference: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    const found = (await t.database.db.execute(
      sql`select subject, text from outbox_emails where "to" = ${to} and subject like ${`%${reference}%`} order by id desc limit 1`,
    )) as unknown as { rows: { subject: string; text: string }[] };
    if (found.rows[0]) return found.rows[0];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail about ${reference} to ${to}`);
}

const preview = (token: string, code: string, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/gift-card',
    headers: { 'x-cart-token': token, 'accept-language': locale },
    payload: { gift_card_code: code },
  });

describe('POST /api/cart/gift-card', () => {
  it('answers what the card pays and what is left before paying, and refuses an unknown code on its field', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 11800 });
    const code = await giftCard(t.database.db, 5500);
    const { token } = await putCart(t.app, [line(service, futureDate(), 1)]);
    const res = await preview(token ?? '', code);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: unknown }>(res).content).toEqual({
      code_last4: 'ABCD',
      balance_cents: 5500,
      total_cents: 11800,
      covers_cents: 5500,
      due_cents: 6300,
      partner: null,
    });
    const bad = await preview(token ?? '', 'GC-NOPE-NOPE-NOPE');
    expect(bad.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(bad).errors.gift_card_code).toEqual([
      checkoutMessages.en.giftCardInvalid,
    ]);
  });

  it("a partner's gift card pays for that partner's lines only, and is refused on another partner's tour", async () => {
    const mine = await experience(t.database.db, cat, { valueCents: 3000 });
    const theirs = await experience(t.database.db, other, { valueCents: 4000 });
    const code = await giftCard(t.database.db, 10000, await giftCardService(t.database.db, cat));
    const mixed = await putCart(t.app, [line(mine, futureDate(), 1, 'a'), line(theirs, futureDate(), 1, 'b')]);
    expect(
      json<{ content: { covers_cents: number; due_cents: number } }>(await preview(mixed.token ?? '', code)).content,
    ).toMatchObject({ covers_cents: 3000, due_cents: 4000 });

    const only = await putCart(t.app, [line(theirs, futureDate(), 1)]);
    const refused = await preview(only.token ?? '', code, 'pt');
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.gift_card_code?.[0]).toBe(
      checkoutMessages.pt.giftCardOtherPartner.replace('{{partner}}', await tradeName(cat)),
    );
    const booking = await book(
      t.app,
      { 'x-cart-token': only.token ?? '' },
      { payment_method: 'card', card_number: '4242424242424242', gift_card_code: code },
    );
    expect(booking.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: object }>(booking).errors)).toEqual(['gift_card_code']);
  });
});

async function tradeName(c: Catalogue): Promise<string> {
  const found = (await t.database.db.execute(
    sql`select trade_name from companies where id = ${c.companyId}`,
  )) as unknown as { rows: { trade_name: string }[] };
  return found.rows[0]?.trade_name ?? '';
}

describe('the confirmation mail', () => {
  it('shows the total and its split between the gift card and the card, and the status with what happens next', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 11800 });
    const code = await giftCard(t.database.db, 5500);
    const { token } = await putCart(t.app, [line(service, futureDate(), 1)]);
    const res = await book(
      t.app,
      { 'x-cart-token': token ?? '' },
      { payment_method: 'card', card_number: '4242424242424242', gift_card_code: code },
    );
    const created = json<{ content: { reference: string; payment: { amount_cents: number } } }>(res).content;
    expect(created.payment.amount_cents).toBe(6300);
    const mail = await mailAbout('ana@example.pt', created.reference);
    expect(mail.subject).toBe(`Booking ${created.reference}: payment received`);
    expect(mail.text).toContain('Total: €118.00\nPaid with gift card ····ABCD: €55.00\nPaid by card: €63.00');
    expect(mail.text).toMatch(
      /Paid — waiting for the partner to confirm\nThe partner confirms by \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(Lisbon time\)/,
    );
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // purchase-complete reads the same split, the lines and a hint of the address back after a reload.
    const id = json<{ content: { booking_id: number } }>(res).content.booking_id;
    const status = json<{ content: Record<string, unknown> }>(
      await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/payment-status?reference=${created.reference}` }),
    ).content;
    expect(status).toMatchObject({
      total_cents: 11800,
      payment: { method: 'card', amount_cents: 6300, gift_card: { code_last4: 'ABCD', amount_cents: 5500 } },
      items: [
        { name: expect.stringMatching(/^Tour /), quantity: 1, cents: 11800, status: 'pending', date: futureDate() },
      ],
      email_hint: 'a•••@example.pt',
      pending_hours: 48,
    });
    // Booked a week ahead: the partner answers within 48 hours of the booking.
    const due = new Date(String(status.answer_by)).getTime() - Date.now();
    expect(due).toBeGreaterThan(47.5 * 3_600_000);
    expect(due).toBeLessThanOrEqual(48 * 3_600_000);
  });

  it('in Portuguese: "45,00 €", a dd/mm/yyyy date and the pt status', async () => {
    const service = await experience(t.database.db, cat, { valueCents: 4500 });
    const { token } = await putCart(t.app, [line(service, futureDate(), 1)], { 'accept-language': 'pt' });
    const res = await book(
      t.app,
      { 'x-cart-token': token ?? '', 'accept-language': 'pt' },
      {
        payment_method: 'card',
        card_number: '4242424242424242',
        billingData: { first_name: 'Rui', last_name: 'Costa', email: 'rui.pt@example.pt' },
      },
    );
    const { reference } = json<{ content: { reference: string } }>(res).content;
    const mail = await mailAbout('rui.pt@example.pt', reference);
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain('Total: 45,00 €');
    expect(text).toContain('Pago com cartão: 45,00 €');
    expect(text).toMatch(/× 1 · [a-zçá-]+, \d{1,2} de [a-zç]+ de \d{4}/);
    expect(text).toContain('Pago — a aguardar a confirmação do parceiro');
    expect(text).not.toContain('€45');
  });
});

describe('one status wording', () => {
  it("the mail's status words are the front ends' common bookingStatus strings, in en and pt", () => {
    for (const locale of ['en', 'pt'] as const) {
      const common = JSON.parse(
        readFileSync(join(process.cwd(), `../shared/src/i18n/locales/${locale}.json`), 'utf8'),
      ) as { bookingStatus: Record<string, string> };
      for (const [status, words] of Object.entries(checkoutMessages[locale].itemStatus))
        expect(common.bookingStatus[status]).toBe(words);
      expect(common.bookingStatus.pendingNext).toBe(checkoutMessages[locale].itemStatusNext.pending);
    }
  });
});
