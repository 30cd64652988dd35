/**
 * @jest-environment ./src/api/fetch-jsdom-environment.cjs
 */
// Early data (ADR 026): the HTML's script starts a page's calls with the stored session; the API client takes each
// answer once, only for the same session and language and while it is fresh; anything else is asked for again.
import type { AuthUser } from '../contracts';
import { AUTH_USER_KEY } from '../domain';
import { EARLY_DATA_GLOBAL, EARLY_DATA_MAX_AGE_MS, earlyDataKey, earlyDataScript } from '../routes';
import { authStore, localeStore } from '../stores';
import { api } from './client';

const partner = {
  id: 7,
  user_type: 'SUPPLIER',
  email: 'p@example.pt',
  first_name: 'P',
  last_name: 'Q',
  api_token: 'tok-partner',
} as unknown as AuthUser;
let fetched: { url: string; headers: Headers }[];

beforeEach(() => {
  fetched = [];
  delete (window as unknown as Record<string, unknown>)[EARLY_DATA_GLOBAL];
  localStorage.clear();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init,
    );
    fetched.push({ url: new URL(request.url).pathname + new URL(request.url).search, headers: request.headers });
    return new Response(JSON.stringify({ status: true, content: { n: fetched.length } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as unknown as typeof fetch;
});

const runScript = (calls: string[], roles: string[], locale: 'en' | 'pt' = 'en') =>
  new Function(earlyDataScript(calls, roles, locale))();

describe('the early-data script', () => {
  it("starts the page's calls with the stored session and the page's language", () => {
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(partner));
    runScript(['/api/dashboard/home', '/api/x?b=2&a=1'], ['SUPPLIER'], 'pt');
    expect(fetched.map((f) => f.url)).toEqual(['/api/dashboard/home', '/api/x?b=2&a=1']);
    expect(fetched[0]!.headers.get('authorization')).toBe('Bearer tok-partner');
    expect(fetched[0]!.headers.get('accept-language')).toBe('pt');
  });

  it('starts nothing without a session, for another role, or with a broken session', () => {
    runScript(['/api/dashboard/home'], ['SUPPLIER']);
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify({ ...partner, user_type: 'SUPER' }));
    runScript(['/api/dashboard/home'], ['SUPPLIER']);
    localStorage.setItem(AUTH_USER_KEY, '{not json');
    expect(() => runScript(['/api/dashboard/home'], ['SUPPLIER'])).not.toThrow();
    expect(fetched).toEqual([]);
  });
});

describe('the API client and early answers', () => {
  beforeEach(() => {
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(partner));
    authStore.setState({ user: partner, impersonating: null });
    localeStore.setState({ locale: 'en' });
  });

  it('takes an early answer once, whatever the order of its query', async () => {
    runScript(['/api/x?b=2&a=1'], ['SUPPLIER']);
    expect(fetched).toHaveLength(1);
    expect(await api.get('x', { searchParams: { a: 1, b: 2 } })).toMatchObject({
      ok: true,
      data: { content: { n: 1 } },
    });
    expect(fetched).toHaveLength(1);
    // Used once: the next read asks the API.
    expect(await api.get('x', { searchParams: { a: 1, b: 2 } })).toMatchObject({
      ok: true,
      data: { content: { n: 2 } },
    });
  });

  it('asks again for another session, another language or a stale answer', async () => {
    runScript(['/api/x'], ['SUPPLIER']);
    authStore.setState({ user: { ...partner, api_token: 'tok-other' } });
    await api.get('x');
    expect(fetched).toHaveLength(2);

    authStore.setState({ user: partner });
    runScript(['/api/y'], ['SUPPLIER']);
    localeStore.setState({ locale: 'pt' });
    await api.get('y');
    expect(fetched.map((f) => f.url)).toEqual(['/api/x', '/api/x', '/api/y', '/api/y']);

    localeStore.setState({ locale: 'en' });
    runScript(['/api/z'], ['SUPPLIER']);
    const early = (window as unknown as Record<string, { at: number }>)[EARLY_DATA_GLOBAL]!;
    early.at -= EARLY_DATA_MAX_AGE_MS + 1;
    await api.get('z');
    expect(fetched.filter((f) => f.url === '/api/z')).toHaveLength(2);
  });

  it('asks again when the early answer failed', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 503 }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ status: true, content: 'fresh' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ) as unknown as typeof fetch;
    runScript(['/api/x'], ['SUPPLIER']);
    expect(await api.get('x')).toMatchObject({ ok: true, data: { content: 'fresh' } });
  });

  it('keys a call by its path and sorted query', () => {
    expect(earlyDataKey('/api/x?b=2&a=1')).toBe('/api/x?a=1&b=2');
    expect(earlyDataKey('http://host/api/x')).toBe('/api/x');
    expect(earlyDataKey('/api/c?status=a%2Cb')).toBe(earlyDataKey('/api/c?status=a,b'));
  });
});
