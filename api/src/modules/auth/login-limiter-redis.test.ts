// The login limiter on Redis (several API instances share it): the count taken before a password is checked is one
// Lua script, so parallel attempts through any instance cannot pass the check together.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { LoginLimiter, RedisCounterStore } from './login-limiter';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `mp-test-${randomBytes(4).toString('hex')}:login:`;
const stores: RedisCounterStore[] = [];
/** One limiter per "API instance", each with its own connection to the same Redis. */
const instance = (limit = 10) => {
  const store = new RedisCounterStore(new Redis(REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 }), prefix);
  stores.push(store);
  return new LoginLimiter(store, limit);
};

afterAll(async () => {
  const cleaner = new Redis(REDIS_URL);
  const keys = await cleaner.keys(`${prefix}*`);
  if (keys.length) await cleaner.del(...keys);
  cleaner.disconnect();
  await Promise.all(stores.map((s) => s.close()));
});

it('lets only the free tries through when 40 attempts on one account arrive at once over two instances', async () => {
  const [a, b] = [instance(10), instance(10)];
  const waits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('1.1.1.1', 'redis@x.pt')));
  expect(waits.filter((w) => w === 0)).toHaveLength(a.freeTries);
  expect(Math.min(...waits.filter((w) => w > 0))).toBeGreaterThan(0);
});

it('holds the limit of an IP spread over many accounts, and a success gives its place back', async () => {
  const [a, b] = [instance(10), instance(10)];
  const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).take('2.2.2.2', `u${i}@x.pt`)));
  expect(spread.filter((w) => w === 0)).toHaveLength(10);

  const c = instance(2);
  for (let i = 0; i < 5; i++) {
    expect(await c.take('3.3.3.3', `ok${i}@x.pt`)).toBe(0);
    await c.succeeded('3.3.3.3', `ok${i}@x.pt`);
  }
});
