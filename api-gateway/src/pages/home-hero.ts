// The home page's hero is edited in the back office (ADR 021) and is the home's largest paint, so the
// gateway draws it in the HTML with the API's words and picture (GET /api/website/home) and inlines the same answer
// for the storefront (window.__MP_DATA__), which then needs no call of its own before its first commit. The answer is
// kept a second (the API's own cache is cleared by every save, so a save shows on the next visit); a slow, failing
// or odd answer gives undefined and the page is drawn with the built-in words, as before.

export interface HomeHero {
  language: 'en' | 'pt';
  title: string;
  subtitle: string;
  image_url: string;
  custom_image: boolean;
}

export interface HomeHeroSource {
  get(locale: 'en' | 'pt'): Promise<HomeHero | undefined>;
}

export interface ApiHomeHeroOptions {
  ttlMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** Only the shape the API answers, with a same-site picture path; anything else is ignored. */
export function parseHomeHero(body: string, locale: 'en' | 'pt'): HomeHero | undefined {
  try {
    const c = (JSON.parse(body) as { content?: Partial<HomeHero> }).content;
    if (!c || c.language !== locale) return undefined;
    if (
      typeof c.title !== 'string' ||
      !c.title.trim() ||
      typeof c.subtitle !== 'string' ||
      typeof c.image_url !== 'string'
    )
      return undefined;
    if (!/^\/(?!\/)/.test(c.image_url)) return undefined;
    return {
      language: locale,
      title: c.title,
      subtitle: c.subtitle,
      image_url: c.image_url,
      custom_image: c.custom_image === true,
    };
  } catch {
    return undefined;
  }
}

export function apiHomeHero(apiUrl: string, options: ApiHomeHeroOptions = {}): HomeHeroSource {
  const ttlMs = options.ttlMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 300;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = apiUrl.replace(/\/+$/, '');
  const cache = new Map<string, { value: HomeHero | undefined; expiresAt: number }>();
  const inflight = new Map<string, Promise<HomeHero | undefined>>();

  const ask = async (locale: 'en' | 'pt'): Promise<HomeHero | undefined> => {
    try {
      const res = await doFetch(`${base}/api/website/home`, {
        headers: { accept: 'application/json', 'accept-language': locale, 'user-agent': 'mp-gateway-home' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await res.text().catch(() => '');
      const value = res.status === 200 ? parseHomeHero(body, locale) : undefined;
      if (value) cache.set(locale, { value, expiresAt: now() + ttlMs });
      return value;
    } catch {
      return undefined;
    }
  };

  return {
    get(locale) {
      const hit = cache.get(locale);
      if (hit && hit.expiresAt > now()) return Promise.resolve(hit.value);
      const running = inflight.get(locale);
      if (running) return running;
      const promise = ask(locale).finally(() => inflight.delete(locale));
      inflight.set(locale, promise);
      return promise;
    },
  };
}
