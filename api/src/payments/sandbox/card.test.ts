// The card sandbox answers a successful payment at once and sends its webhook a moment later, as a real gateway does
// (ADR 033): the booking is paid by the status check, and the webhook, when it comes, is stored and changes nothing.
import { sql } from 'drizzle-orm';
import { buildTestApp, json, mailsTo, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../../modules/bookings/checkout-fixtures';
import { CARD_WEBHOOK_DELAY_MS } from './card';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
});
afterAll(async () => t.close());

const q = <T>(query: ReturnType<typeof sql>) => scalar<T>(t.database.db, query);

it('pays the booking on its answer, then stores the webhook that follows without moving anything again', async () => {
  const service = await experience(t.database.db, cat, { dailyCapacity: 5 });
  const { token } = await putCart(t.app, [line(service, futureDate(12), 2)]);
  const sentAt = Date.now();
  const res = await book(
    t.app,
    { 'x-cart-token': token ?? '' },
    {
      payment_method: 'card',
      card_number: '4242 4242 4242 4242',
      billingData: { first_name: 'Ana', last_name: 'Card', email: 'card-webhook@example.pt' },
    },
  );
  expect(res.statusCode).toBe(200);
  const created = json<{ content: { booking_id: number; booking_status: string; reference: string } }>(res).content;
  expect(created.booking_status).toBe('paid');
  const paymentId = await q<number>(sql`select id from payments where booking_id = ${created.booking_id}`);
  const events = () => q<number>(sql`select count(*)::int from payment_events where payment_id = ${paymentId}`);
  if (Date.now() - sentAt < CARD_WEBHOOK_DELAY_MS - 50) expect(await events()).toBe(0);
  for (let i = 0; i < 60 && (await events()) === 0; i++) await new Promise((r) => setTimeout(r, 50));
  expect(await events()).toBe(1);
  expect(await q<string>(sql`select status from payments where id = ${paymentId}`)).toBe('paid');
  expect(
    await q<number>(
      sql`select coalesce(sum(booked), 0)::int from service_daily_capacity where service_id = ${service}`,
    ),
  ).toBe(2);
  const mails = (await mailsTo(t.app, 'card-webhook@example.pt')).filter((m) => m.subject.includes(created.reference));
  expect(mails).toHaveLength(1);
});
