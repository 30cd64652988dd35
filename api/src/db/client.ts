// One `Db` type over two drivers: embedded PGlite (default, no server needed) or node-postgres (DATABASE_URL).
// Repositories only see `Db`, so the same SQL runs on both.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PreparingClient } from './prepared';
import { statementCounter } from './statement-count';

/**
 * Without drizzle's relational `db.query.<table>` API: given the schema, drizzle builds a query builder for every table
 * each time a transaction starts (about 2 % of the API's CPU in the booking bench); selects, inserts and raw SQL need
 * no schema.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations in api/drizzle that are not applied yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, which `pgliteLoadDataDir` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  pgliteDataDir: string;
  /**
   * PostgreSQL pool, bounded so a stalled database cannot hold requests; defaults: 10 connections, 5 s to get one,
   * 15 s per statement.
   */
  dbPoolMax?: number;
  dbConnectTimeoutMs?: number;
  dbStatementTimeoutMs?: number;
  /** Count the statements of each request (benchmarks only; src/db/statement-count.ts). */
  countStatements?: boolean;
  /** PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (the tests' migrated snapshot). */
  pgliteLoadDataDir?: Blob;
}

/** The node-postgres pool behind a PostgreSQL `Database` (the app reads its queue to shed load). */
export const poolOf = new WeakMap<Database, pg.Pool>();

/**
 * An idle pooled connection that fails (the server restarts, the network drops) makes the pool emit
 * 'error'; with no listener Node would crash the whole API. The pool drops that client and opens a new
 * one for the next query, so logging is all there is to do.
 */
export function watchPoolErrors(
  pool: Pick<pg.Pool, 'on'>,
  log: (message: string) => void = (m) => process.stderr.write(`${m}\n`),
): void {
  pool.on('error', (error: Error) => log(`[db] idle PostgreSQL connection failed: ${error.message}`));
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const statementTimeout = options.dbStatementTimeoutMs ?? 15_000;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.dbPoolMax ?? 10,
      // A request waits this long for a free connection (or a connect to a stalled server), then fails (503).
      connectionTimeoutMillis: options.dbConnectTimeoutMs ?? 5_000,
      // The server cancels a statement or an idle open transaction after this; the client gives up a bit later.
      statement_timeout: statementTimeout,
      idle_in_transaction_session_timeout: statementTimeout * 2,
      query_timeout: statementTimeout + 2_000,
      // Statements with values run as named prepared statements, parsed and planned once per connection (db/prepared).
      Client: PreparingClient,
    });
    watchPoolErrors(pool);
    const db = drizzlePg(pool, options.countStatements ? { logger: statementCounter } : {});
    const database: Database = {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
    poolOf.set(database, pool);
    return database;
  }
  if (!options.pgliteDataDir.startsWith('memory://')) mkdirSync(options.pgliteDataDir, { recursive: true });
  const client = new PGlite(
    options.pgliteDataDir,
    options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {},
  );
  const db = drizzlePglite(client, options.countStatements ? { logger: statementCounter } : {});
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/** Number of migration files in the repo vs. rows in drizzle's journal table: readiness needs them equal. */
export async function pendingMigrations(db: Db): Promise<number> {
  const { readdirSync } = await import('node:fs');
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
  try {
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    return Math.max(0, files - applied);
  } catch {
    return files;
  }
}
