// No number is a database error: ids are positive integers written as digits and amounts have upper bounds, from
// the shared contracts.
import { MAX_CENTS } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../test/helpers';

let t: TestApp;
let superToken: string;
let clientId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.database, 'SUPER', 'root@test.pt');
  clientId = await createUser(t.database, 'CLIENT', 'ten@test.pt');
  superToken = await login(t.app, 'root@test.pt');
});
afterAll(() => t.close());

describe('ids', () => {
  it('refuses impersonate_id=1e1 (not a user id), and acts as the user written in digits', async () => {
    const odd = await t.app.inject({
      method: 'GET',
      url: `/api/me?impersonate_id=${clientId / 10}e1`,
      headers: bearer(superToken),
    });
    expect(odd.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(odd).errors.impersonate_id).toEqual([
      'The impersonate id field must be a whole number.',
    ]);
    const plain = await t.app.inject({
      method: 'GET',
      url: `/api/me?impersonate_id=${clientId}`,
      headers: bearer(superToken),
    });
    expect(plain.statusCode).toBe(200);
  });

  it.each(['1e1', '10.0', '+10', '0x0a'])('refuses the path id %s (422, not row 10)', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/payment-status?reference=x` });
    expect(res.statusCode).toBe(422);
  });

  it('answers 422, not a database error, for an id beyond PostgreSQL integer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/bookings/99999999999/payment-status?reference=x' });
    expect(res.statusCode).toBe(422);
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      payload: { items: [{ id: 'a', service_id: 99999999999, date: '2030-01-01', quantity: 1 }], total_price: 1 },
    });
    expect(body.statusCode).toBe(422);
  });
});

describe('amounts', () => {
  it.each([1e308, '1e308', 2_000_000])('refuses a euro amount of %s (422, never "Infinity")', async (amount) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/crypto-currency-price',
      payload: { amount, currency_to: 'btc' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toContain('Infinity');
  });

  it('still prices an ordinary amount', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/crypto-currency-price',
      payload: { amount: '12.50', currency_to: 'btc' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the same bounds on other routes', () => {
  it('refuses impersonate_id=1e1 on another read and in the body of a write (422 on the field, not user 10)', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/client-bookings?impersonate_id=1e1',
      headers: bearer(superToken),
    });
    expect(read.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(read).errors.impersonate_id).toBeDefined();
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: bearer(superToken),
      payload: { items: [], impersonate_id: '1e1' },
    });
    expect(write.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(write).errors.impersonate_id).toBeDefined();
  });

  it.each([1e308, MAX_CENTS + 1])('refuses a fixed promo code worth %s cents (422 on value)', async (value) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/super/promo-codes',
      headers: bearer(superToken),
      payload: {
        code: `HUGE${value === 1e308 ? 'A' : 'B'}`,
        kind: 'fixed',
        value,
        valid_from: '2030-01-01',
        valid_to: '2030-12-31',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.value).toBeDefined();
  });

  it.each([
    ['gift_card_value_cents', 1e308],
    ['gift_card_value_cents', MAX_CENTS + 1],
    ['service_id', 1e308],
  ])('refuses a cart line whose %s is %s (422 on that field, never 500 or "Infinity")', async (field, value) => {
    const line = { id: 'a', service_id: 1, date: '2030-01-01', quantity: 1, [field]: value };
    const res = await t.app.inject({ method: 'POST', url: '/api/cart', payload: { items: [line] } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors)).toEqual([`items.0.${field}`]);
    expect(res.body).not.toContain('Infinity');
  });
});
