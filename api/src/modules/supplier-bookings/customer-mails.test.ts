// What the customer is told when the partner answers a booking item — confirmed (once, with the voucher and what
// happens next) or declined (with the partner's reason, also in My bookings and on the voucher) — and every booking
// mail in its reader's language: the account's setting, else the booking's language, else English; a partner's in
// their chosen language, Portuguese by default.
import { eq, sql } from 'drizzle-orm';
import type { ClientBooking, PageOf } from '@mp/shared/contracts';
import { services } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  login,
  mailsTo,
  type KeptMail,
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
import { createStaffUser } from '../super/test-staff';
import type { VoucherT } from '../bookings/voucher';

const PUBLIC_URL = 'https://roteiro.test';
let t: TestApp;
let cat: Catalogue;
let supplier: string;
let staff: string;
let customers = 0;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  cat = await partnerCompany(t.database);
  supplier = await login(t.app, cat.supplierEmail);
  staff = (await createStaffUser(t.app, t.database, 'support', 'support@mails.pt')).token;
});
afterAll(async () => t.close());

/** A new customer, with a mail language of their own when `language` is given. */
async function customer(language?: 'en' | 'pt') {
  const email = `customer${++customers}@mails.pt`;
  const id = await createUser(t.database, 'CLIENT', email);
  if (language)
    await t.database.db.execute(sql`insert into user_preferences (user_id, language) values (${id}, ${language})`);
  return { email, token: await login(t.app, email) };
}

/** A 10:30 tour with a meeting point, paid by card by `who` browsing in `lang`; answers the item and the booking reference. */
async function paidTour(who: { email: string; token: string }, lang = 'en', meetingPoint = true) {
  const service = await experience(t.database.db, cat);
  await t.database.db
    .update(services)
    .set({
      startTimes: ['10:30'],
      meetingPoint: meetingPoint
        ? { en: 'Praça do Comércio, by the arch', pt: 'Praça do Comércio, junto ao arco' }
        : null,
      meetingLat: meetingPoint ? 38.7078 : null,
      meetingLng: meetingPoint ? -9.1366 : null,
    })
    .where(eq(services.id, service));
  const headers = { ...bearer(who.token), 'accept-language': lang };
  expect((await putCart(t.app, [{ ...line(service, futureDate(6)), time: '10:30' }], headers)).res.statusCode).toBe(
    200,
  );
  const res = await book(t.app, headers, {
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

const answer = (id: number, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/booking-items/${id}/update`,
    headers: bearer(supplier),
    payload,
  });
const staffAct = (id: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/super/booking-items/${id}/update`, headers: bearer(staff), payload });
const confirmedMails = async (to: string, reference: string) =>
  (await mailsTo(t.app, to)).filter(
    (m) =>
      m.subject.startsWith(`Booking ${reference} confirmed`) || m.subject.startsWith(`Reserva ${reference} confirmada`),
  );
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** The accept and decline links of the partner's new-item mail of `reference`. */
async function answerLinks(reference: string) {
  await t.database.db.execute(
    sql`update companies set email = ${`partner-${cat.companyId}@mails.pt`} where id = ${cat.companyId}`,
  );
  expect(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/booking-items/sweep',
        headers: bearer(staff),
        payload: {},
      })
    ).statusCode,
  ).toBe(200);
  const mail = (await mailsTo(t.app, `partner-${cat.companyId}@mails.pt`)).find((m) => m.subject.includes(reference));
  expect(mail).toBeDefined();
  const path = (label: RegExp) =>
    new URL(label.exec(mail!.text)?.[1] ?? '').pathname + new URL(label.exec(mail!.text)?.[1] ?? '').search;
  return { mail: mail!, accept: path(/(?:Accept|Aceitar): (\S+)/), decline: path(/(?:Decline|Recusar): (\S+)/) };
}

function expectConfirmedMail(mail: KeptMail, reference: string) {
  expect(mail.subject).toMatch(new RegExp(`^Booking ${reference} confirmed: Tour \\d+$`));
  expect(mail.text).toMatch(/^Hello Rita,/);
  // The day written out and the start time, in Lisbon time.
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', dateStyle: 'full' }).format(
    new Date(`${futureDate(6)}T12:00:00Z`),
  );
  expect(mail.text).toContain(`When: ${day} at 10:30 (Lisbon time)`);
  expect(mail.text).toContain(
    'Meeting point: Praça do Comércio, by the arch\nhttps://www.google.com/maps/search/?api=1&query=38.707800,-9.136600',
  );
  expect(mail.text).toContain('What happens next');
  // The voucher on the site (PUBLIC_URL), opened by the booking's manage token.
  expect(mail.text).toMatch(
    new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/booking/${reference}#token=[A-Za-z0-9_-]{20,}`),
  );
}

