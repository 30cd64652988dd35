// The scheduled booking mails: the reminder the day before a confirmed item (when, where, the partner's contact, the
// voucher, and the manage link of a guest booking) and the review request after a completed one. Each goes once, even
// when two sweeps run at once, in the reader's language, and not to a reader who turned it off; the booking's own
// (transactional) mails go out whatever the reader turned off.
import { eq, sql } from 'drizzle-orm';
import { services } from '../../db/schema';
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
} from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';
import { createRemindersService, type RemindersService } from './service';

const PUBLIC_URL = 'https://roteiro.test';
let t: TestApp;
let cat: Catalogue;
let supplier: string;
let owner: string;
let reminders: RemindersService;
let people = 0;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  cat = await partnerCompany(t.database);
  supplier = await login(t.app, cat.supplierEmail);
  await createUser(t.database, 'SUPER', 'owner@roteiro.test');
  owner = await login(t.app, 'owner@roteiro.test');
  await t.database.db.execute(
    sql`update users set phone = '+351 912 345 678' where id = (select owner_user_id from companies where id = ${cat.companyId})`,
  );
  await t.database.db.execute(sql`update companies set email = 'tours@partner.pt' where id = ${cat.companyId}`);
  reminders = createRemindersService({
    db: t.app.db,
    mailer: t.app.mailer,
    log: t.app.log,
    publicUrl: PUBLIC_URL,
    voucherSecret: t.app.config.voucherSecret,
  });
});
afterAll(async () => t.close());

type Choices = Partial<Record<'language' | 'email_chat' | 'email_reminders' | 'email_reviews' | 'email_news', unknown>>;

/** A new customer with the given settings saved through their settings page. */
async function customer(choices: Choices = {}) {
  const email = `traveller${++people}@mails.pt`;
  await createUser(t.database, 'CLIENT', email);
  const token = await login(t.app, email);
  if (Object.keys(choices).length > 0) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client-settings',
      headers: bearer(token),
      payload: {
        language: null,
        email_chat: true,
        email_reminders: true,
        email_reviews: true,
        email_news: false,
        ...choices,
      },
    });
    expect(res.statusCode).toBe(200);
  }
  return { email, token };
}

/** A 10:30 tour with a meeting point, paid by card by `who` (a guest when no token) browsing in `lang`. */
async function paidTour(who: { email: string; token?: string }, lang = 'en') {
  const service = await experience(t.database.db, cat);
  await t.database.db
    .update(services)
    .set({
      startTimes: ['10:30'],
      meetingPoint: { en: 'Praça do Comércio, by the arch', pt: 'Praça do Comércio, junto ao arco' },
      meetingLat: 38.7078,
      meetingLng: -9.1366,
    })
    .where(eq(services.id, service));
  const headers: Record<string, string> = { 'accept-language': lang, ...(who.token ? bearer(who.token) : {}) };
  const cart = await putCart(t.app, [{ ...line(service, futureDate(6)), time: '10:30' }], headers);
  expect(cart.res.statusCode).toBe(200);
  const res = await book(t.app, cart.token ? { ...headers, 'x-cart-token': cart.token } : headers, {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: { first_name: 'Rita', last_name: 'Sousa', email: who.email },
  });
  expect(res.statusCode).toBe(200);
  const created = json<{ content: { booking_id: number; reference: string } }>(res).content;
  const item = await scalar<number>(
    t.database.db,
    sql`select id from booking_items where booking_id = ${created.booking_id}`,
  );
  return { item, reference: created.reference };
}

