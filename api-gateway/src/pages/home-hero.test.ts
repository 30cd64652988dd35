import { apiHomeHero, parseHomeHero } from './home-hero';

const answer = (content: Record<string, unknown>) => JSON.stringify({ status: true, content });
const pt = {
  language: 'pt',
  title: 'Olá',
  subtitle: 'Tudo aqui.',
  image_url: '/shell/heroes/home.svg',
  custom_image: false,
};

describe('parseHomeHero', () => {
  it("takes the API's shape in the asked language, with a same-site picture only", () => {
    expect(parseHomeHero(answer(pt), 'pt')).toEqual(pt);
    expect(parseHomeHero(answer(pt), 'en')).toBeUndefined();
    expect(parseHomeHero(answer({ ...pt, image_url: '//evil.example/x.png' }), 'pt')).toBeUndefined();
    expect(parseHomeHero(answer({ ...pt, image_url: 'https://evil.example/x.png' }), 'pt')).toBeUndefined();
    expect(parseHomeHero(answer({ ...pt, title: '  ' }), 'pt')).toBeUndefined();
    expect(parseHomeHero('not json', 'pt')).toBeUndefined();
  });
});

describe('apiHomeHero', () => {
  it('asks the API in the page language, keeps the answer a moment, and shares one call between concurrent visits', async () => {
    let now = 0;
    const calls: { url: string; language: string | null }[] = [];
    // A recording fake (the gateway's Jest runs as ES modules: no `jest` global).
    const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), language: new Headers(init?.headers).get('accept-language') });
      return new Response(answer({ ...pt, title: `Olá ${calls.length}` }), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const source = apiHomeHero('http://api.local/', { fetch, now: () => now, ttlMs: 1000 });
    const [a, b] = await Promise.all([source.get('pt'), source.get('pt')]);
    expect(a?.title).toBe('Olá 1');
    expect(b).toEqual(a);
    expect(calls).toEqual([{ url: 'http://api.local/api/website/home', language: 'pt' }]);
    now = 999;
    expect((await source.get('pt'))?.title).toBe('Olá 1');
    now = 1001;
    expect((await source.get('pt'))?.title).toBe('Olá 2');
  });

  it('gives undefined (the built-in words) when the API fails, is down or answers something else', async () => {
    const down = apiHomeHero('http://api.local', {
      fetch: (async () => {
        throw new Error('ECONNREFUSED');
      }) as unknown as typeof fetch,
    });
    expect(await down.get('en')).toBeUndefined();
    const failing = apiHomeHero('http://api.local', {
      fetch: (async () => new Response('{}', { status: 500 })) as unknown as typeof fetch,
    });
    expect(await failing.get('en')).toBeUndefined();
  });
});
