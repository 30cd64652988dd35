// ADR 032: what the gateway's shared cache may keep, for how long, and when it lets go.
import { bypassesSharedCache, sharedFreshnessMs, SharedAnswers, sharedKey } from './shared-answers';

const answer = (text: string) => ({
  statusCode: 200,
  headers: ['content-type', 'application/json'],
  contentType: 'application/json',
  body: Buffer.from(text),
});

describe('sharedFreshnessMs (RFC 9111, read from the API’s own headers)', () => {
  it('keeps a public answer for its s-maxage, whatever max-age tells browsers', () => {
    expect(sharedFreshnessMs('public, max-age=0, s-maxage=1', 'Accept-Language')).toBe(1000);
    expect(sharedFreshnessMs('s-maxage=3', undefined)).toBe(3000);
    expect(sharedFreshnessMs('public, s-maxage="2"', 'accept-language, Accept-Encoding')).toBe(2000);
  });

  it('keeps nothing without an s-maxage above 0, or when the answer is private, no-store or no-cache', () => {
    for (const value of [
      undefined,
      '',
      'public',
      'public, max-age=60',
      's-maxage=0',
      's-maxage=abc',
      'private, s-maxage=1',
      'no-store, s-maxage=1',
      'no-cache, s-maxage=1',
    ]) {
      expect(sharedFreshnessMs(value, undefined)).toBe(0);
    }
  });

  it('keeps nothing that varies on a header the key does not hold (Authorization, Cookie, *)', () => {
    for (const vary of ['Authorization', 'Accept-Language, Cookie', '*'])
      expect(sharedFreshnessMs('public, s-maxage=1', vary)).toBe(0);
  });
});

describe('bypassesSharedCache', () => {
  it('sends a request that asks for no-cache or no-store (or Pragma: no-cache) to the API', () => {
    expect(bypassesSharedCache('no-cache', undefined)).toBe(true);
    expect(bypassesSharedCache('max-age=0, no-store', undefined)).toBe(true);
    expect(bypassesSharedCache(undefined, 'no-cache')).toBe(true);
    expect(bypassesSharedCache(undefined, undefined)).toBe(false);
    expect(bypassesSharedCache('max-age=0', undefined)).toBe(false);
  });
});

describe('SharedAnswers', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('answers a key while fresh, with its age, and not after', () => {
    const kept = new SharedAnswers(1024, clock);
    const key = sharedKey('/api/services?page=2', 'pt-PT,pt;q=0.9');
    kept.set(key, answer('{"a":1}'), 1000);
    now += 400;
    expect(kept.get(key)).toMatchObject({ statusCode: 200, ageSeconds: 0 });
    expect(kept.get(key)?.body.toString()).toBe('{"a":1}');
    expect(kept.get(sharedKey('/api/services?page=2', 'en'))).toBeNull();
    now += 600;
    expect(kept.get(key)).toBeNull();
    expect(kept.heldBytes).toBe(0);
  });

  it('drops the least recently used answers past its memory, and never keeps one larger than all of it', () => {
    const kept = new SharedAnswers(20, clock);
    kept.set('a', answer('0123456789'), 1000);
    kept.set('b', answer('0123456789'), 1000);
    kept.get('a');
    kept.set('c', answer('0123456789'), 1000);
    expect(kept.get('b')).toBeNull();
    expect(kept.get('a')).not.toBeNull();
    expect(kept.get('c')).not.toBeNull();
    kept.set('d', answer('x'.repeat(21)), 1000);
    expect(kept.get('d')).toBeNull();
    expect(kept.heldBytes).toBe(20);
  });

  it('keeps its own copy of the body and the header lines', () => {
    const kept = new SharedAnswers(1024, clock);
    const original = answer('{"a":1}');
    kept.set('k', original, 1000);
    original.body.write('{"b"');
    original.headers.push('x-added', 'later');
    expect(kept.get('k')?.body.toString()).toBe('{"a":1}');
    expect(kept.get('k')?.headers).toEqual(['content-type', 'application/json']);
  });

  it('empties itself on a newer catalogue version, and refuses the word of an answer tagged older', () => {
    const kept = new SharedAnswers(1024, clock);
    expect(kept.noteVersion('api1.0')).toBe(true);
    kept.set('k', answer('{}'), 1000);
    // The same version, or none at all (an answer that is not about the catalogue): nothing changes.
    expect(kept.noteVersion('api1.0')).toBe(true);
    expect(kept.noteVersion(undefined)).toBe(true);
    expect(kept.get('k')).not.toBeNull();
    // Another API process (a second replica, or this one restarted): its first word empties the cache once.
    expect(kept.noteVersion('api2.0')).toBe(true);
    expect(kept.get('k')).toBeNull();
    kept.set('k', answer('{}'), 1000);
    // A write on the first process changed the catalogue.
    expect(kept.noteVersion('api1.1')).toBe(true);
    expect(kept.get('k')).toBeNull();
    // An answer computed before that change must not be kept.
    expect(kept.noteVersion('api1.0')).toBe(false);
    expect(kept.noteVersion('garbage')).toBe(true);
  });
});
