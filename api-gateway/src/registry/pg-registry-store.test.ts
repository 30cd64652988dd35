// The registry in PostgreSQL (issue 16 item 5): two gateways on one database serve the same live versions, and a
// deploy or rollback made through one (the deploy CLI with DATABASE_URL) is seen by the other within a second.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { runCli, type CliIo } from '../cli/remote';
import { makeFixture, makeRemoteBuild, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';
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

const version = (n: number) => ({ version: `2026010100000${n}-0000000${n}`, deployedAt: '2026-01-01T00:00:00.000Z', hash: `0000000${n}` });
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
  it('loses no update when two stores deploy at once, and a third sees every change', async () => {
    const stores = [new PgRegistryStore(databaseUrl), new PgRegistryStore(databaseUrl), new PgRegistryStore(databaseUrl)];
    try {
      await Promise.all([
        stores[0]!.update((s) => activateVersion(s, 'mf-catalogue', version(1), now)),
        stores[1]!.update((s) => activateVersion(s, 'mf-checkout', version(2), now)),
      ]);
      await seenWithin(async () => (await stores[2]!.read()).remotes['mf-checkout']?.live ?? null, version(2).version, 1000);
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
    const v2 = (await (async () => {
      await seenWithin(async () => ((await store.read()).remotes['mf-checkout']?.live ?? null) !== v1, true, 1000);
      return store.read();
    })()).remotes['mf-checkout']?.live ?? null;
    expect(v2).not.toBe(v1);
    for (const base of bases) await seenWithin(() => liveOn(base), v2, 1000);

    expect(await runCli(['rollback', 'mf-checkout'], fx.config, io)).toBe(0);
    for (const base of bases) await seenWithin(() => liveOn(base), v1, 1000);
    await store.close();
  });
});
