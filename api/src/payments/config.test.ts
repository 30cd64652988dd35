// Providers are chosen (ADR 037) by configuration; a real gateway needs its own callback secret.
import { PRODUCTION_ENV } from '../../test/helpers';
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/client';
import { createProviders } from './registry';
import { signPayload, verifySignature } from './signature';

describe('payment configuration', () => {
  it('defaults every method to its sandbox', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.payments.providers).toEqual({
      card: 'sandbox',
      paypal: 'sandbox',
      mbway: 'sandbox',
      crypto: 'sandbox',
    });
    expect(config.payments.mbwayTtlSeconds).toBe(300);
    expect(config.payments.sweepIntervalMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development' }).payments.sweepIntervalMs).toBe(30_000);
  });

  it('refuses a real gateway without its secret, and an unregistered gateway at start', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER_CARD: 'adyen' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER_CARD: 'adyen', PAYMENT_SECRET_CARD: 'short' })).toThrow(/16 characters/);
    const config = loadConfig({ PAYMENT_PROVIDER_CARD: 'adyen', PAYMENT_SECRET_CARD: 'a-long-enough-secret-value' });
    expect(() => createProviders(config.payments, async () => undefined, {} as Db)).toThrow(
      /PAYMENT_PROVIDER_CARD=adyen: no such gateway/,
    );
  });
});

