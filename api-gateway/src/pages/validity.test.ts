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
    expect(api.seen.filter((u) => u.includes('/services/'))).toEqual([
      'http://api.test/api/services/known?light=1',
      'http://api.test/api/services/gone?light=1',
    ]);
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
    const results = await Promise.all(
      Array.from({ length: 10 }, () => checks['service-slug']({ params: { slug: 'café' }, locale: 'en' })),
    );
    expect(results.every(Boolean)).toBe(true);
    expect(api.seen).toEqual(['http://api.test/api/services/caf%C3%A9?light=1']);
  });

  it('keeps what a 200 says about the page (name and same-site picture), per locale, for the first paint', async () => {
    const seen: { url: string; language: string | null }[] = [];
    const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
      const language = new Headers(init?.headers).get('accept-language');
      seen.push({ url: String(input), language });
      const name = language === 'pt' ? 'Passeio em Sintra' : 'Sintra tour';
      const image = String(input).includes('evil')
        ? 'https://evil.example/x.png'
        : '/api/files/seed/services/sintra/1.svg';
      return new Response(
        JSON.stringify({ status: true, content: { id: 1, slug: 'sintra', name, image_url: image } }),
        { status: 200 },
      );
    }) as typeof fetch;
    const checks = apiValidityChecks('http://api.test', { fetch: fetchFn });
    expect(checks.facts('service-slug', 'sintra', 'en')).toBeUndefined();
    await checks['service-slug']({ params: { slug: 'sintra' }, locale: 'en' });
    await checks['service-slug']({ params: { slug: 'sintra' }, locale: 'pt' });
    expect(seen.map((s) => s.language)).toEqual(['en', 'pt']);
    expect(checks.facts('service-slug', 'sintra', 'en')).toEqual({
      heading: 'Sintra tour',
      image: '/api/files/seed/services/sintra/1.svg',
    });
    expect(checks.facts('service-slug', 'sintra', 'pt')?.heading).toBe('Passeio em Sintra');
    await checks['service-slug']({ params: { slug: 'evil' }, locale: 'en' });
    expect(checks.facts('service-slug', 'evil', 'en')).toEqual({ heading: 'Sintra tour' });
    // A category page opens with its name and no picture of its own.
    expect(await checks['category-slug']({ params: { slug: 'sintra' }, locale: 'pt' })).toBe(true);
    expect(seen.at(-1)?.url).toBe('http://api.test/api/categories/sintra');
    expect(checks.facts('category-slug', 'sintra', 'pt')).toEqual({ heading: 'Passeio em Sintra' });
  });
});