describe('an accepted booking item', () => {
  it('mails the customer once when the partner accepts in the dashboard; a second accept (double click) sends nothing', async () => {
    const who = await customer();
    const { item, reference } = await paidTour(who);
    const [first, second] = await Promise.all([
      answer(item, { status: 'confirmed' }),
      answer(item, { status: 'confirmed' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    expect((await answer(item, { status: 'confirmed' })).statusCode).toBe(422);
    const mails = await confirmedMails(who.email, reference);
    expect(mails).toHaveLength(1);
    expectConfirmedMail(mails[0]!, reference);
  });

  it('mails the customer once when the partner accepts from the mailed link; the re-used link sends nothing', async () => {
    const who = await customer();
    const { item, reference } = await paidTour(who);
    const { accept } = await answerLinks(reference);
    expect((await t.app.inject({ method: 'POST', url: accept, headers: form, payload: '' })).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: accept, headers: form, payload: '' });
    expect(again.body).toMatch(/já foi usada ou expirou|already been used/);
    expect(await scalar<string>(t.database.db, sql`select status from booking_items where id = ${item}`)).toBe(
      'confirmed',
    );
    const mails = await confirmedMails(who.email, reference);
    expect(mails).toHaveLength(1);
    expectConfirmedMail(mails[0]!, reference);
  });

  it('mails the customer once when staff accept for the partner; without a meeting point it says the partner sends it', async () => {
    const who = await customer();
    const { item, reference } = await paidTour(who, 'en', false);
    expect((await staffAct(item, { action: 'accept', reason: 'partner phoned' })).statusCode).toBe(200);
    expect((await staffAct(item, { action: 'accept', reason: 'again' })).statusCode).toBe(422);
    const mails = await confirmedMails(who.email, reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Meeting point: the partner sends it to you before the day.');
    expect(mails[0]!.text).not.toContain('partner phoned');
  });

  it('tells the partner once, in their language, that staff accepted for them, without the staff’s audit reason', async () => {
    const partnerMail = `partner-${cat.companyId}@mails.pt`;
    await t.database.db.execute(sql`update companies set email = ${partnerMail} where id = ${cat.companyId}`);
    const { item, reference } = await paidTour(await customer());
    expect((await staffAct(item, { action: 'accept', reason: 'partner phoned' })).statusCode).toBe(200);
    expect((await staffAct(item, { action: 'accept', reason: 'again' })).statusCode).toBe(422);
    const told = (await mailsTo(t.app, partnerMail)).filter((m) => m.subject.includes(reference));
    // The partner's default mail language is Portuguese.
    expect(told.map((m) => m.subject)).toEqual([expect.stringMatching(/aceite pela Roteiro em seu nome$/)]);
    expect(told[0]!.text).toContain('Está confirmado');
    expect(told[0]!.text).not.toContain('partner phoned');
  });
});

describe('a declined booking item', () => {
  const myBookings = async (token: string, lang = 'en') =>
    json<{ content: PageOf<ClientBooking> }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/client-bookings?status=declined',
        headers: { ...bearer(token), 'accept-language': lang },
      }),
    ).content.data;
  const voucherOf = async (reference: string, token: string) =>
    json<{ content: VoucherT }>(
      await t.app.inject({ method: 'GET', url: `/api/bookings/${reference}/voucher`, headers: bearer(token) }),
    ).content;

  it('tells the customer the partner’s reason: in the refund mail, in My bookings and on the voucher', async () => {
    const who = await customer();
    const { item, reference } = await paidTour(who);
    expect((await answer(item, { status: 'declined', reason: 'The boat is under repair that week' })).statusCode).toBe(
      200,
    );
    const refund = (await mailsTo(t.app, who.email)).filter((m) => m.subject === `Refund for booking ${reference}`);
    expect(refund).toHaveLength(1);
    expect(refund[0]!.text).toContain('• €20.00 to the card you paid with');
    expect(refund[0]!.text).toContain('The partner\'s reason: "The boat is under repair that week"');
    expect(refund[0]!.text).toContain('choose another date');

    const listed = (await myBookings(who.token))
      .find((b) => b.reference === reference)!
      .items.find((i) => i.id === item)!;
    expect(listed.decline_reason).toBe('The boat is under repair that week');
    const onVoucher = (await voucherOf(reference, who.token)).items.find((i) => i.id === item)!;
    expect(onVoucher).toMatchObject({ status: 'declined', decline_reason: 'The boat is under repair that week' });
  });

  it('the reason typed on the mailed decline link reaches the customer too', async () => {
    const who = await customer();
    const { item, reference } = await paidTour(who);
    const { decline } = await answerLinks(reference);
    await t.app.inject({ method: 'POST', url: decline, headers: form, payload: 'reason=Fully%20booked%20that%20day' });
    expect(await scalar<string>(t.database.db, sql`select status from booking_items where id = ${item}`)).toBe(
      'declined',
    );
    const refund = (await mailsTo(t.app, who.email)).find((m) => m.subject === `Refund for booking ${reference}`);
    expect(refund?.text).toContain('"Fully booked that day"');
    expect((await myBookings(who.token)).find((b) => b.reference === reference)!.items[0]!.decline_reason).toBe(
      'Fully booked that day',
    );
  });

  it('keeps the reason staff write for the audit log in the back office', async () => {
    const who = await customer();
    const { item, reference } = await paidTour(who);
    expect(
      (await staffAct(item, { action: 'decline', reason: 'partner asked us by phone, internal ticket 42' })).statusCode,
    ).toBe(200);
    const refund = (await mailsTo(t.app, who.email)).find((m) => m.subject === `Refund for booking ${reference}`);
    expect(refund?.text).toContain('declined by the partner');
    expect(refund?.text).not.toContain('internal ticket');
    const listed = (await myBookings(who.token)).find((b) => b.reference === reference)!.items[0]!;
    expect(listed.decline_reason).toBeNull();
    expect(JSON.stringify(listed)).not.toContain('internal ticket');
    expect((await voucherOf(reference, who.token)).items[0]!.decline_reason).toBeNull();
  });
});

describe('the language of a booking mail', () => {
  it('is the account’s setting first: a customer who chose Portuguese reads pt only, though they booked in English', async () => {
    const who = await customer('pt');
    const { item, reference } = await paidTour(who, 'en');
    const paid = (await mailsTo(t.app, who.email)).find((m) => m.subject.includes(reference))!;
    expect(paid.subject).toBe(`Reserva ${reference}: pagamento recebido`);
    expect(paid.text).toContain(`${PUBLIC_URL}/pt/booking/${reference}#token=`);
    expect(paid.text).not.toMatch(/Hello|We received/);
    expect((await answer(item, { status: 'confirmed' })).statusCode).toBe(200);
    const [confirmed] = await confirmedMails(who.email, reference);
    expect(confirmed!.subject).toMatch(new RegExp(`^Reserva ${reference} confirmada: Passeio \\d+$`));
    expect(confirmed!.text).toContain('(hora de Lisboa)');
    expect(confirmed!.text).toContain('Ponto de encontro: Praça do Comércio, junto ao arco');
    expect(confirmed!.text).not.toMatch(/Hello|When:|Meeting point/);
  });

  it('else the language the booking was made in; else English', async () => {
    const inPt = await customer();
    const one = await paidTour(inPt, 'pt');
    await answer(one.item, { status: 'declined', reason: 'Barco avariado' });
    const refund = (await mailsTo(t.app, inPt.email)).find(
      (m) => m.subject === `Reembolso da reserva ${one.reference}`,
    );
    expect(refund?.text).toContain('• 20,00\u00a0€ para o cartão com que pagou');
    expect(refund?.text).toContain('Motivo indicado pelo parceiro: "Barco avariado"');
    expect(refund?.text).not.toMatch(/to the card|reason/);

    // A booking that kept no language (made before the API stored one) is written in English.
    const plain = await customer();
    const two = await paidTour(plain, 'en');
    await t.database.db.execute(
      sql`update bookings set annotations = annotations - 'locale' where reference = ${two.reference}`,
    );
    await answer(two.item, { status: 'confirmed' });
    expect((await confirmedMails(plain.email, two.reference))[0]?.subject).toMatch(/^Booking .* confirmed/);
  });

  it('for the partner is their "language of your e-mails": Portuguese by default, English when chosen — never both', async () => {
    const who = await customer();
    const first = await paidTour(who);
    const { mail: pt } = await answerLinks(first.reference);
    expect(pt.subject).toMatch(/^Nova reserva .* aguarda a sua resposta$/);
    expect(pt.text).toContain('Tem um novo item de reserva');
    expect(pt.text).not.toContain('You have a new booking item');
    expect(pt.text).toMatch(/Aceitar: https:\/\/roteiro\.test\/api\/booking-items\/answer\/\S+\?lang=pt/);

    await t.database.db.execute(
      sql`insert into user_preferences (user_id, language) values (${cat.supplierId}, 'en') on conflict (user_id) do update set language = 'en'`,
    );
    const second = await paidTour(who);
    const { mail: en, accept } = await answerLinks(second.reference);
    expect(en.subject).toMatch(/^New booking .* waits for your answer$/);
    expect(en.text).not.toContain('Tem um novo item de reserva');
    expect((await t.app.inject({ method: 'GET', url: accept })).body).toContain('Accept the booking item');
    await t.database.db.execute(sql`delete from user_preferences where user_id = ${cat.supplierId}`);
  });
});