describe('Stripe configuration', () => {
  const TEST_KEYS = {
    STRIPE_SECRET_KEY: 'sk_test_51abcdefghijkl',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcdefghijkl',
    STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijkl',
  };
  const LIVE_KEYS = {
    STRIPE_SECRET_KEY: 'sk_live_51abcdefghijkl',
    STRIPE_PUBLISHABLE_KEY: 'pk_live_51abcdefghijkl',
    STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghijkl',
  };
  const BOTH = { PAYMENT_PROVIDER_CARD: 'stripe', PAYMENT_PROVIDER_MBWAY: 'stripe' };

  it('is chosen per method by configuration, with its keys checked for their shape and mode', () => {
    const config = loadConfig({ NODE_ENV: 'test', ...BOTH, ...TEST_KEYS });
    expect(config.payments.providers).toMatchObject({ card: 'stripe', mbway: 'stripe', paypal: 'sandbox' });
    expect(config.payments.stripe).toMatchObject({
      publishableKey: TEST_KEYS.STRIPE_PUBLISHABLE_KEY,
      apiBase: null,
      jsUrl: 'https://js.stripe.com/v3/',
      testMode: true,
    });
    const providers = createProviders(config.payments, async () => undefined, {} as Db);
    expect([providers.card.name, providers.mbway.name, providers.paypal.name]).toEqual(['stripe', 'stripe', 'sandbox']);
    expect(providers.card.confirmsInBrowser).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.stripe).toBeNull();
    expect(() => loadConfig({ ...BOTH, ...TEST_KEYS, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required/,
    );
    expect(() => loadConfig({ ...BOTH, ...TEST_KEYS, STRIPE_SECRET_KEY: 'pk_test_51abcdefghijkl' })).toThrow(
      /STRIPE_SECRET_KEY must be/,
    );
    expect(() =>
      loadConfig({ ...BOTH, ...TEST_KEYS, STRIPE_PUBLISHABLE_KEY: LIVE_KEYS.STRIPE_PUBLISHABLE_KEY }),
    ).toThrow(/both be test keys or both live/);
    expect(() => loadConfig({ ...BOTH, ...TEST_KEYS, STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
  });

  it('production refuses to start without its keys, on test keys or on a stand-in API, unless PAYMENT_SANDBOX=1 says so', () => {
    const prod = {
      ...PRODUCTION_ENV,
      PAYMENT_SANDBOX: '',
      PAYMENT_PROVIDER_PAYPAL: 'adyen',
      PAYMENT_SECRET_PAYPAL: 'a-long-enough-secret-value',
      PAYMENT_PROVIDER_CRYPTO: 'adyen',
      PAYMENT_SECRET_CRYPTO: 'a-long-enough-secret-value',
      ...BOTH,
    };
    expect(() => loadConfig(prod)).toThrow(/STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...prod, ...TEST_KEYS })).toThrow(/STRIPE_SECRET_KEY \(a live key/);
    expect(() => loadConfig({ ...prod, ...LIVE_KEYS, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toThrow(
      /STRIPE_API_BASE unset/,
    );
    const live = loadConfig({ ...prod, ...LIVE_KEYS });
    expect(live.payments.sandboxInProduction).toBe(false);
    expect(live.payments.stripe?.testMode).toBe(false);
    // A staging site on Stripe's test mode is a sandbox: allowed when asked for, and the payment screen says so.
    expect(loadConfig({ ...prod, ...TEST_KEYS, PAYMENT_SANDBOX: '1' }).payments.sandboxInProduction).toBe(true);
  });
});

describe('PayPal and NOWPayments settings', () => {
  const PAYPAL = {
    PAYMENT_PROVIDER_PAYPAL: 'paypal',
    PAYPAL_CLIENT_ID: 'id',
    PAYPAL_CLIENT_SECRET: 'secret',
    PAYPAL_WEBHOOK_ID: 'WH-1',
  };
  const CRYPTO = {
    PAYMENT_PROVIDER_CRYPTO: 'nowpayments',
    NOWPAYMENTS_API_KEY: 'key',
    NOWPAYMENTS_IPN_SECRET: 'ipn-secret',
  };

  it('refuses to start without their keys, naming each missing one (production names them all at once)', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER_PAYPAL: 'paypal', PAYPAL_CLIENT_ID: 'id' })).toThrow(
      /PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER_CRYPTO: 'nowpayments' })).toThrow(
      /NOWPAYMENTS_API_KEY, NOWPAYMENTS_IPN_SECRET/,
    );
    expect(() => loadConfig({ ...PAYPAL, PAYPAL_ENVIRONMENT: 'production' })).toThrow(/PAYPAL_ENVIRONMENT/);
    const production = {
      NODE_ENV: 'production',
      PAYMENT_PROVIDER_CARD: 'stripe',
      PAYMENT_SECRET_CARD: 'a-long-enough-secret-value',
      PAYMENT_PROVIDER_MBWAY: 'sibs',
      PAYMENT_SECRET_MBWAY: 'a-long-enough-secret-value',
    };
    expect(() =>
      loadConfig({
        ...production,
        PAYMENT_PROVIDER_PAYPAL: 'paypal',
        PAYMENT_PROVIDER_CRYPTO: 'nowpayments',
        NOWPAYMENTS_API_KEY: 'key',
      }),
    ).toThrow(/PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, NOWPAYMENTS_IPN_SECRET/);
  });

  it('needs no PAYMENT_SECRET_<METHOD> for them, and registers both gateways', () => {
    const config = loadConfig({ ...PAYPAL, ...CRYPTO, PUBLIC_URL: 'https://shop.example.pt/' });
    expect(config.payments.paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH-1',
      environment: 'sandbox',
      apiBase: null,
    });
    expect(config.payments.nowpayments).toMatchObject({
      apiKey: 'key',
      ipnSecret: 'ipn-secret',
      apiBase: 'https://api.nowpayments.io',
      email: null,
    });
    expect(config.payments.publicUrl).toBe('https://shop.example.pt');
    const providers = createProviders(config.payments, async () => undefined, {} as Db);
    expect([providers.paypal.name, providers.crypto.name]).toEqual(['paypal', 'nowpayments']);
  });
});

describe('callback signatures', () => {
  it('verifies the HMAC of "<t>.<body>" and refuses a changed body, a wrong secret or an old timestamp', () => {
    const body = '{"event_id":"e1"}';
    const header = signPayload(body, 'secret-one');
    expect(verifySignature(body, header, 'secret-one')).toBe(true);
    expect(verifySignature(`${body} `, header, 'secret-one')).toBe(false);
    expect(verifySignature(body, header, 'secret-two')).toBe(false);
    const old = signPayload(body, 'secret-one', Math.floor(Date.now() / 1000) - 3600);
    expect(verifySignature(body, old, 'secret-one')).toBe(false);
    expect(verifySignature(body, undefined, 'secret-one')).toBe(false);
  });
});
