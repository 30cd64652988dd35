// The storefront's CSP lets in exactly the Stripe origins when Stripe takes a method, and nothing extra otherwise
// (docs/adr/037-payment-gateways.md).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { ConfigError } from '../config';
import { makeFixture, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';
import { NO_PAYMENT_CSP, paymentCsp, type PaymentCsp } from './payment-csp';

const fail = (m: string) => new ConfigError(m);

let fx: Fixture;
beforeAll(async () => {
  fx = await makeFixture();
});
afterAll(async () => fx.cleanup());

async function cspWith(pay: PaymentCsp | undefined): Promise<Record<string, string>> {
  const app: FastifyInstance = await buildApp({ ...fx.config, ...(pay ? { paymentCsp: pay } : {}) }, { logger: false });
  try {
    const base = await listen(app);
    const res = await request(base, '/', { headers: { cookie: 'i18n_redirected=en' } });
    const header = String(res.headers['content-security-policy']);
    return Object.fromEntries(
      header
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean)
        .map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1).join(' ')]),
    );
  } finally {
    await app.close();
  }
}

it('adds nothing while only the sandboxes run', async () => {
  expect(paymentCsp({}, fail)).toEqual(NO_PAYMENT_CSP);
  expect(paymentCsp({ PAYMENT_PROVIDER_PAYPAL: 'stripe', STRIPE_JS_URL: 'http://127.0.0.1:1/v3/' }, fail)).toEqual(
    NO_PAYMENT_CSP,
  );
  const csp = await cspWith(undefined);
  expect(csp['frame-src']).toBeUndefined();
  expect(csp['script-src']).not.toMatch(/stripe|http/);
  expect(csp['connect-src']).not.toContain('stripe');
});

it('lets in Stripe.js, its frames and its API when Stripe takes cards or MB WAY', async () => {
  const live = paymentCsp({ PAYMENT_PROVIDER_CARD: 'stripe' }, fail);
  expect(live).toEqual({
    script: ['https://js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  });
  const csp = await cspWith(live);
  expect(csp['script-src']).toMatch(/^'self' 'nonce-[^']+' https:\/\/js\.stripe\.com$/);
  expect(csp['frame-src']).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
  expect(csp['connect-src']).toMatch(/ https:\/\/api\.stripe\.com$/);
  expect(csp['frame-ancestors']).toBe("'none'");
});

it('points at the local stand-in when STRIPE_JS_URL and STRIPE_API_BASE say so, and refuses a bad URL', () => {
  const local = paymentCsp(
    {
      PAYMENT_PROVIDER_MBWAY: 'stripe',
      STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    },
    fail,
  );
  expect(local).toEqual({
    script: ['http://127.0.0.1:12111'],
    frame: ['http://127.0.0.1:12111'],
    connect: ['http://127.0.0.1:12111'],
  });
  expect(() => paymentCsp({ PAYMENT_PROVIDER_CARD: 'stripe', STRIPE_JS_URL: 'javascript:alert(1)' }, fail)).toThrow(
    /STRIPE_JS_URL/,
  );
});
