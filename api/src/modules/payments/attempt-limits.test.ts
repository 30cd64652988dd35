// Secrets guessed without an account are limited like a login: a booking reference used as the bearer secret of
// payment-status, and gift-card codes (the cart's preview and the checkout). A few wrong guesses from one address,
// then 429 with Retry-After; another address is not affected.
import { buildTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

it('payment-status: guessed booking ids and references from one address end in 429', async () => {
  const guess = (id: number, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${id}/payment-status?reference=RT-GUESS${id}`, remoteAddress });
  const codes = [];
  for (let i = 1; i <= 4; i++) codes.push((await guess(900 + i, '10.70.0.1')).statusCode);
  // The pair's delay (after a third of the limit) or its lock answers 429 before the limit is passed.
  expect(codes.filter((c) => c === 404).length).toBeLessThanOrEqual(3);
  expect(codes.at(-1)).toBe(429);
  expect((await guess(905, '10.70.0.2')).statusCode).toBe(404);
});

it('gift-card codes: guessed codes on the cart preview from one address end in 429', async () => {
  const guess = (code: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cart/gift-card',
      remoteAddress,
      headers: { 'x-cart-token': 'a'.repeat(32) },
      payload: { gift_card_code: code },
    });
  const answers = [];
  for (let i = 1; i <= 4; i++) answers.push(await guess(`GUESS-${i}-CODE`, '10.71.0.1'));
  expect(answers.slice(0, 1).map((a) => a.statusCode)).toEqual([422]);
  expect(answers.at(-1)?.statusCode).toBe(429);
  expect(Number(answers.at(-1)?.headers['retry-after'])).toBeGreaterThan(0);
  expect((await guess('GUESS-5-CODE', '10.71.0.2')).statusCode).toBe(422);
});
