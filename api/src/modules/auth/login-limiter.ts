// Login brute-force limit (issue 3 §4): failed attempts are counted per IP and per email in a 15-minute window;
// once either count reaches LOGIN_RATE_LIMIT the next attempts get 429 until the window ends. Counting failures
// (not every login) keeps people who log in often (e2e runs, shared office IPs) from being locked out.
// The counters live in memory, or in Redis when REDIS_URL is set so several API instances share them.
import type { Redis } from 'ioredis';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface CounterStore {
  /** Current count and ms until the window of `key` ends (0 when no window is open). */
  get(key: string): Promise<{ count: number; resetInMs: number }>;
  increment(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string) {
    const entry = this.counters.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now };
  }

  async increment(key: string, windowMs: number) {
    const now = this.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) this.counters.set(key, { count: 1, resetAt: now + windowMs });
    else entry.count += 1;
    // Drop expired windows now and then so the map does not grow without bound.
    if (this.counters.size > 10_000) for (const [k, v] of this.counters) if (v.resetAt <= now) this.counters.delete(k);
  }

  async clear(key: string) {
    this.counters.delete(key);
  }

  async close() {
    this.counters.clear();
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'mp:login:') {}

  async get(key: string) {
    const [count, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async increment(key: string, windowMs: number) {
    const full = this.prefix + key;
    const count = await this.redis.incr(full);
    if (count === 1) await this.redis.pexpire(full, windowMs);
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    this.redis.disconnect();
  }
}

export class LoginLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly limit: number,
  ) {}

  private keys(ip: string, email: string) {
    return [`ip:${ip}`, `email:${email.trim().toLowerCase()}`];
  }

  /** ms until the caller may try again, or 0 when not blocked. */
  async blockedFor(ip: string, email: string): Promise<number> {
    let wait = 0;
    for (const key of this.keys(ip, email)) {
      const { count, resetInMs } = await this.store.get(key);
      if (count >= this.limit) wait = Math.max(wait, resetInMs);
    }
    return wait;
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    for (const key of this.keys(ip, email)) await this.store.increment(key, LOGIN_WINDOW_MS);
  }

  /** A successful login clears the email's counter (the IP's stays: it may be guessing several accounts). */
  async recordSuccess(email: string): Promise<void> {
    await this.store.clear(`email:${email.trim().toLowerCase()}`);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
