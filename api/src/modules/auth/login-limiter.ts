// Abuse limits of the account flows (issue 3 §4, issue 11 item 8), counted in 15-minute windows.
// - Login: failures are counted per account AND IP, and per IP. An account+IP pair gets a few free tries, then a
//   delay that doubles with each failure (1 s, 2 s, 4 s, …), then is locked for the rest of its window at
//   LOGIN_RATE_LIMIT failures; an IP that fails LOGIN_RATE_LIMIT times over any accounts is locked too. The account
//   itself is never locked for everyone: its owner signs in from another address while a guesser waits.
//   Counting failures (not every login) keeps people who log in often (e2e runs, shared office IPs) from being locked.
// - Mail (reset links, verification codes): every request counts, per address and per IP, known address or not, so
//   the limit says nothing about who has an account.
// The counters live in memory, or in Redis when REDIS_URL is set so several API instances share them.
import type { Redis } from 'ioredis';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface CounterStore {
  /** Current count, ms until the window of `key` ends (0 when no window is open), and when it was last counted. */
  get(key: string): Promise<{ count: number; resetInMs: number; lastAt: number }>;
  increment(key: string, windowMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number; lastAt: number }>();
  constructor(private readonly now: () => number = Date.now) {}

  async get(key: string) {
    const entry = this.counters.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return { count: 0, resetInMs: 0, lastAt: 0 };
    return { count: entry.count, resetInMs: entry.resetAt - now, lastAt: entry.lastAt };
  }

  async increment(key: string, windowMs: number) {
    const now = this.now();
    const entry = this.counters.get(key);
    if (!entry || entry.resetAt <= now) this.counters.set(key, { count: 1, resetAt: now + windowMs, lastAt: now });
    else {
      entry.count += 1;
      entry.lastAt = now;
    }
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
    const [count, ttl, last] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key), this.redis.get(`${this.prefix}${key}:last`)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl), lastAt: Number(last ?? 0) };
  }

  async increment(key: string, windowMs: number) {
    const full = this.prefix + key;
    const count = await this.redis.incr(full);
    if (count === 1) await this.redis.pexpire(full, windowMs);
    await this.redis.set(`${full}:last`, String(Date.now()), 'PX', windowMs);
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key, `${this.prefix}${key}:last`);
  }

  async close() {
    this.redis.disconnect();
  }
}

export class LoginLimiter {
  /** Failures of an account+IP pair before the delay starts. */
  readonly freeTries: number;

  constructor(
    private readonly store: CounterStore,
    private readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {
    this.freeTries = Math.max(1, Math.floor(limit / 3));
  }

  private pairKey(ip: string, email: string) {
    return `pair:${email.trim().toLowerCase()}|${ip}`;
  }

  /** The wait after `failures` failures of one account+IP pair: 0, then doubling from 1 s (capped by the window). */
  delayAfter(failures: number): number {
    if (failures < this.freeTries) return 0;
    return Math.min(1000 * 2 ** (failures - this.freeTries), LOGIN_WINDOW_MS);
  }

  /** ms until this IP may try this account again, or 0 when it may now. */
  async blockedFor(ip: string, email: string): Promise<number> {
    let wait = 0;
    const pair = await this.store.get(this.pairKey(ip, email));
    if (pair.count >= this.limit) wait = pair.resetInMs;
    else if (pair.count > 0) wait = Math.max(0, pair.lastAt + this.delayAfter(pair.count) - this.now());
    const byIp = await this.store.get(`ip:${ip}`);
    if (byIp.count >= this.limit) wait = Math.max(wait, byIp.resetInMs);
    return wait;
  }

  async recordFailure(ip: string, email: string): Promise<void> {
    await this.store.increment(this.pairKey(ip, email), LOGIN_WINDOW_MS);
    await this.store.increment(`ip:${ip}`, LOGIN_WINDOW_MS);
  }

  /** A successful login clears the pair's counter (the IP's stays: it may be guessing several accounts). */
  async recordSuccess(ip: string, email: string): Promise<void> {
    await this.store.clear(this.pairKey(ip, email));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/**
 * Mail-sending requests (password reset links, verification codes): at most `perAddress` per address and
 * `perIp` per IP in a window, whatever the address (known or not). `take` counts the request and answers the wait
 * (ms) when over a limit, else 0.
 */
export class MailLimiter {
  constructor(
    private readonly store: CounterStore,
    private readonly perAddress: number,
    private readonly perIp: number,
    private readonly windowMs: number = LOGIN_WINDOW_MS,
  ) {}

  async take(ip: string, email: string): Promise<number> {
    const address = `mail-to:${email.trim().toLowerCase()}`;
    const from = `mail-ip:${ip}`;
    const [a, b] = await Promise.all([this.store.get(address), this.store.get(from)]);
    let wait = 0;
    if (a.count >= this.perAddress) wait = a.resetInMs;
    if (b.count >= this.perIp) wait = Math.max(wait, b.resetInMs);
    if (wait > 0) return wait;
    await this.store.increment(address, this.windowMs);
    await this.store.increment(from, this.windowMs);
    return 0;
  }
}
