// What the partner is told when an item of theirs is closed without them: staff declined it or cancelled and refunded
// it on their behalf, or nobody answered it in time and the sweep declined it. Once each (a second click or sweep sends
// nothing), at the company's notification address, in the owner's mail language (Portuguese by default).
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import { createProviders } from '../../payments/registry';
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
import { createSupplierBookingsService } from './service';

let t: TestApp;
let cat: Catalogue;
let partnerAddress: string;
let client: string;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  partnerAddress = await scalar<string>(
    t.database.db,
    sql`select coalesce(nullif(c.email, ''), u.email) from companies c join users u on u.id = c.owner_user_id where c.id = ${cat.companyId}`,
  );
  await createUser(t.database, 'CLIENT', 'closed-items@example.pt');
  client = await login(t.app, 'closed-items@example.pt');
  staff = (await createStaffUser(t.app, t.database, 'support', 'support@partner-mails.pt')).token;
});
afterAll(async () => t.close());

/** A paid card booking of one new experience; answers the item and the booking reference. */
async function paidItem(): Promise<{ item: number; reference: string }> {
  await putCart(t.app, [line(await experience(t.database.db, cat), futureDate(5))], bearer(client));
  const res = await book(t.app, bearer(client), {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: undefined,
  });
  expect(res.statusCode).toBe(200);
  const { booking_id: bookingId, reference } = json<{ content: { booking_id: number; reference: string } }>(
    res,
  ).content;
  return {
    item: await scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`),
    reference,
  };
}
const staffAct = (id: number, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/super/booking-items/${id}/update`,
    headers: bearer(staff),
    payload: { action, reason: 'internal note for the audit log' },
  });
const partnerMails = async (reference: string, subject: RegExp) =>
  (await mailsTo(t.app, partnerAddress))
    .filter((m) => m.subject.startsWith(`Reserva ${reference}`) || m.subject.startsWith(`Booking ${reference}`))
    .filter((m) => subject.test(m.subject));
const setPartnerLanguage = (language: string | null) =>
  language === null
    ? t.database.db.execute(sql`delete from user_preferences where user_id = ${cat.supplierId}`)
    : t.database.db.execute(
        sql`insert into user_preferences (user_id, language) values (${cat.supplierId}, ${language}) on conflict (user_id) do update set language = excluded.language`,
      );

describe('the partner is told', () => {
  afterEach(async () => setPartnerLanguage(null));

  it('once when staff decline a waiting item for them, in Portuguese by default, without the staff’s internal reason', async () => {
    const { item, reference } = await paidItem();
    expect((await staffAct(item, 'decline')).statusCode).toBe(200);
    expect((await staffAct(item, 'decline')).statusCode).toBe(422);
    const mails = await partnerMails(reference, /recusado pela Roteiro em seu nome/);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`A nossa equipa recusou em seu nome "Passeio`);
    expect(mails[0]?.text).toContain(
      `para client Tester (reserva ${reference}), e o cliente é reembolsado do que pagou.`,
    );
    expect(mails[0]?.text).not.toMatch(/internal note|\{\{|Hello/);
  });

  it('once when staff cancel and refund a confirmed item, in English when the owner chose it', async () => {
    await setPartnerLanguage('en');
    const { item, reference } = await paidItem();
    expect((await staffAct(item, 'accept')).statusCode).toBe(200);
    expect((await staffAct(item, 'refund')).statusCode).toBe(200);
    expect((await staffAct(item, 'refund')).statusCode).toBe(422);
    const mails = await partnerMails(reference, /cancelled by Roteiro$/);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(new RegExp(`^Booking ${reference}: Tour \\d+ cancelled by Roteiro$`));
    expect(mails[0]?.text).toContain(
      'which you had confirmed, and the customer is refunded what they paid for it. You no longer need to hold it',
    );
    // Staff accepting tells the customer, not the partner.
    expect(await partnerMails(reference, /declined|recusado/)).toHaveLength(0);
  });

  it('once when the sweep declines an item nobody answered in time; a later sweep sends nothing more', async () => {
    const { item, reference } = await paidItem();
    const later = new Date(Date.now() + 72 * 3_600_000);
    const sweeper = createSupplierBookingsService({
      db: t.database.db,
      providers: createProviders(t.config.payments, async () => undefined, t.database.db),
      mailer: t.app.mailer,
      log: t.app.log,
      publicUrl: 'https://roteiro.test',
      voucherSecret: t.config.voucherSecret,
      now: () => later,
    });
    expect(await sweeper.sweepUnanswered(later)).toBeGreaterThanOrEqual(1);
    expect(await scalar<string>(t.database.db, sql`select status from booking_items where id = ${item}`)).toBe(
      'declined',
    );
    await sweeper.sweepUnanswered(later);
    const mails = await partnerMails(reference, /sem resposta a tempo/);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(
      /não teve resposta até \d{1,2} de \p{L}+ de \d{4} às \d{2}:\d{2} \(hora de Lisboa\)\. Foi recusado automaticamente/u,
    );
  });
});
