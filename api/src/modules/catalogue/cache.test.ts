// The catalogue cache's promises: a fresh hit costs nothing, concurrent misses share one computation, an expired
// answer is served while one refresh runs, and clear() wins over a refresh that started before it.
import { TtlCache } from './cache';

describe('TtlCache', () => {
  it('computes once for concurrent misses and reuses the answer while fresh', async () => {
    let now = 0;
    const cache = new TtlCache(1000, 2000, 100, () => now);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return calls;
    };
    const answers = await Promise.all([cache.get('k', compute), cache.get('k', compute), cache.get('k', compute)]);
    expect(answers).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', compute)).toBe(1);
    expect(calls).toBe(1);
  });

  it('serves a stale answer while one background refresh runs, then the new one', async () => {
    let now = 0;
    const cache = new TtlCache(1000, 2000, 100, () => now);
    let value = 'old';
    await cache.get('k', async () => value);
    now = 1500;
    value = 'new';
    expect(await cache.get('k', async () => value)).toBe('old');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k', async () => 'never')).toBe('new');
    now = 1500 + 1000 + 2000 + 1;
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('a refresh that started before clear() does not store its answer', async () => {
    const cache = new TtlCache(1000);
    let release: () => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('before'))));
    cache.clear();
    release();
    expect(await slow).toBe('before');
    expect(await cache.get('k', async () => 'after')).toBe('after');
  });
});
