// The API-backed validity checks (spec §2: failure gives 404): cached yes/no answers, shared concurrent lookups,
// and fail-open on API errors.
import { apiValidityChecks } from './validity';

function fakeApi(answers: Record<string, number>) {
  const seen: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = String(input);
    seen.push(url);
    const path = new URL(url).pathname;
    const status = answers[path];
    if (status === undefined) throw new Error('connection refused');
    return new Response('{}', { status });
  }) as typeof fetch;
  return { seen, fetchFn };
}

describe('apiValidityChecks', () => {
  it('200 means the slug exists, 404 that it does not; both are cached for the TTL', async () => {
    let now = 1_000;
    const api = fakeApi({ '/api/services/known': 200, '/api/services/gone': 404, '/api/partners/acme': 200 });
    const checks = apiValidityChecks('http://api.test/', { fetch: api.fetchFn, now: () => now, ttlMs: 30_000 });
    const ctx = (slug: string) => ({ params: { slug }, locale: 'en' as const });
    expect(await checks['service-slug'](ctx('known'))).toBe(true);
    expect(await checks['service-slug'](ctx('gone'))).toBe(false);
    expect(await checks['partner-slug'](ctx('acme'))).toBe(true);
    expect(await checks['partner-slug'](ctx('gone'))).toBe(true); // unknown to the fake API: network error → page
    await checks['service-slug'](ctx('known'));
    await checks['service-slug'](ctx('gone'));
    expect(api.seen.filter((u) => u.includes('/services/'))).toEqual(['http://api.test/api/services/known?light=1', 'http://api.test/api/services/gone?light=1']);
    now += 30_001;
    await checks['service-slug'](ctx('gone'));
    expect(api.seen.filter((u) => u.endsWith('/services/gone?light=1'))).toHaveLength(2);
  });

  it('does not cache failures, so a recovered API is asked again', async () => {
    const api = fakeApi({ '/api/services/flaky': 503 });
    const checks = apiValidityChecks('http://api.test', { fetch: api.fetchFn });
    const ctx = { params: { slug: 'flaky' }, locale: 'pt' as const };
    expect(await checks['service-slug'](ctx)).toBe(true);
    expect(await checks['service-slug'](ctx)).toBe(true);
    expect(api.seen).toHaveLength(2);
  });

  it('shares one API call between concurrent first visits and encodes the slug', async () => {
    const api = fakeApi({ '/api/services/caf%C3%A9': 200 });
    const checks = apiValidityChecks('http://api.test', { fetch: api.fetchFn });
    const results = await Promise.all(Array.from({ length: 10 }, () => checks['service-slug']({ params: { slug: 'café' }, locale: 'en' })));
    expect(results.every(Boolean)).toBe(true);
    expect(api.seen).toEqual(['http://api.test/api/services/caf%C3%A9?light=1']);
  });
});
