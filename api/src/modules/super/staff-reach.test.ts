// Staff permissions reach past the back office: another user's card, any booking's payment status and the on-demand
// sweeps answer only the staff roles whose area they are (and the owner), not every SUPER account.
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
} from '../bookings/checkout-fixtures';
import { createStaffUser } from './test-staff';

let t: TestApp;
let cat: Catalogue;
const staff: Record<string, string> = {};
let owner: string;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  customerId = await createUser(t.database, 'CLIENT', 'customer@test.pt');
  await createUser(t.database, 'SUPER', 'owner@test.pt');
  owner = await login(t.app, 'owner@test.pt');
  for (const role of ['admin', 'finance', 'support', 'content'] as const)
    staff[role] = (await createStaffUser(t.app, t.database, role)).token;
});
afterAll(() => t.close());

const status = async (url: string, token: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;
const post = async (url: string, token: string) =>
  (await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: {} })).statusCode;

describe('GET /api/user/:id for staff', () => {
  it('shows a partner (e-mail, phone, NIF, IBAN) only to staff who manage partners, and the owner', async () => {
    const url = `/api/user/${cat.supplierId}`;
    expect(await status(url, staff.finance!)).toBe(403);
    expect(await status(url, staff.content!)).toBe(403);
    expect(await status(url, staff.support!)).toBe(403);
    expect(await status(url, staff.admin!)).toBe(200);
    expect(await status(url, owner)).toBe(200);
  });

  it('shows a customer to support, the admin and the owner, not to finance or content', async () => {
    const url = `/api/user/${customerId}`;
    expect(await status(url, staff.support!)).toBe(200);
    expect(await status(url, staff.admin!)).toBe(200);
    expect(await status(url, owner)).toBe(200);
    expect(await status(url, staff.finance!)).toBe(403);
    expect(await status(url, staff.content!)).toBe(403);
  });

  it('still shows every user their own card', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${customerId}`,
      headers: bearer(await login(t.app, 'customer@test.pt')),
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { email: string } }>(res).content.email).toBe('customer@test.pt');
  });
});

describe('a booking payment status for staff', () => {
  it('is shown to staff who look after bookings and the owner; the others need the reference like anyone', async () => {
    const service = await experience(t.database.db, cat);
    const { token } = await putCart(t.app, [line(service, futureDate())]);
    const created = json<{ content: { booking_id: number; reference: string } }>(
      await book(t.app, { 'x-cart-token': token ?? '' }, { payment_method: 'paypal' }),
    ).content;
    const url = `/api/bookings/${created.booking_id}/payment-status`;
    expect(await status(url, staff.support!)).toBe(200);
    expect(await status(url, staff.admin!)).toBe(200);
    expect(await status(url, owner)).toBe(200);
    expect(await status(url, staff.finance!)).toBe(403);
    expect(await status(url, staff.content!)).toBe(403);
    expect(await status(`${url}?reference=${created.reference}`, staff.content!)).toBe(200);
  });
});

describe('the on-demand sweeps', () => {
  it.each(['/api/payments/sweep', '/api/dashboard/booking-items/sweep'])(
    '%s answers staff who look after bookings and the owner only',
    async (url) => {
      expect(await post(url, staff.finance!)).toBe(403);
      expect(await post(url, staff.content!)).toBe(403);
      expect(await post(url, staff.support!)).toBe(200);
      expect(await post(url, staff.admin!)).toBe(200);
      expect(await post(url, owner)).toBe(200);
    },
  );
});
