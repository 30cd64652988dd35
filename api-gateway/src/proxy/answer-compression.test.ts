// The API's small answers compressed once per distinct answer (ADR 025): the negotiation follows
// @fastify/compress, and a kept copy is served only for the very bytes it was made from.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, CompressedAnswers } from './answer-compression';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['*;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('CompressedAnswers', () => {
  const answer = (text: string) => Buffer.from(JSON.stringify({ data: text.repeat(200) }));

  it('compresses once and serves the kept copy for the same bytes only', () => {
    const store = new CompressedAnswers(1024 * 1024);
    const first = store.compressed('br', '/api/categories', answer('a'), true);
    expect(brotliDecompressSync(first).equals(answer('a'))).toBe(true);
    expect(store.compressed('br', '/api/categories', answer('a'), true)).toBe(first);
    // The API's answer changed (a partner's edit): compressed afresh, never the old bytes.
    const changed = store.compressed('br', '/api/categories', answer('b'), true);
    expect(brotliDecompressSync(changed).equals(answer('b'))).toBe(true);
    const gz = store.compressed('gzip', '/api/categories', answer('b'), true);
    expect(gunzipSync(gz).equals(answer('b'))).toBe(true);
  });

  it('keeps no copy of an answer meant for one user, and stays under its memory', () => {
    const store = new CompressedAnswers(20_000);
    const mine = store.compressed('br', '/api/me', answer('me'), false);
    expect(store.heldBytes).toBe(0);
    expect(store.compressed('br', '/api/me', answer('me'), false)).not.toBe(mine);
    for (let i = 0; i < 20; i++) store.compressed('gzip', `/api/services?page=${i}`, answer(String(i)), true);
    expect(store.heldBytes).toBeGreaterThan(0);
    expect(store.heldBytes).toBeLessThanOrEqual(20_000);
    // The most recent answers are the ones kept.
    const last = store.compressed('gzip', '/api/services?page=19', answer('19'), true);
    expect(store.compressed('gzip', '/api/services?page=19', answer('19'), true)).toBe(last);
  });
});
