// The ONLY module that reads process.env. Everything else receives a GatewayConfig, so tests build
// the app with temp folders and servers on port 0 without touching the environment.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CANARY_DEFAULTS } from './registry/registry-store';
import { paymentCsp, type PaymentCsp } from './security/payment-csp';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the REST API (no trailing slash); `/api/*` is proxied there unchanged. */
  apiUrl: string;
  /** Relative paths in the environment are taken from the repo root, whatever the cwd. Holds `registry.json` and `remotes/<name>/<version>/`. */
  deployDir: string;
  /** The built shell (`index.html`, `mf-manifest.json`, scripts). */
  shellDist: string;
  logLevel: LogLevel;
  nodeEnv: string;
  /** PostgreSQL URL (DATABASE_URL): the remote registry lives there, shared by every gateway; null = `registry.json`. */
  databaseUrl: string | null;
  repoRoot: string;
  /**
   * Proxies in front of the gateway allowed to set X-Forwarded-For (TRUSTED_PROXIES, proxy-addr syntax; empty = none,
   * the client is the socket's peer). The API sees the address the gateway decided, never a header the client could
   * forge.
   */
  trustedProxies?: string;
  /** Largest body proxied to the API: JSON and forms (API_BODY_LIMIT_BYTES), multipart uploads (UPLOAD_LIMIT_BYTES). */
  bodyLimitBytes?: number;
  uploadLimitBytes?: number;
  /** A whole request and its headers (REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS): a slow client is cut off. */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /** Keep-alive connections the gateway holds open to the API (API_CONNECTIONS; ADR 016). */
  apiConnections?: number;
  /**
   * How `remote canary` judges a canary unless told otherwise (ADR 039): its loads before judging (CANARY_MIN_LOADS)
   * and the percentage points its failure rate may exceed the live version's (CANARY_FAILURE_MARGIN).
   */
  canaryMinLoads?: number;
  canaryFailureMargin?: number;
  /** Health beacons one client address may send a minute (BEACONS_PER_MINUTE); more are answered 429. */
  beaconsPerMinute?: number;
  /** How often a gateway adds the counts it received to the registry (COUNTS_FLUSH_MS). */
  countsFlushMs?: number;
  /** Origins the CSP lets in for the payment gateways in use (Stripe.js); none while only the sandboxes run. */
  paymentCsp?: PaymentCsp;
  /**
   * Sent to the API in X-Gateway-Secret on every request (GATEWAY_SECRET, the API's same variable): the API takes
   * X-Forwarded-For only with it. Development falls back to DEVELOPMENT_GATEWAY_SECRET; production must set it.
   */
  gatewaySecret?: string;
}

/** The API's development default too (api/src/config.ts): both sides of a development pair agree without setup. */
export const DEVELOPMENT_GATEWAY_SECRET = 'development-gateway-secret';

export const GATEWAY_DEFAULTS = {
  bodyLimitBytes: 1024 * 1024,
  uploadLimitBytes: 12 * 1024 * 1024,
  requestTimeoutMs: 60_000,
  headersTimeoutMs: 10_000,
  apiConnections: 32,
  canaryMinLoads: CANARY_DEFAULTS.minLoads,
  canaryFailureMargin: CANARY_DEFAULTS.marginPoints,
  beaconsPerMinute: 30,
  countsFlushMs: 1000,
} as const;

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * The repo root, found from this file rather than cwd: root scripts run the gateway through
 * `pnpm --filter`, whose cwd is the package, while Docker and the start script run it from the root.
 */
export function findRepoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      // Outside a workspace (e.g. a pruned image): the package sits one level below the root.
      return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
    }
    dir = parent;
  }
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function margin(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return GATEWAY_DEFAULTS.canaryFailureMargin;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > 100)
    throw new ConfigError(`CANARY_FAILURE_MARGIN must be percentage points from 0 to 100, got "${raw}"`);
  return n;
}

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

function parseUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https, got "${raw}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

function nonEmpty(raw: string | undefined): string | undefined {
  return raw !== undefined && raw.trim() !== '' ? raw.trim() : undefined;
}

function trustedProxies(raw: string | undefined): string {
  const value = nonEmpty(raw) ?? '';
  if (value && !/^[0-9a-zA-Z.:/, ]+$/.test(value))
    throw new ConfigError(
      'TRUSTED_PROXIES must be a comma-separated list of addresses, CIDRs or loopback/linklocal/uniquelocal',
    );
  return value;
}

/** Read and validate the gateway configuration; throws ConfigError with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const repoRoot = findRepoRoot();
  const apiPort = parsePort('API_PORT', env.API_PORT, 3000);
  const logLevel = (nonEmpty(env.LOG_LEVEL) ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const secret = nonEmpty(env.GATEWAY_SECRET);
  if (secret !== undefined && secret.length < 16)
    throw new ConfigError('GATEWAY_SECRET must have at least 16 characters');
  if (secret === undefined && env.NODE_ENV === 'production')
    throw new ConfigError('NODE_ENV=production needs GATEWAY_SECRET (the secret the API takes X-Forwarded-For with)');
  const deployDir = nonEmpty(env.DEPLOY_DIR);
  const shellDist = nonEmpty(env.SHELL_DIST);
  return {
    port: parsePort('PORT', env.PORT, 8080),
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    apiUrl: parseUrl('API_URL', nonEmpty(env.API_URL) ?? `http://127.0.0.1:${apiPort}`),
    deployDir: deployDir ? path.resolve(repoRoot, deployDir) : path.join(repoRoot, '.deploy'),
    shellDist: shellDist ? path.resolve(repoRoot, shellDist) : path.join(repoRoot, 'shell', 'dist'),
    logLevel,
    nodeEnv: nonEmpty(env.NODE_ENV) ?? 'development',
    databaseUrl: nonEmpty(env.DATABASE_URL) ?? null,
    repoRoot,
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    bodyLimitBytes: positive('API_BODY_LIMIT_BYTES', env.API_BODY_LIMIT_BYTES, GATEWAY_DEFAULTS.bodyLimitBytes),
    uploadLimitBytes: positive('UPLOAD_LIMIT_BYTES', env.UPLOAD_LIMIT_BYTES, GATEWAY_DEFAULTS.uploadLimitBytes),
    requestTimeoutMs: positive('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, GATEWAY_DEFAULTS.requestTimeoutMs),
    headersTimeoutMs: positive('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, GATEWAY_DEFAULTS.headersTimeoutMs),
    apiConnections: positive('API_CONNECTIONS', env.API_CONNECTIONS, GATEWAY_DEFAULTS.apiConnections),
    canaryMinLoads: positive('CANARY_MIN_LOADS', env.CANARY_MIN_LOADS, GATEWAY_DEFAULTS.canaryMinLoads),
    canaryFailureMargin: margin(env.CANARY_FAILURE_MARGIN),
    beaconsPerMinute: positive('BEACONS_PER_MINUTE', env.BEACONS_PER_MINUTE, GATEWAY_DEFAULTS.beaconsPerMinute),
    countsFlushMs: positive('COUNTS_FLUSH_MS', env.COUNTS_FLUSH_MS, GATEWAY_DEFAULTS.countsFlushMs),
    paymentCsp: paymentCsp(env, (message) => new ConfigError(message)),
    gatewaySecret: secret ?? DEVELOPMENT_GATEWAY_SECRET,
  };
}