const accept = async (item: number) =>
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/dashboard/booking-items/${item}/update`,
        headers: bearer(supplier),
        payload: { status: 'confirmed' },
      })
    ).statusCode,
  ).toBe(200);

/** Moves the item to 10:30 (Lisbon) on the day after `now`'s Lisbon day. */
const startsTomorrow = (item: number, now: Date) =>
  t.database.db.execute(sql`update booking_items
    set booking_date = (((${now.toISOString()}::timestamptz at time zone 'Europe/Lisbon')::date + 1) + time '10:30') at time zone 'Europe/Lisbon'
    where id = ${item}`);
/** Completes the item, as if it took place yesterday. */
const completedYesterday = (item: number, now: Date) =>
  t.database.db.execute(sql`update booking_items
    set status = 'completed', booking_date = ${now.toISOString()}::timestamptz - interval '1 day' where id = ${item}`);

const about = async (to: string, text: string) => (await mailsTo(t.app, to)).filter((m) => m.subject.includes(text));

describe('the reminder the day before', () => {
  it('tells a customer, once and in their language, when and where, the partner’s contact, the voucher and their settings', async () => {
    const who = await customer({ language: 'pt' });
    const { item, reference } = await paidTour(who, 'en');
    await accept(item);
    const now = new Date();
    await startsTomorrow(item, now);
    // Two instances sweeping at once, then a re-run: one mail.
    const runs = await Promise.all([reminders.sweep(now), reminders.sweep(now)]);
    await reminders.sweep(now);
    expect(runs.map((r) => r.reminders).reduce((a, b) => a + b)).toBe(1);
    const mails = await about(who.email, reference);
    const reminder = mails.filter((m) => m.subject.startsWith('Amanhã:'));
    expect(reminder).toHaveLength(1);
    const text = reminder[0]!.text;
    expect(text).toMatch(/Quando: .+ às 10:30 \(hora de Lisboa\)/);
    expect(text).toContain(
      'Ponto de encontro: Praça do Comércio, junto ao arco\nhttps://www.google.com/maps/search/?api=1&query=38.707800,-9.136600',
    );
    expect(text).toContain('Contacto do parceiro: +351 912 345 678 · tours@partner.pt');
    expect(text).toContain(`${PUBLIC_URL}/pt/booking/${reference}#token=`);
    expect(text).toContain(`${PUBLIC_URL}/pt/user-panel/bookings`);
    expect(text).toContain(`Pode desativar estes e-mails nas suas definições: ${PUBLIC_URL}/pt/user-panel/settings`);
    expect(text).not.toMatch(/\{\{|\}\}|Meeting point/);
  });

  it('gives a guest the manage link, in the language they booked in, and no settings they cannot open', async () => {
    const guest = { email: 'guest.reminder@mails.pt' };
    const { item, reference } = await paidTour(guest, 'pt');
    await accept(item);
    const now = new Date();
    await startsTomorrow(item, now);
    expect((await reminders.sweep(now)).reminders).toBe(1);
    const [reminder] = (await about(guest.email, reference)).filter((m) => m.subject.startsWith('Amanhã:'));
    expect(reminder?.text).toContain(`${PUBLIC_URL}/pt/manage-booking#token=`);
    expect(reminder?.text).not.toContain('definições');
  });

  it('is not sent to a customer who turned reminders off, nor for an item that is not confirmed or not tomorrow', async () => {
    const quiet = await customer({ email_reminders: false });
    const off = await paidTour(quiet);
    await accept(off.item);
    const other = await customer();
    const later = await paidTour(other);
    await accept(later.item);
    const pending = await paidTour(other);
    const now = new Date();
    await startsTomorrow(off.item, now);
    await startsTomorrow(pending.item, now);
    await reminders.sweep(now);
    expect((await about(quiet.email, off.reference)).filter((m) => m.subject.startsWith('Tomorrow:'))).toHaveLength(0);
    expect((await mailsTo(t.app, other.email)).filter((m) => m.subject.startsWith('Tomorrow:'))).toHaveLength(0);
  });
});

describe('the review request after completion', () => {
  it('asks a customer once, in their language, where to write the review', async () => {
    const who = await customer();
    const { item, reference } = await paidTour(who, 'pt');
    await accept(item);
    const now = new Date();
    await completedYesterday(item, now);
    await Promise.all([reminders.sweep(now), reminders.sweep(now)]);
    await reminders.sweep(now);
    const asks = (await mailsTo(t.app, who.email)).filter((m) => m.subject.startsWith('Como correu'));
    expect(asks).toHaveLength(1);
    expect(asks[0]!.text).toContain(`reserva ${reference}`);
    expect(asks[0]!.text).toContain(`Escreva a sua avaliação aqui:\n${PUBLIC_URL}/pt/user-panel/bookings/previous`);
    expect(asks[0]!.text).toContain(`${PUBLIC_URL}/pt/user-panel/settings`);
  });

  it('is not sent to a customer who turned review requests off, nor for an item already reviewed', async () => {
    const quiet = await customer({ email_reviews: false });
    const off = await paidTour(quiet);
    await accept(off.item);
    const reviewer = await customer();
    const done = await paidTour(reviewer);
    await accept(done.item);
    const now = new Date();
    await completedYesterday(off.item, now);
    await completedYesterday(done.item, now);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/client-book-items/${done.item}/review`,
      headers: bearer(reviewer.token),
      payload: { stars: 5, text: 'A wonderful morning by the river, well organised.', language: 'en' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await reminders.sweep(now);
    for (const who of [quiet, reviewer])
      expect((await mailsTo(t.app, who.email)).filter((m) => m.subject.startsWith('How was'))).toHaveLength(0);
  });
});

describe('transactional mails with every choice off', () => {
  it('still tells the customer their booking was paid and confirmed', async () => {
    const who = await customer({ email_chat: false, email_reminders: false, email_reviews: false, email_news: false });
    const { item, reference } = await paidTour(who);
    await accept(item);
    const subjects = (await about(who.email, reference)).map((m) => m.subject);
    expect(subjects.some((s) => s.includes('payment received'))).toBe(true);
    expect(subjects.some((s) => s.startsWith(`Booking ${reference} confirmed`))).toBe(true);
  });
});

describe('POST /api/reminders/sweep', () => {
  it('is for the platform owner only, and sends what is due', async () => {
    const staff = (await createStaffUser(t.app, t.database, 'support', 'support@reminders.pt')).token;
    const sweep = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/reminders/sweep', headers: bearer(token), payload: {} });
    expect((await sweep(staff)).statusCode).toBe(403);
    const who = await customer();
    expect((await sweep(who.token)).statusCode).toBe(403);
    const { item, reference } = await paidTour(who);
    await accept(item);
    await startsTomorrow(item, new Date());
    const res = await sweep(owner);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { reminders: number } }>(res).content.reminders).toBeGreaterThanOrEqual(1);
    expect((await about(who.email, reference)).filter((m) => m.subject.startsWith('Tomorrow:'))).toHaveLength(1);
  });
});
