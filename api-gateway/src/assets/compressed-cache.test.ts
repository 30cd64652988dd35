import { brotliDecompressSync } from 'node:zlib';
import { CompressedCache, pickEncoding } from './compressed-cache';

describe('pickEncoding (issue 2 item 6: br/gzip compression)', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('CompressedCache', () => {
  it('misses first, compresses in the background, then serves bytes that decompress to the file', async () => {
    const cache = new CompressedCache();
    const file = Buffer.from('console.log("hello");\n'.repeat(200));
    let reads = 0;
    const read = async () => (reads++, file);
    expect(cache.get('a.js:1:2', 'br', read)).toBeUndefined();
    expect(cache.get('a.js:1:2', 'br', read)).toBeUndefined();
    await cache.idle();
    const packed = cache.get('a.js:1:2', 'br', read);
    expect(packed && brotliDecompressSync(packed).equals(file)).toBe(true);
    expect(reads).toBe(1);
  });

  it('evicts the oldest entries beyond its byte budget', async () => {
    const cache = new CompressedCache(200);
    const noise = (seed: number) => async () => Buffer.from(Array.from({ length: 150 }, (_v, i) => (i * seed * 7919) % 251));
    cache.get('one', 'gzip', noise(3));
    await cache.idle();
    cache.get('two', 'gzip', noise(5));
    await cache.idle();
    expect(cache.get('two', 'gzip', noise(5))).toBeDefined();
    expect(cache.get('one', 'gzip', noise(3))).toBeUndefined();
  });
});
