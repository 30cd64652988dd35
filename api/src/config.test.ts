// Config is read and validated in one place, with the documented defaults.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      seed: 'auto',
      loginRateLimit: 10,
      mailRateLimit: 5,
      nodeEnv: 'development',
      logLevel: 'info',
      smtpUrl: null,
      redisUrl: null,
    });
    expect(config.pgliteDataDir).toBe(path.join(config.dataDir, 'pglite'));
    expect(config.uploadsDir).toBe(path.join(config.dataDir, 'uploads'));
    expect(path.basename(config.dataDir)).toBe('.data');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      API_PORT: '3999',
      API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db:5432/mp',
      DATA_DIR: '/tmp/mp-data',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'x@y.pt',
      REDIS_URL: 'redis://cache:6379',
      PUBLIC_URL: 'https://mp.example.pt/',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PAYMENT_SANDBOX: '1',
      PAYMENT_SECRET_CARD: 'card-callback-secret-0123',
      PAYMENT_SECRET_PAYPAL: 'paypal-callback-secret-0123',
      PAYMENT_SECRET_MBWAY: 'mbway-callback-secret-0123',
      PAYMENT_SECRET_CRYPTO: 'crypto-callback-secret-0123',
      SEED: 'off',
      LOGIN_RATE_LIMIT: '1000',
      VOUCHER_SECRET: 'a-production-voucher-secret',
      GATEWAY_SECRET: 'a-production-gateway-secret',
    });
    expect(config).toMatchObject({
      port: 3999,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db:5432/mp',
      dataDir: '/tmp/mp-data',
      uploadsDir: '/tmp/mp-data/uploads',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'x@y.pt',
      redisUrl: 'redis://cache:6379',
      publicUrl: 'https://mp.example.pt',
      logLevel: 'warn',
      nodeEnv: 'production',
      seed: 'off',
      loginRateLimit: 1000,
    });
  });

  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED', 'sometimes'],
    ['LOG_LEVEL', 'loud'],
    ['LOGIN_RATE_LIMIT', '0'],
    ['PUBLIC_URL', 'not a url'],
  ])('rejects %s=%s at start', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
  });
});

// Production is safe by default. With nothing else set it refuses to start and names what is missing.
describe('production', () => {
  it('refuses NODE_ENV=production alone and names every missing variable', () => {
    let message = '';
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      message = (err as Error).message;
    }
    for (const name of [
      'DATABASE_URL',
      'PUBLIC_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'VOUCHER_SECRET',
      'GATEWAY_SECRET',
      'PAYMENT_PROVIDER_CARD',
      'PAYMENT_PROVIDER_PAYPAL',
      'PAYMENT_PROVIDER_MBWAY',
      'PAYMENT_PROVIDER_CRYPTO',
    ]) {
      expect(message).toContain(name);
    }
  });

  const SANDBOX = {
    PAYMENT_SANDBOX: '1',
    PAYMENT_SECRET_CARD: 'card-callback-secret-0123',
    PAYMENT_SECRET_PAYPAL: 'paypal-callback-secret-0123',
    PAYMENT_SECRET_MBWAY: 'mbway-callback-secret-0123',
    PAYMENT_SECRET_CRYPTO: 'crypto-callback-secret-0123',
  };
  const base = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://u@db/mp',
    PUBLIC_URL: 'https://roteiro.pt',
    SMTP_URL: 'smtp://mail:25',
    MAIL_FROM: 'no-reply@roteiro.pt',
    VOUCHER_SECRET: 'a-production-voucher-secret',
    GATEWAY_SECRET: 'a-production-gateway-secret',
  };

  it('refuses the payment sandboxes and their source-code secrets unless PAYMENT_SANDBOX=1 asks for them', () => {
    expect(() => loadConfig(base)).toThrow(/PAYMENT_PROVIDER_CARD \(a real gateway, or PAYMENT_SANDBOX=1\)/);
    const config = loadConfig({ ...base, ...SANDBOX });
    expect(config.payments.sandboxInProduction).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).payments.sandboxInProduction).toBe(false);
  });

  it('never takes the callback secrets written in the source, not even with PAYMENT_SANDBOX=1', () => {
    expect(() => loadConfig({ ...base, PAYMENT_SANDBOX: '1' })).toThrow(
      /PAYMENT_SECRET_CARD.*PAYMENT_SECRET_PAYPAL.*PAYMENT_SECRET_MBWAY.*PAYMENT_SECRET_CRYPTO/,
    );
    const { PAYMENT_SECRET_MBWAY: _left, ...oneMissing } = SANDBOX;
    expect(() => loadConfig({ ...base, ...oneMissing })).toThrow(/PAYMENT_SECRET_MBWAY/);
    const config = loadConfig({ ...base, ...SANDBOX });
    expect(Object.values(config.payments.secrets).some((secret) => /^sandbox-.*-callback-secret$/.test(secret))).toBe(
      false,
    );
  });

  it('does not seed the demo accounts (known passwords) unless SEED=auto says so', () => {
    expect(loadConfig({ ...base, ...SANDBOX }).seed).toBe('off');
    expect(loadConfig({ ...base, ...SANDBOX, SEED: 'auto' }).seed).toBe('auto');
  });

  it('trusts forwarding headers from loopback only by default (the gateway on the same host)', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: '*' })).toThrow(ConfigError);
  });
});
