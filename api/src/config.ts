// The only module that reads process.env. Everything else receives a validated `AppConfig`, so tests can build
// an app from a plain object and a wrong variable fails at start rather than at the first request.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadChatConfig, type ChatConfig } from './modules/chat/config';
import { loadPaymentConfig, missingPaymentSettings, type PaymentConfig } from './payments/config';

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
  /** Prefix of the API's own Redis channels (the catalogue cache's clears); the chat has CHAT_REDIS_PREFIX. */
  redisPrefix: string;
  publicUrl: string;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  seed: 'auto' | 'off';
  /** Failed logins allowed per IP and per email in a 15-minute window. */
  loginRateLimit: number;
  /** Reset-link and verification-code mails per address in 15 minutes (4 times as many per IP). */
  mailRateLimit: number;
  /** Payment providers, callback secrets, unpaid-booking expiry and the sweeper (src/payments/config.ts). */
  payments: PaymentConfig;
  /** Chat limits, socket timers and the offline-delivery mailer (modules/chat/config.ts). */
  chat: ChatConfig;
  /**
   * Which peers may set X-Forwarded-For (proxy-addr syntax: `loopback`, CIDRs, comma-separated). Only the gateway
   * (and a load balancer between them) belongs here; the client address the login limit counts comes from it.
   */
  trustProxy: string;
  /**
   * The secret the gateway sends in X-Gateway-Secret (plugins/client-ip.ts): without it X-Forwarded-For is ignored,
   * whatever the peer. GATEWAY_SECRET, the same value in the gateway; required in production.
   */
  gatewaySecret: string;
  /** Server timeouts, so a slow client cannot hold a socket: a whole request, its headers, an idle keep-alive one. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** PostgreSQL pool: size, how long a request waits for a connection, and the longest statement. */
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** Requests waiting for a pool connection beyond this are answered 503 with Retry-After at once. */
  dbMaxWaiting: number;
  /** DB_COUNT_STATEMENTS=1: each answer says how many SQL statements it took (benchmarks; refused in production). */
  countStatements: boolean;
  /** HMAC key of the booking vouchers' manage links and QR codes (VOUCHER_SECRET; required in production). */
  voucherSecret: string;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];

export class ConfigError extends Error {}

function statementCounting(raw: string | undefined, nodeEnv: NodeEnv): boolean {
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw !== '1') throw new ConfigError(`DB_COUNT_STATEMENTS must be 1 or 0`);
  if (nodeEnv === 'production')
    throw new ConfigError(`DB_COUNT_STATEMENTS is for benchmarks and cannot be set in production`);
  return true;
}

// Development and tests sign vouchers with a fixed key; production must set its own (missingProductionSettings).
function voucherSecret(raw: string | undefined): string {
  if (raw === undefined || raw === '') return 'development-voucher-secret';
  if (raw.length < 16) throw new ConfigError(`VOUCHER_SECRET must have at least 16 characters`);
  return raw;
}

// Development and tests share a fixed value with the gateway's default (the start script generates one for the
// pair it starts); production must set its own (missingProductionSettings).
export const DEVELOPMENT_GATEWAY_SECRET = 'development-gateway-secret';
function gatewaySecret(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEVELOPMENT_GATEWAY_SECRET;
  if (raw.length < 16) throw new ConfigError(`GATEWAY_SECRET must have at least 16 characters`);
  return raw;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be an integer in [${min}, ${max}], got "${raw}"`);
  return n;
}

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
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

/**
 * What production may not run without (docs/SECURITY.md, production checklist). Development and tests fall back to
 * PGlite, the mail outbox and the payment sandboxes; production must say what it uses instead.
 */
export function missingProductionSettings(env: Record<string, string | undefined>): string[] {
  const missing = ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'MAIL_FROM', 'VOUCHER_SECRET', 'GATEWAY_SECRET'].filter(
    (name) => !env[name],
  );
  return [...missing, ...missingPaymentSettings(env)];
}

/** Builds the config from an environment (process.env by default); throws ConfigError on a bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV, NODE_ENVS, 'development');
  if (nodeEnv === 'production') {
    const missing = missingProductionSettings(env);
    if (missing.length > 0) {
      throw new ConfigError(
        `NODE_ENV=production needs these variables (docs/SECURITY.md, production checklist): ${missing.join(', ')}`,
      );
    }
  }
  const trustProxy = env.TRUST_PROXY || 'loopback';
  if (!/^[0-9a-zA-Z.:/, ]+$/.test(trustProxy))
    throw new ConfigError(
      `TRUST_PROXY must be a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal`,
    );
  return {
    port: integer('API_PORT', env.API_PORT, 3000, 0, 65535),
    host: env.API_HOST || '127.0.0.1',
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    dataDir,
    pgliteDataDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    smtpUrl: url('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Roteiro <no-reply@marketplace.local>',
    redisUrl: url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    redisPrefix: env.REDIS_PREFIX || 'mp:',
    publicUrl: (url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? 'http://localhost:8080').replace(/\/+$/, ''),
    logLevel: oneOf('LOG_LEVEL', env.LOG_LEVEL, LOG_LEVELS, nodeEnv === 'test' ? 'silent' : 'info'),
    nodeEnv,
    // Production never seeds the demo accounts (known passwords) unless asked to.
    seed: oneOf('SEED', env.SEED, ['auto', 'off'] as const, nodeEnv === 'production' ? 'off' : 'auto'),
    loginRateLimit: integer('LOGIN_RATE_LIMIT', env.LOGIN_RATE_LIMIT, 10, 1, 1_000_000),
    mailRateLimit: integer('MAIL_RATE_LIMIT', env.MAIL_RATE_LIMIT, 5, 1, 1_000_000),
    payments: loadPaymentConfig(
      env,
      nodeEnv,
      (message) => new ConfigError(message),
      (url('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']) ?? 'http://localhost:8080').replace(/\/+$/, ''),
    ),
    chat: loadChatConfig(env, nodeEnv, (message) => new ConfigError(message)),
    trustProxy,
    gatewaySecret: gatewaySecret(env.GATEWAY_SECRET),
    requestTimeoutMs: integer('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000, 1000, 600_000),
    headersTimeoutMs: integer('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000, 500, 120_000),
    keepAliveTimeoutMs: integer('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 5_000, 500, 120_000),
    dbPoolMax: integer('DB_POOL_MAX', env.DB_POOL_MAX, 10, 1, 500),
    dbConnectTimeoutMs: integer('DB_CONNECT_TIMEOUT_MS', env.DB_CONNECT_TIMEOUT_MS, 5_000, 100, 120_000),
    dbStatementTimeoutMs: integer('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 15_000, 100, 600_000),
    dbMaxWaiting: integer('DB_MAX_WAITING', env.DB_MAX_WAITING, 100, 1, 100_000),
    countStatements: statementCounting(env.DB_COUNT_STATEMENTS, nodeEnv),
    voucherSecret: voucherSecret(env.VOUCHER_SECRET),
  };
}
