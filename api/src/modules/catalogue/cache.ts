import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { CATALOGUE_VERSION_HEADER } from '@mp/shared/domain';

// A short-lived, in-process cache of public catalogue answers. PGlite runs one query at a time, so at 100 concurrent
// listing requests the database, not Node, would set the latency; the same public answer for a few seconds is
// indistinguishable from a fresh one for a visitor. Concurrent misses for one key share one computation
// (single flight), so a burst costs one set of queries. Writes that change the public catalogue call `clear()`; with
// REDIS_URL every other API instance then clears its own cache too (`shareClears`).
export class TtlCache {
  private readonly entries = new Map<string, { freshUntil: number; staleUntil: number; value: unknown }>();
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Bumped by clear(): a computation that started before a clear must not store its (older) answer. */
  private generation = 0;

  /**
   * @param ttlMs how long an answer is fresh
   * @param staleMs how much longer an expired answer may still be served while a fresh one is computed in the
   *   background (stale-while-revalidate), so an expiry never makes a burst of visitors wait for the database
   */
  constructor(
    private readonly ttlMs: number,
    private readonly staleMs = ttlMs * 2,
    private readonly maxEntries = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.freshUntil > now) return hit.value as T;
    if (hit && hit.staleUntil > now) {
      // Serve the previous answer and refresh once in the background; a failed refresh keeps the old one.
      this.refresh(key, compute).catch(() => undefined);
      return hit.value as T;
    }
    return this.refresh(key, compute);
  }

  private refresh<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const promise = compute()
      .then((value) => {
        if (generation !== this.generation) return value;
        if (this.entries.size >= this.maxEntries && !this.entries.has(key)) this.evictExpiredOrOldest();
        const now = this.now();
        this.entries.set(key, { freshUntil: now + this.ttlMs, staleUntil: now + this.ttlMs + this.staleMs, value });
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  /**
   * Which state of the public catalogue this process answers from: its own id and how many times it was cleared.
   * Sent as `x-catalogue-version` with public answers and with every write's answer, so the gateway empties its shared
   * cache as soon as the catalogue changed (ADR 032).
   */
  get version(): string {
    return `${this.instance}.${this.generation}`;
  }

  private readonly instance = randomUUID().slice(0, 8);

  /** This process's id, in `version` and in the clears it announces to other instances. */
  get instanceId(): string {
    return this.instance;
  }

  /** Runs after every `clear()` of this process (the plugin announces it to the other API instances). */
  onClear: (() => void) | null = null;

  /** The public catalogue changed: forget every answer here, and say so to the other instances. */
  clear(): void {
    this.clearHere();
    this.onClear?.();
  }

  /** Forgets every answer of this process only (another instance changed the catalogue). */
  clearHere(): void {
    this.generation += 1;
    this.entries.clear();
    // Later readers must not join a computation that may have read the data before the change.
    this.inflight.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private evictExpiredOrOldest(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.staleUntil <= now) this.entries.delete(key);
    // Maps iterate in insertion order: drop the oldest tenth when still full.
    if (this.entries.size >= this.maxEntries) {
      let drop = Math.ceil(this.maxEntries / 10);
      for (const key of this.entries.keys()) {
        if (drop-- <= 0) break;
        this.entries.delete(key);
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Public catalogue answers (see TtlCache); call `clear()` after a write that changes what the public sees. */
    catalogueCache: TtlCache;
  }
}

/** How long a public catalogue answer is fresh (listing, sections, counts, ranges); it may be served up to twice as long again while refreshing. */
export const CATALOGUE_CACHE_TTL_MS = 5000;

/**
 * Several API instances (docker-compose runs two) each keep a cache of their own. A clear on one is published on Redis
 * and every other instance clears its own at once, instead of answering from the old catalogue until its answers
 * expire (up to three times the TTL with the stale window).
 */
async function shareClears(app: FastifyInstance, cache: TtlCache, redisUrl: string, channel: string): Promise<void> {
  const options = { maxRetriesPerRequest: 2 };
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, options);
  sub.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== cache.instanceId) cache.clearHere();
  });
  await sub.subscribe(channel);
  cache.onClear = () => {
    pub
      .publish(channel, cache.instanceId)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'catalogue cache: the clear was not published to the other instances'),
      );
  };
  app.addHook('onClose', async () => {
    cache.onClear = null;
    sub.disconnect();
    pub.disconnect();
  });
}

export const catalogueCachePlugin = fp<{ ttlMs?: number }>(
  async (app, options) => {
    const cache = new TtlCache(options.ttlMs ?? CATALOGUE_CACHE_TTL_MS);
    app.decorate('catalogueCache', cache);
    if (app.config.redisUrl) await shareClears(app, cache, app.config.redisUrl, `${app.config.redisPrefix}catalogue`);
    // A write may have cleared the catalogue: its answer says which version the catalogue is at now.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS')
        void reply.header(CATALOGUE_VERSION_HEADER, cache.version);
      done(null, payload);
    });
  },
  { name: 'catalogue-cache' },
);
