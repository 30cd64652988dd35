// Test harness: every test file gets a fresh database — in-memory PGlite by default, or, when TEST_DATABASE_URL
// is set, a new database `mp_test_<random>` on that PostgreSQL server, dropped afterwards.
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import pino from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { MIGRATIONS_DIR, openDatabase, type Database, type DatabaseOptions } from '../src/db/client';
import { desc, eq } from 'drizzle-orm';
import { outboxEmails, users, userProfiles } from '../src/db/schema';
import { hashPassword } from '../src/lib/crypto';
import { LocalStorage } from '../src/plugins/storage';
import type { Role } from '@mp/shared/contracts';
import { TEST_LOG_DIR } from './log-scan';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

export async function createTestDatabase(
  pool: Pick<DatabaseOptions, 'dbPoolMax' | 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs' | 'countStatements'> = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await migratedPglite(pool.countStatements);
    return { database, drop: () => database.close() };
  }
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  const template = await migratedTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), pgliteDataDir: '', ...pool });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh in-memory PGlite with every migration applied. Migrating an empty cluster takes ~2.5 s; the first database of
 * a run dumps itself to a snapshot in the temp folder (named by the migrations' and PGlite's fingerprint, so a new
 * migration or PGlite version makes a new one) and every later one starts from it in ~0.5 s. `migrate()` still runs:
 * on a snapshot it finds nothing to apply.
 */
async function migratedPglite(countStatements?: boolean): Promise<Database> {
  const snapshotFile = await pgliteSnapshotFile();
  const snapshot = await readFile(snapshotFile).catch(() => null);
  const database = openDatabase({
    databaseUrl: null,
    pgliteDataDir: 'memory://',
    countStatements,
    ...(snapshot ? { pgliteLoadDataDir: new Blob([snapshot]) } : {}),
  });
  await database.migrate();
  if (!snapshot && database.dumpDataDir) {
    const partial = `${snapshotFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    await rename(partial, snapshotFile);
  }
  return database;
}

/**
 * The server's counterpart of the PGlite snapshot: a database `mp_test_tpl_<fingerprint>` with every migration applied,
 * made once (under an advisory lock, so parallel workers make it once) and copied by `create database … template`.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const template = `mp_test_tpl_${(await migrationsFingerprint()).slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(7412001)');
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_new`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = openDatabase({ databaseUrl: url.toString(), pgliteDataDir: '' });
      await database.migrate();
      await database.close();
      await admin.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock(7412001)').catch(() => undefined);
    await admin.end();
  }
  return template;
}

let fingerprint: string | undefined;
/** The migrations' files and PGlite's version, hashed: a snapshot or template made from other ones is never used. */
async function migrationsFingerprint(): Promise<string> {
  if (fingerprint) return fingerprint;
  const hash = createHash('sha256');
  // The resolved path carries PGlite's version (pnpm's store folder).
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (const file of (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  }
  fingerprint = hash.digest('hex');
  return fingerprint;
}

async function pgliteSnapshotFile(): Promise<string> {
  return path.join(tmpdir(), `mp-api-pglite-migrated-${(await migrationsFingerprint()).slice(0, 16)}.tar`);
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  dataDir: string;
  close(): Promise<void>;
}

let testLog: NodeJS.WritableStream | undefined;
/**
 * This worker's log file under api/.test-logs: every app a test builds without a log stream of
 * its own logs there (level info), and the run's last stage scans those files for secrets (test/log-scan.ts).
 */
function testLogStream(): NodeJS.WritableStream {
  const pass = process.env.TEST_DATABASE_URL ? 'pg' : 'pglite';
  // SonicBoom (pino's file destination) writes like a stream but is not typed as one.
  testLog ??= pino.destination({
    dest: path.join(TEST_LOG_DIR, `${pass}-w${process.env.JEST_WORKER_ID ?? '0'}-${process.pid}.log`),
    sync: true,
    mkdir: true,
  }) as unknown as NodeJS.WritableStream;
  return testLog;
}

export async function buildTestApp(env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mp-api-test-'));
  const toFile = !options.logStream && env.LOG_LEVEL === undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED: 'off',
    DATA_DIR: dataDir,
    LOG_LEVEL: toFile ? 'info' : 'silent',
    ...env,
  });
  if (toFile) options = { ...options, logStream: testLogStream() };
  const { database, drop } = await createTestDatabase({
    dbPoolMax: config.dbPoolMax,
    dbConnectTimeoutMs: config.dbConnectTimeoutMs,
    dbStatementTimeoutMs: config.dbStatementTimeoutMs,
    countStatements: config.countStatements,
  });
  const app = await buildApp(config, {
    database,
    storage: new LocalStorage(config.uploadsDir),
    docsUi: false,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The smallest environment a production app starts with (tests of production-only behaviour spread it). */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  // Tests pass their own database; the URL only satisfies the production checklist.
  DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
  PUBLIC_URL: 'https://roteiro.example.pt',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'Roteiro <no-reply@roteiro.example.pt>',
  PAYMENT_SANDBOX: '1',
  PAYMENT_SECRET_CARD: 'test-production-card-secret',
  PAYMENT_SECRET_PAYPAL: 'test-production-paypal-secret',
  PAYMENT_SECRET_MBWAY: 'test-production-mbway-secret',
  PAYMENT_SECRET_CRYPTO: 'test-production-crypto-secret',
  VOUCHER_SECRET: 'test-production-voucher-secret',
  GATEWAY_SECRET: 'test-production-gateway-secret',
};

export const PASSWORD = 'Secret123';

/** Inserts a user of any role directly (only CLIENTs can sign up through the API). */
export async function createUser(database: Database, role: Role, email: string, password = PASSWORD): Promise<number> {
  const [row] = await database.db
    .insert(users)
    .values({
      userType: role,
      email,
      passwordHash: await hashPassword(password),
      firstName: role.toLowerCase(),
      lastName: 'Tester',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  await database.db.insert(userProfiles).values({ userId: row.id, country: 'pt' });
  return row.id;
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password, rememberMe: 0 } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
  return (res.json() as { content: { api_token: string } }).content.api_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}

export interface KeptMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/**
 * Every mail the outbox transport kept for this address, newest first. Read from the `outbox_emails` table of the
 * app's own database (no HTTP: GET /api/dev/outbox needs a signed-in SUPER).
 */
export async function mailsTo(app: FastifyInstance, to: string): Promise<KeptMail[]> {
  const rows = await app.db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      html: outboxEmails.html,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.to, to.toLowerCase()))
    .orderBy(desc(outboxEmails.id));
  return rows;
}

/** The newest mail kept by the outbox transport for this address. */
export async function lastMail(app: FastifyInstance, to: string): Promise<KeptMail> {
  const mail = (await mailsTo(app, to))[0];
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/** A body and headers for a multipart request with one file and optional text fields. */
export function multipart(
  file: { field: string; filename: string; data: Buffer; type?: string },
  fields: Record<string, string> = {},
) {
  const boundary = `----mp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1×1 transparent pixel). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==',
  'base64',
);
