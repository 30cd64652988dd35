// Two API instances over one database, as docker-compose runs them: a clear of the catalogue cache on one (a write that
// changed the public catalogue) empties the other's at once through Redis; without REDIS_URL each keeps to itself.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { LocalStorage } from '../../plugins/storage';
import { buildTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function instance(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', SEED: 'off', DATA_DIR: t.dataDir, LOG_LEVEL: 'silent', ...env });
  const app = await buildApp(config, {
    database: t.database,
    storage: new LocalStorage(config.uploadsDir),
    docsUi: false,
  });
  await app.ready();
  return app;
}

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const clears = (app: FastifyInstance) => Number(app.catalogueCache.version.split('.')[1]);

it('a clear on one instance empties the other one’s cache through Redis, each way, once', async () => {
  const env = { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `mp-test-${randomBytes(4).toString('hex')}:` };
  const one = await instance(env);
  const two = await instance(env);
  try {
    await one.catalogueCache.get('listing', async () => 'old');
    expect(await two.catalogueCache.get('listing', async () => 'old')).toBe('old');
    const before = { one: clears(one), two: clears(two) };

    one.catalogueCache.clear();
    expect(one.catalogueCache.size).toBe(0);
    await until(() => two.catalogueCache.size === 0, 'the other instance cleared');
    expect(await two.catalogueCache.get('listing', async () => 'new')).toBe('new');
    expect(clears(two)).toBe(before.two + 1);
    // Its own announcement comes back to the instance that cleared, and changes nothing there.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(clears(one)).toBe(before.one + 1);

    await one.catalogueCache.get('listing', async () => 'new');
    two.catalogueCache.clear();
    await until(() => one.catalogueCache.size === 0, 'the first instance cleared');
  } finally {
    await one.close();
    await two.close();
  }
});

it('without REDIS_URL an instance clears only its own cache (one instance, or answers up to three TTLs old elsewhere)', async () => {
  const one = await instance({});
  const two = await instance({});
  try {
    await two.catalogueCache.get('listing', async () => 'old');
    one.catalogueCache.clear();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(two.catalogueCache.size).toBe(1);
  } finally {
    await one.close();
    await two.close();
  }
});
