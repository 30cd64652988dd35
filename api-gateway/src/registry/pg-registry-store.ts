// Registry in PostgreSQL, for several gateways behind one load balancer (ARCHITECTURE §2): one row holds the state;
// an update is a transaction with SELECT … FOR UPDATE (two deploys never lose each other's change) that ends with
// NOTIFY, so every gateway's LISTEN connection refreshes its cached copy at once. A poll every second is the safety
// net while the LISTEN connection is down, so a deploy or rollback is live everywhere within a second either way.
import pg from 'pg';
import { emptyRegistry, parseRegistry, type RegistryState, type RegistryStore } from './registry-store';

const CHANNEL = 'mp_remote_registry';
const POLL_MS = 1000;
const RECONNECT_MS = 2000;

const CREATE_TABLE = `create table if not exists gateway_remote_registry (
  id smallint primary key default 1 check (id = 1),
  state jsonb not null,
  version bigint not null default 1,
  updated_at timestamptz not null default now()
)`;

export interface PgRegistryStoreOptions {
  /** How often the cached copy is checked against the database when no notification arrives (ms). */
  pollMs?: number;
  log?: (message: string) => void;
}

export class PgRegistryStore implements RegistryStore {
  private readonly pool: pg.Pool;
  private cache: { version: number; state: RegistryState } | null = null;
  private ready: Promise<void> | null = null;
  private listener: pg.Client | null = null;
  private poll: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly options: PgRegistryStoreOptions = {},
  ) {
    this.pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 4,
      connectionTimeoutMillis: 5000,
      statement_timeout: 5000,
    });
    this.pool.on('error', (error) => this.log(`registry: idle PostgreSQL connection failed: ${error.message}`));
  }

  private log(message: string): void {
    (this.options.log ?? ((m: string) => process.stderr.write(`${m}\n`)))(message);
  }

  /**
   * Creates the table if it is missing. Gateways starting at once would race inside PostgreSQL's catalog ("type …
   * already exists", "duplicate key", "relation already exists", depending on the moment), so the creation runs
   * under a transaction-scoped advisory lock: one creates it, the others then find it made.
   */
  private async createTable(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query("select pg_advisory_xact_lock(hashtext('gateway_remote_registry'))");
      await client.query(CREATE_TABLE);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Creates the table once and starts listening; every call waits for the same start. */
  private start(): Promise<void> {
    this.ready ??= (async () => {
      await this.createTable();
      await this.refresh();
      await this.listen();
      this.poll = setInterval(
        () => void this.refresh().catch((error: Error) => this.log(`registry: refresh failed: ${error.message}`)),
        this.options.pollMs ?? POLL_MS,
      );
      this.poll.unref();
    })().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on(
      'notification',
      () => void this.refresh().catch((error: Error) => this.log(`registry: refresh failed: ${error.message}`)),
    );
    client.on('error', (error) => {
      this.log(`registry: LISTEN connection lost (${error.message}); polling until it is back`);
      this.listener = null;
      setTimeout(() => void this.listen().catch(() => undefined), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  /** Re-reads the row when its version moved (one cheap indexed read when nothing changed). */
  private async refresh(): Promise<void> {
    const { rows } = await this.pool.query<{ version: string; state: unknown }>(
      'select version, case when version = $1 then null else state end as state from gateway_remote_registry where id = 1',
      [this.cache?.version ?? -1],
    );
    const row = rows[0];
    if (!row) {
      this.cache = { version: 0, state: emptyRegistry() };
      return;
    }
    const version = Number(row.version);
    if (this.cache?.version === version) return;
    this.cache = { version, state: parseRegistry(row.state) };
  }

  async read(): Promise<RegistryState> {
    await this.start();
    return this.cache?.state ?? emptyRegistry();
  }

  async update(change: (state: RegistryState) => RegistryState): Promise<RegistryState> {
    await this.start();
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into gateway_remote_registry (id, state, version) values (1, $1, 0) on conflict (id) do nothing`,
        [JSON.stringify(emptyRegistry())],
      );
      const { rows } = await client.query<{ state: unknown }>(
        'select state from gateway_remote_registry where id = 1 for update',
      );
      const next = change(parseRegistry(rows[0]?.state));
      const saved = await client.query<{ version: string }>(
        'update gateway_remote_registry set state = $1, version = version + 1, updated_at = now() where id = 1 returning version',
        [JSON.stringify(next)],
      );
      await client.query(`notify ${CHANNEL}`);
      await client.query('commit');
      this.cache = { version: Number(saved.rows[0]?.version ?? 0), state: next };
      return next;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    await this.listener?.end().catch(() => undefined);
    await this.pool.end();
  }
}
