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
