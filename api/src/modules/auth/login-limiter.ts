// Abuse limits of the account flows, so passwords and codes cannot be guessed at speed, counted in 15-minute windows.
// - Login: failures are counted per account AND IP, and per IP. An account+IP pair gets a few free tries, then a
//   delay that doubles with each failure (1 s, 2 s, 4 s, …), then is locked for the rest of its window at
//   LOGIN_RATE_LIMIT failures; an IP that fails LOGIN_RATE_LIMIT times over any accounts is locked too. The account
//   itself is never locked for everyone: its owner signs in from another address while a guesser waits.
//   Counting failures (not every login) keeps people who log in often (e2e runs, shared office IPs) from being locked.
//   An attempt is counted BEFORE its password is checked, in one atomic step with the check of the limit (`take`):
//   parallel guesses each take a place under the limit or are refused, instead of all passing the check while none
//   is counted yet. A successful attempt then gives its place back.
// - Mail (reset links, verification codes): every request counts, per address and per IP, known address or not, so
//   the limit says nothing about who has an account.
// The counters live in memory, or in Redis when REDIS_URL is set so several API instances share them.
import type { Redis } from 'ioredis';
import { ApiError, TooManyRequestsError } from '../../lib/errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export interface CounterStore {
  /** Current count, ms until the window of `key` ends (0 when no window is open), and when it was last counted. */
  get(key: string): Promise<{ count: number; resetInMs: number; lastAt: number }>;
  increment(key: string, windowMs: number): Promise<void>;
  /**
   * One attempt of a limited action, atomically: refused (answers the wait in ms, counts nothing) while `key` is
   * locked or still in its delay or `shared` has reached the limit; otherwise counted on both keys (answers 0).
   */
  take(key: string, shared: string, rule: AttemptRule): Promise<number>;
  /** Gives back one count of `key` (an attempt that turned out not to be a failure). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface AttemptRule {
  windowMs: number;
  /** Attempts of a key (and of the shared key) in a window. */
  limit: number;
  /** Attempts of a key before each next one waits 1 s, 2 s, 4 s, … after the previous one. */
  freeTries: number;
}

