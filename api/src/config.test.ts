// Issue 3 §1: config is read and validated in one place, with the documented defaults.
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
      SEED: 'off',
      LOGIN_RATE_LIMIT: '1000',
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
