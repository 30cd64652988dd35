// The only module that reads process.env. Everything else receives a validated `AppConfig`, so tests can build
// an app from a plain object and a wrong variable fails at start rather than at the first request.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPaymentConfig, type PaymentConfig } from './payments/config';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'production' | 'test';

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server URL; null = embedded PGlite in `pgliteDataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** PGlite folder, or 'memory://' for an in-memory database (tests). */
  pgliteDataDir: string;
  uploadsDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  publicUrl: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  seed: 'auto' | 'off';
  /** Failed logins allowed per IP and per email in a 15-minute window. */
  loginRateLimit: number;
  /** Payment providers, callback secrets, unpaid-booking expiry and the sweeper (src/payments/config.ts). */
  payments: PaymentConfig;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

export class ConfigError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer in [${min}, ${max}], got "${raw}"`);
  return n;
}

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function url(name: string, raw: string | undefined, protocols: readonly string[]): string | null {
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${name} must use ${protocols.join(' or ')}`);
  return raw;
}

/** Builds the config from an environment (process.env by default); throws ConfigError on a bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, NODE_ENVS, 'development');
  return {
    port: integer('API_PORT', env.API_PORT, 3000, 0, 65535),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Marketplace <no-reply@marketplace.local>',
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    publicUrl: (url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? 'http://localhost:8080').replace(/\/+$/, ''),
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    nodeEnv,
    seed: oneOf('SEED', env.SEED, ['auto', 'off'] as const, 'auto'),
    loginRateLimit: integer('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10, 1, 1_000_000),
    payments: loadPaymentConfig(env, nodeEnv, (message) => new ConfigError(message)),
  };
}
