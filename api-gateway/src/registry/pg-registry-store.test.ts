// The registry in PostgreSQL (ADR 011): two gateways on one database serve the same live versions, and a
// deploy or rollback made through one (the deploy CLI with DATABASE_URL) is seen by the other within a second.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { runCli, type CliIo } from '../cli/remote';
import { makeFixture, makeRemoteBuild, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';
import { beacon, pageFacts } from '../test-support/canary';
import { PgRegistryStore } from './pg-registry-store';
import { activateVersion } from './registry-store';

const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `mp_gw_registry_${randomBytes(5).toString('hex')}`;
let databaseUrl: string;

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
});
afterAll(async () => {
  await admin(`drop database if exists ${dbName} with (force)`);
});

const version = (n: number) => ({
  version: `2026010100000${n}-0000000${n}`,
  deployedAt: '2026-01-01T00:00:00.000Z',
  hash: `0000000${n}`,
});
const now = new Date('2026-01-01T00:00:00Z');

/** Polls `read` until it returns `expected` (or gives up after `ms`), answering how long it took. */
async function seenWithin<T>(read: () => Promise<T>, expected: T, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms: still ${String(await read())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('PgRegistryStore', () => {
  it('starts when eight gateways start at once on a database without the registry table', async () => {
    const fresh = `${dbName}_start`;
    await admin(`create database ${fresh}`);
    const url = new URL(serverUrl);
    url.pathname = `/${fresh}`;
    const table = new pg.Client({ connectionString: url.toString() });
    await table.connect();
    try {
      // Each round starts from no table; the creations race when the starts overlap.
      for (let round = 0; round < 10; round++) {
        await table.query('drop table if exists gateway_remote_registry');
        const stores = Array.from({ length: 8 }, () => new PgRegistryStore(url.toString()));
        try {
          const states = await Promise.all(stores.map((s) => s.read()));
          expect(states.map((state) => Object.keys(state.remotes).length)).toEqual(Array(8).fill(0));
        } finally {
          await Promise.all(stores.map((s) => s.close()));
        }
      }
    } finally {
      await table.end();
      await admin(`drop database if exists ${fresh} with (force)`);
    }
  });

  it('loses no update when two stores deploy at once, and a third sees every change', async () => {
    const stores = [
      new PgRegistryStore(databaseUrl),
      new PgRegistryStore(databaseUrl),
      new PgRegistryStore(databaseUrl),
    ];
    try {
      await Promise.all([
        stores[0]!.update((s) => activateVersion(s, 'mf-catalogue', version(1), now)),
        stores[1]!.update((s) => activateVersion(s, 'mf-checkout', version(2), now)),
      ]);
      await seenWithin(
        async () => (await stores[2]!.read()).remotes['mf-checkout']?.live ?? null,
        version(2).version,
        1000,
      );
      const state = await stores[2]!.read();
      expect(state.remotes['mf-catalogue']?.live).toBe(version(1).version);
    } finally {
      await Promise.all(stores.map((s) => s.close()));
    }
  });
});

describe('two gateways on one registry', () => {
  let fx: Fixture;
  const gateways: FastifyInstance[] = [];
  const bases: string[] = [];
  const io: CliIo = { out: () => undefined, err: () => undefined, build: () => 0 };

  beforeAll(async () => {
    fx = await makeFixture();
    fx.config.databaseUrl = databaseUrl;
    for (let i = 0; i < 2; i += 1) {
      const gateway = await buildApp({ ...fx.config, logLevel: 'silent' });
      gateways.push(gateway);
      bases.push(await listen(gateway));
    }
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await fx.cleanup();
  });

  const liveOn = async (base: string): Promise<string | null> => {
    const res = await request(base, '/registry/remotes.json');
    const body = res.json() as { remotes: Record<string, { version: string } | undefined> };
    return body.remotes['mf-checkout']?.version ?? null;
  };

  it('a deploy and a rollback through the CLI reach both gateways within a second', async () => {
    const first = await makeRemoteBuild(fx.root, 'mf-checkout', { marker: 'first' });
    expect(await runCli(['deploy', 'mf-checkout', '--from', first], fx.config, io)).toBe(0);
    const store = new PgRegistryStore(databaseUrl);
    const v1 = (await store.read()).remotes['mf-checkout']?.live ?? null;
    expect(v1).toBeTruthy();
    for (const base of bases) expect(await seenWithin(() => liveOn(base), v1, 1000)).toBeLessThan(1000);

    const second = await makeRemoteBuild(fx.root, 'mf-checkout', { marker: 'second' });
    expect(await runCli(['deploy', 'mf-checkout', '--from', second], fx.config, io)).toBe(0);
    const v2 =
      (
        await (async () => {
          await seenWithin(async () => ((await store.read()).remotes['mf-checkout']?.live ?? null) !== v1, true, 1000);
          return store.read();
        })()
      ).remotes['mf-checkout']?.live ?? null;
    expect(v2).not.toBe(v1);
    for (const base of bases) await seenWithin(() => liveOn(base), v2, 1000);

    expect(await runCli(['rollback', 'mf-checkout'], fx.config, io)).toBe(0);
    for (const base of bases) await seenWithin(() => liveOn(base), v1, 1000);
    await store.close();
  });
});

describe('two gateways and a canary', () => {
  let fx: Fixture;
  const gateways: FastifyInstance[] = [];
  const bases: string[] = [];
  const logs: string[] = [];
  const io: CliIo = { out: () => undefined, err: () => undefined, build: () => 0 };
  const REMOTE = 'mf-catalogue';

  beforeAll(async () => {
    fx = await makeFixture();
    // A database of their own: the other describe's gateways must not see this canary.
    const name = `${dbName}_canary`;
    await admin(`create database ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    fx.config.databaseUrl = url.toString();
    fx.config.countsFlushMs = 50;
    for (let i = 0; i < 2; i += 1) {
      const gateway = await buildApp(
        { ...fx.config },
        { logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } } },
      );
      gateways.push(gateway);
      bases.push(await listen(gateway));
    }
  });
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await fx.cleanup();
    await admin(`drop database if exists ${dbName}_canary with (force)`);
  });

  it('agree on the canary, put one visitor on the same side, add up the counts, and both see the automatic rollback', async () => {
    expect(
      await runCli(
        ['deploy', REMOTE, '--from', await makeRemoteBuild(fx.root, REMOTE, { marker: 'live' })],
        fx.config,
        io,
      ),
    ).toBe(0);
    const build = await makeRemoteBuild(fx.root, REMOTE, { marker: 'canary' });
    expect(
      await runCli(
        ['canary', REMOTE, '--from', build, '--percent', '50', '--min-loads', '6', '--margin', '20'],
        fx.config,
        io,
      ),
    ).toBe(0);
    const store = new PgRegistryStore(fx.config.databaseUrl!);
    try {
      const { live, canary } = (await store.read()).remotes[REMOTE]!;
      expect(canary?.percent).toBe(50);
      for (const base of bases)
        await seenWithin(
          async () => pageFacts(await request(base, '/experiences')).report[REMOTE] ?? false,
          true,
          1000,
        );

      // A visitor whose cookie one gateway set is on the same side on the other, page after page.
      for (let i = 0; i < 20; i++) {
        const first = pageFacts(await request(bases[i % 2]!, '/experiences'));
        for (let j = 0; j < 3; j++) {
          const again = pageFacts(
            await request(bases[(i + j + 1) % 2]!, '/experiences', { headers: { cookie: first.cookie! } }),
          );
          expect(again.versions[REMOTE]).toBe(first.versions[REMOTE]);
        }
      }

      // Beacons split between the gateways add up in the one row; both gateways' lists agree.
      for (let i = 0; i < 5; i++) {
        expect((await beacon(bases[i % 2]!, [[REMOTE, canary!.version, 1, i < 2 ? 1 : 0]])).status).toBe(204);
        expect((await beacon(bases[(i + 1) % 2]!, [[REMOTE, live!, 1, 0]])).status).toBe(204);
      }
      // jsonb keeps keys in its own order: compare the counts version by version.
      const counts = async () => {
        const c = (await store.read()).remotes[REMOTE]?.canary?.counts ?? {};
        return `${c[live!]?.loads}/${c[live!]?.failures} ${c[canary!.version]?.loads}/${c[canary!.version]?.failures}`;
      };
      const expected = '5/0 5/2';
      await seenWithin(counts, expected, 2000);
      const lists: string[] = [];
      for (let i = 0; i < 2; i++) {
        const lines: string[] = [];
        expect(await runCli(['list'], fx.config, { ...io, out: (l) => lines.push(l) })).toBe(0);
        lists.push(lines.filter((l) => l.includes('loads')).join('\n'));
      }
      expect(lists[0]).toContain(`canary ${canary!.version}: 5 loads, 2 failed (40.0%)`);
      expect(lists[1]).toBe(lists[0]);

      // The sixth canary load fails too: 3 of 6 is 50%, more than 20 points above live's 0%; both gateways stop serving it.
      expect((await beacon(bases[1]!, [[REMOTE, canary!.version, 1, 1]])).status).toBe(204);
      for (const base of bases) {
        await seenWithin(
          async () => pageFacts(await request(base, '/experiences')).report[REMOTE] ?? null,
          false,
          2000,
        );
        for (let i = 0; i < 20; i++) {
          const facts = pageFacts(await request(base, '/experiences'));
          expect(facts).toMatchObject({ versions: { [REMOTE]: live }, report: { [REMOTE]: false }, cookie: null });
        }
      }
      expect((await store.read()).remotes[REMOTE]?.lastCanary).toMatchObject({
        outcome: 'rolled-back-automatically',
        counts: { [canary!.version]: { loads: 6, failures: 3 } },
      });
      expect(logs.filter((l) => l.includes('rolled back mf-catalogue')).length).toBe(1);
    } finally {
      await store.close();
    }
  }, 30_000);
});
