// Spec §2: "a route may carry a validity check; failure gives 404". The gateway must answer the
// right HTTP status before the shell runs, so it keeps one check per kind of route, answered by the
// API: a service slug exists when `GET /api/services/{slug}?light=1` (which records no view) answers
// 200, a partner slug when `GET /api/partners/{slug}?light=1` does, a category when `GET /api/categories/{slug}` does. Answers are kept for a short
// time so a page's TTFB does not wait on the API for every visit.
import type { RouteValidity } from '@mp/shared/routes';

export interface ValidityContext {
  params: Record<string, string>;
  locale: 'en' | 'pt';
}

/** Resolves true when the path names something that exists. Must not throw for a missing thing. */
export type ValidityCheck = (context: ValidityContext) => Promise<boolean>;

/** What the API's answer says about the page, for the server-drawn first paint: its heading and picture. */
export interface PageFacts {
  heading?: string;
  image?: string;
}

export type ValidityChecks = Record<RouteValidity, ValidityCheck>;

export interface ApiValidityOptions {
  /** How long a yes/no answer is reused (default 30 s). */
  ttlMs?: number;
  /** Give up on the API after this long and serve the page (default 1500 ms). */
  timeoutMs?: number;
  /** At most this many remembered slugs; the oldest are forgotten first. */
  maxEntries?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** The API path that says whether `slug` exists, per kind of check. */
const PATHS: Record<RouteValidity, (slug: string) => string> = {
  'service-slug': (slug) => `/api/services/${encodeURIComponent(slug)}?light=1`,
  'partner-slug': (slug) => `/api/partners/${encodeURIComponent(slug)}?light=1`,
  'category-slug': (slug) => `/api/categories/${encodeURIComponent(slug)}`,
};

/** Kinds whose page opens with the thing's own picture (a service's cover), so the first paint draws it too. */
const PICTURED: ReadonlySet<RouteValidity> = new Set(['service-slug', 'partner-slug']);

/**
 * Validity checks answered by the API. 200 → exists, 404 → does not (both cached for `ttlMs`). Any other
 * answer, a timeout or a network error serves the page (not cached): a slow or restarting API must not turn
 * real pages into 404s that crawlers would index; the page itself then shows its own error state.
 */
export function apiValidityChecks(
  apiUrl: string,
  options: ApiValidityOptions = {},
): ValidityChecks & {
  clear(): void;
  facts(kind: RouteValidity, slug: string, locale: 'en' | 'pt'): PageFacts | undefined;
} {
  const ttlMs = options.ttlMs ?? 30_000;
  const timeoutMs = options.timeoutMs ?? 1500;
  const maxEntries = options.maxEntries ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  // Keyed per locale too: the answer's heading is in the request's language.
  const cache = new Map<string, { exists: boolean; facts?: PageFacts; expiresAt: number }>();
  const inflight = new Map<string, Promise<boolean>>();
  const base = apiUrl.replace(/\/+$/, '');

  const ask = async (kind: RouteValidity, slug: string, locale: 'en' | 'pt', key: string): Promise<boolean> => {
    try {
      const res = await doFetch(`${base}${PATHS[kind](slug)}`, {
        headers: { accept: 'application/json', 'accept-language': locale, 'user-agent': 'mp-gateway-validity' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read the whole body (the connection returns to the pool): a 200 names the page and its picture.
      const body = await res.text().catch(() => '');
      if (res.status === 200 || res.status === 404) {
        const exists = res.status === 200;
        if (cache.size >= maxEntries) {
          const oldest = cache.keys().next();
          if (!oldest.done) cache.delete(oldest.value);
        }
        cache.set(key, {
          exists,
          ...(exists ? { facts: factsOf(body, PICTURED.has(kind)) } : {}),
          expiresAt: now() + ttlMs,
        });
        return exists;
      }
      return true;
    } catch {
      return true;
    }
  };

  const check =
    (kind: RouteValidity): ValidityCheck =>
    async ({ params, locale }) => {
      const slug = params.slug;
      if (typeof slug !== 'string' || slug.length === 0) return false;
      const key = `${kind}:${slug}:${locale}`;
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now()) return hit.exists;
      // Concurrent first visits of one slug share one API call.
      const running = inflight.get(key);
      if (running) return running;
      const promise = ask(kind, slug, locale, key).finally(() => inflight.delete(key));
      inflight.set(key, promise);
      return promise;
    };

  return {
    'service-slug': check('service-slug'),
    'partner-slug': check('partner-slug'),
    'category-slug': check('category-slug'),
    clear: () => cache.clear(),
    facts: (kind, slug, locale) => {
      const hit = cache.get(`${kind}:${slug}:${locale}`);
      return hit && hit.expiresAt > now() ? hit.facts : undefined;
    },
  };
}

/** `{ content: { name, image_url } }` of a light answer; only same-site picture paths are kept, and only if `pictured`. */
function factsOf(body: string, pictured: boolean): PageFacts {
  try {
    const content = (JSON.parse(body) as { content?: { name?: unknown; image_url?: unknown } }).content ?? {};
    const facts: PageFacts = {};
    if (typeof content.name === 'string' && content.name.trim()) facts.heading = content.name;
    if (pictured && typeof content.image_url === 'string' && /^\/(?!\/)/.test(content.image_url))
      facts.image = content.image_url;
    return facts;
  } catch {
    return {};
  }
}