/** The wait of a key that has `count` attempts, the last at `lastAt`, its window ending in `resetInMs`. */
export function attemptWait(rule: AttemptRule, count: number, lastAt: number, resetInMs: number, now: number): number {
  if (count >= rule.limit) return resetInMs;
  if (count < rule.freeTries || count === 0) return 0;
  return Math.max(0, lastAt + Math.min(1000 * 2 ** (count - rule.freeTries), rule.windowMs) - now);
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
    this.count(key, windowMs);
  }

  private count(key: string, windowMs: number) {
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

  // No await between the check and the count: one attempt at a time on this instance.
  async take(key: string, shared: string, rule: AttemptRule) {
    const now = this.now();
    const live = (k: string) => {
      const entry = this.counters.get(k);
      return entry && entry.resetAt > now ? entry : undefined;
    };
    const own = live(key);
    const all = live(shared);
    const wait = Math.max(
      attemptWait(rule, own?.count ?? 0, own?.lastAt ?? 0, own ? own.resetAt - now : 0, now),
      all && all.count >= rule.limit ? all.resetAt - now : 0,
    );
    if (wait > 0) return wait;
    this.count(key, rule.windowMs);
    if (shared !== key) this.count(shared, rule.windowMs);
    return 0;
  }

  async giveBack(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async clear(key: string) {
    this.counters.delete(key);
  }

  async close() {
    this.counters.clear();
  }
}

/** attemptWait and the count of MemoryCounterStore.take, in Lua (KEYS: count, last, shared; ARGV: window, now, limit, free). */
const TAKE_SCRIPT = `
local window, now, limit, free = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local last = tonumber(redis.call('GET', KEYS[2]) or '0')
local ttl = math.max(0, redis.call('PTTL', KEYS[1]))
local wait = 0
if count >= limit then wait = ttl
elseif count >= free and count > 0 then wait = math.max(0, last + math.min(1000 * 2 ^ (count - free), window) - now) end
local shared = tonumber(redis.call('GET', KEYS[3]) or '0')
if shared >= limit then wait = math.max(wait, math.max(0, redis.call('PTTL', KEYS[3]))) end
if wait > 0 then return wait end
if redis.call('INCR', KEYS[1]) == 1 then redis.call('PEXPIRE', KEYS[1], window) end
redis.call('SET', KEYS[2], tostring(now), 'PX', window)
if KEYS[3] ~= KEYS[1] and redis.call('INCR', KEYS[3]) == 1 then redis.call('PEXPIRE', KEYS[3], window) end
return 0
`;

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'mp:login:',
  ) {}

  async get(key: string) {
    const [count, ttl, last] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
      this.redis.get(`${this.prefix}${key}:last`),
    ]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl), lastAt: Number(last ?? 0) };
  }

  async increment(key: string, windowMs: number) {
    const full = this.prefix + key;
    const count = await this.redis.incr(full);
    if (count === 1) await this.redis.pexpire(full, windowMs);
    await this.redis.set(`${full}:last`, String(Date.now()), 'PX', windowMs);
  }

  // The check and the count run as one Lua script, so API instances sharing Redis cannot both pass the same place.
  async take(key: string, shared: string, rule: AttemptRule) {
    const full = this.prefix + key;
    const wait = await this.redis.eval(
      TAKE_SCRIPT,
      3,
      full,
      `${full}:last`,
      this.prefix + shared,
      String(rule.windowMs),
      String(Date.now()),
      String(rule.limit),
      String(rule.freeTries),
    );
    return Number(wait);
  }

  async giveBack(key: string) {
    await this.redis.eval(
      `if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end return 0`,
      1,
      this.prefix + key,
    );
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
  private readonly rule: AttemptRule;

  constructor(
    private readonly store: CounterStore,
    private readonly limit: number,
  ) {
    this.freeTries = Math.max(1, Math.floor(limit / 3));
    this.rule = { windowMs: LOGIN_WINDOW_MS, limit, freeTries: this.freeTries };
  }

  private pairKey(ip: string, account: string) {
    return `pair:${account.trim().toLowerCase()}|${ip}`;
  }

  /** The wait after `failures` failures of one account+IP pair: 0, then doubling from 1 s (capped by the window). */
  delayAfter(failures: number): number {
    if (failures < this.freeTries) return 0;
    return Math.min(1000 * 2 ** (failures - this.freeTries), LOGIN_WINDOW_MS);
  }

  /**
   * Counts an attempt of this IP on this account (an e-mail, or any other name of a secret being guessed) before
   * the secret is checked: answers the ms to wait (the attempt refused, nothing counted) or 0 (counted as a
   * failure until `succeeded` says otherwise).
   */
  take(ip: string, account: string): Promise<number> {
    return this.store.take(this.pairKey(ip, account), `ip:${ip}`, this.rule);
  }

  /** A successful attempt clears the pair's counter and gives its place on the IP's back (the IP counts failures). */
  async succeeded(ip: string, account: string): Promise<void> {
    await this.store.clear(this.pairKey(ip, account));
    await this.store.giveBack(`ip:${ip}`);
  }

  /**
   * The same limit on a secret checked for an account whatever the address (a signed-in password change: the
   * session is the attacker's already, so changing address must not buy more guesses). Counted before the check.
   */
  takeForAccount(account: string): Promise<number> {
    const key = `account:${account}`;
    return this.store.take(key, key, this.rule);
  }

  async succeededForAccount(account: string): Promise<void> {
    await this.store.clear(`account:${account}`);
  }

  /**
   * A secret guessed anonymously by address (a booking reference used as a bearer secret, a gift-card code): `run`
   * is counted before it checks the secret, like a login. A wrong guess (`wrongGuess` says which errors are) stays
   * counted; anything else gives its place back without clearing earlier failures, so a caller cannot interleave
   * right answers to reset the count of wrong ones.
   */
  async guarded<T>(
    ip: string,
    secret: string,
    run: () => Promise<T>,
    wrongGuess: (error: unknown) => boolean,
  ): Promise<T> {
    // Counted per kind of secret and address, apart from the logins' counters: a mistyped gift-card code does not
    // bring a customer's sign-in closer to its lock.
    const key = `guess:${secret}|${ip}`;
    const wait = await this.store.take(key, key, this.rule);
    if (wait > 0) throw new TooManyRequestsError(wait);
    try {
      const result = await run();
      await this.store.giveBack(key);
      return result;
    } catch (error) {
      if (!wrongGuess(error)) await this.store.giveBack(key);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/**
 * Whether an error is the 422 saying the secret in `field` matched nothing (`key`): only that is a wrong guess. Other
 * refusals of the field (a card already spent, another partner's) say the secret is real, so they count nothing.
 */
export function refusedField(field: string, key: string): (error: unknown) => boolean {
  return (error) =>
    error instanceof ApiError &&
    error.statusCode === 422 &&
    Boolean(error.fieldErrors?.[field]?.some((ref) => ref.key === key));
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
