// Issue 5 §3: providers are chosen by configuration; a real gateway needs its own callback secret.
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/client';
import { createProviders } from './registry';
import { signPayload, verifySignature } from './signature';

describe('payment configuration', () => {
  it('defaults every method to its sandbox', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.payments.providers).toEqual({ card: 'sandbox', paypal: 'sandbox', mbway: 'sandbox', crypto: 'sandbox' });
    expect(config.payments.mbwayTtlSeconds).toBe(300);
    expect(config.payments.sweepIntervalMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development' }).payments.sweepIntervalMs).toBe(30_000);
  });

  it('refuses a real gateway without its secret, and an unregistered gateway at start', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER_CARD: 'stripe' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER_CARD: 'stripe', PAYMENT_SECRET_CARD: 'short' })).toThrow(/16 characters/);
    const config = loadConfig({ PAYMENT_PROVIDER_CARD: 'stripe', PAYMENT_SECRET_CARD: 'a-long-enough-secret-value' });
    expect(() => createProviders(config.payments, async () => undefined, {} as Db)).toThrow(/PAYMENT_PROVIDER_CARD=stripe: no such gateway/);
  });
});

describe('PayPal and NOWPayments settings', () => {
  const PAYPAL = { PAYMENT_PROVIDER_PAYPAL: 'paypal', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };
  const CRYPTO = { PAYMENT_PROVIDER_CRYPTO: 'nowpayments', NOWPAYMENTS_API_KEY: 'key', NOWPAYMENTS_IPN_SECRET: 'ipn-secret' };

  it('refuses to start without their keys, naming each missing one (production names them all at once)', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER_PAYPAL: 'paypal', PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER_CRYPTO: 'nowpayments' })).toThrow(/NOWPAYMENTS_API_KEY, NOWPAYMENTS_IPN_SECRET/);
    expect(() => loadConfig({ ...PAYPAL, PAYPAL_ENVIRONMENT: 'production' })).toThrow(/PAYPAL_ENVIRONMENT/);
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER_CARD: 'stripe', PAYMENT_SECRET_CARD: 'a-long-enough-secret-value', PAYMENT_PROVIDER_MBWAY: 'sibs', PAYMENT_SECRET_MBWAY: 'a-long-enough-secret-value' };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER_PAYPAL: 'paypal', PAYMENT_PROVIDER_CRYPTO: 'nowpayments', NOWPAYMENTS_API_KEY: 'key' })).toThrow(
      /PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, NOWPAYMENTS_IPN_SECRET/,
    );
  });

  it('needs no PAYMENT_SECRET_<METHOD> for them, and registers both gateways', () => {
    const config = loadConfig({ ...PAYPAL, ...CRYPTO, PUBLIC_URL: 'https://shop.example.pt/' });
    expect(config.payments.paypal).toEqual({ clientId: 'id', clientSecret: 'secret', webhookId: 'WH-1', environment: 'sandbox', apiBase: null });
    expect(config.payments.nowpayments).toMatchObject({ apiKey: 'key', ipnSecret: 'ipn-secret', apiBase: 'https://api.nowpayments.io', email: null });
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
