// The API tells the payment screen which methods run on a sandbox, so it can say that no real money
// is charged; in production that happens only when PAYMENT_SANDBOX=1 asked for the sandboxes.
import { buildTestApp, json, PRODUCTION_ENV } from '../../../test/helpers';

describe('GET /api/payments/mode', () => {
  it('lists the methods on their sandbox, for anyone (development defaults and production with PAYMENT_SANDBOX=1)', async () => {
    for (const env of [{}, PRODUCTION_ENV]) {
      const t = await buildTestApp(env);
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/payments/mode' });
        expect(res.statusCode).toBe(200);
        expect(json(res)).toEqual({ status: true, content: { sandbox: ['card', 'paypal', 'mbway', 'crypto'] } });
      } finally {
        await t.close();
      }
    }
  });
});
