// The gateway's shared cache of public API answers (ADR 032). The API marks an answer that is the same
// for every visitor with `Cache-Control: public, …, s-maxage=N` (the public catalogue: categories, listings, home
// sections) and `Vary: Accept-Language`; the gateway keeps such an answer for N seconds (one, today) and answers the
// same URL in the same language from memory meanwhile, as any shared cache (nginx's proxy_cache, a CDN) would. What
// it may store and for how long is the API's decision, read from the answer's own headers (RFC 9111):
//   - GET, status 200, a whole body the proxy buffered, no Content-Encoding of its own;
//   - an `s-maxage` above 0 (the API's explicit word for shared caches), and none of `private`, `no-store`, `no-cache`;
//   - no Set-Cookie, and a Vary that names only Accept-Language and Accept-Encoding (both part of how it is served:
//     the key holds the request's Accept-Language, compression is chosen per request).
// The API also sends `x-catalogue-version` (its process id and how many times its catalogue changed) with public
// answers and with the answer to every write: a newer version empties the kept answers at once (a partner's edit
// through this gateway shows on the next read), and an answer tagged older than the newest seen is not kept.
// A request that says `Cache-Control: no-cache` (or `Pragma: no-cache`, or `no-store`) goes to the API, and the fresh
// answer replaces the kept one. Kept answers take at most `maxBytes` (least recently used dropped first).

export interface KeptAnswer {
  statusCode: number;
  /** The API's header lines as it wrote them (name, value, …), without x-request-id (each request adds its own). */
  headers: readonly string[];
  /** Its Content-Type (also among `headers`), which decides whether the proxy may compress it. */
  contentType: string | undefined;
  body: Buffer;
}

interface Entry extends KeptAnswer {
  storedAt: number;
  freshUntil: number;
}

/** The request's key: the URL as the client wrote it and the Accept-Language the API chooses the language from. */
export function sharedKey(url: string, acceptLanguage: string | string[] | undefined): string {
  return `${Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '')} ${url}`;
}

/** Whether a request asks the gateway not to answer from its cache (RFC 9111 §5.2.1.4; Pragma for HTTP/1.0 clients). */
export function bypassesSharedCache(
  cacheControl: string | string[] | undefined,
  pragma: string | string[] | undefined,
): boolean {
  const control = Array.isArray(cacheControl) ? cacheControl.join(',') : (cacheControl ?? '');
  if (/(^|,)\s*(no-cache|no-store)\s*(,|=|$)/i.test(control)) return true;
  const old = Array.isArray(pragma) ? pragma.join(',') : (pragma ?? '');
  return /(^|,)\s*no-cache\s*(,|$)/i.test(old);
}

const KEYED_VARY = new Set(['accept-language', 'accept-encoding']);

/**
 * How long (ms) a shared cache may keep an answer with these Cache-Control and Vary values: its `s-maxage` when the
 * answer is public and varies only on what the key and the compression cover, else 0 (not kept).
 */
export function sharedFreshnessMs(cacheControl: string | undefined, vary: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = new Map<string, string>();
  for (const part of cacheControl.split(',')) {
    const [name = '', value = ''] = part.trim().toLowerCase().split('=');
    if (name) directives.set(name, value.replace(/^"|"$/g, ''));
  }
  if (directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  const seconds = Number(directives.get('s-maxage'));
  if (!Number.isInteger(seconds) || seconds <= 0) return 0;
  if (vary !== undefined) {
    for (const name of vary.split(',')) {
      const header = name.trim().toLowerCase();
      if (header && !KEYED_VARY.has(header)) return 0;
    }
  }
  return seconds * 1000;
}

export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** The newest catalogue version seen per API process (`<process>.<generation>`). */
  private readonly versions = new Map<string, number>();

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer for `key` while it is fresh, with its age in whole seconds (the `Age` header); else null. */
  get(key: string): (KeptAnswer & { ageSeconds: number }) | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const now = this.now();
    if (now >= entry.freshUntil) {
      this.drop(key, entry);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return {
      statusCode: entry.statusCode,
      headers: entry.headers,
      contentType: entry.contentType,
      body: entry.body,
      ageSeconds: Math.max(0, Math.floor((now - entry.storedAt) / 1000)),
    };
  }

  /**
   * An API answer's `x-catalogue-version`: newer than the newest seen from that API process (or the first from a new
   * process, say a restarted one), and every kept answer goes. False when it is older than one already seen, so the
   * answer that carried it is not kept.
   */
  noteVersion(version: string | undefined): boolean {
    if (!version) return true;
    const dot = version.lastIndexOf('.');
    const process = version.slice(0, dot);
    const generation = Number(version.slice(dot + 1));
    if (dot <= 0 || !Number.isInteger(generation)) return true;
    const seen = this.versions.get(process);
    if (seen !== undefined && generation < seen) return false;
    if (seen === undefined || generation > seen) {
      this.versions.set(process, generation);
      this.clear();
    }
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /** Keeps `answer` under `key` for `freshMs`, replacing what was there (a copy of the body: it may view a larger read). */
  set(key: string, answer: KeptAnswer, freshMs: number): void {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    const size = answer.body.length;
    if (freshMs <= 0 || size > this.maxBytes) return;
    const now = this.now();
    this.entries.set(key, {
      statusCode: answer.statusCode,
      headers: [...answer.headers],
      contentType: answer.contentType,
      body: Buffer.from(answer.body),
      storedAt: now,
      freshUntil: now + freshMs,
    });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, entry);
    }
  }

  /** Bytes of kept bodies now, for tests and a reader of the code. */
  get heldBytes(): number {
    return this.bytes;
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}
