// Guessing is slowed without locking anyone out: failed logins slow and then lock the account+IP pair (and an IP
// failing over many accounts), never the account for everyone; mail-sending requests are limited per address and per
// IP.
import { LOGIN_WINDOW_MS, LoginLimiter, MailLimiter, MemoryCounterStore } from './login-limiter';

describe('LoginLimiter', () => {
  let now = 0;
  const clock = () => now;
  const limiter = (limit = 10) => new LoginLimiter(new MemoryCounterStore(clock), limit);
  /** A failed attempt: waits out any delay the pair is in, then is taken and never given back. */
  const fail = async (l: LoginLimiter, ip: string, email: string) => {
    const wait = await l.take(ip, email);
    if (wait > 0) {
      now += wait;
      expect(await l.take(ip, email)).toBe(0);
    }
  };
  beforeEach(() => {
    now = 1_000_000;
  });

  it('gives an account+IP pair a few free tries, then a delay that doubles, then a lock until the window ends', async () => {
    const l = limiter(10);
    expect(l.freeTries).toBe(3);
    for (let i = 0; i < 3; i++) expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(0);
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(1000);
    // A refused attempt counts nothing: the wait stays what it was.
    now += 400;
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(600);
    now += 600;
    expect(await l.take('1.1.1.1', 'A@X.pt')).toBe(0);
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(2000);
    now += 2000;
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(0);
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(4000);
    for (let i = 0; i < 5; i++) await fail(l, '1.1.1.1', 'a@x.pt');
    // 10 failures: locked for the rest of the window that began at the first one (1 + 2 + 4 + … + 64 s later).
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(LOGIN_WINDOW_MS - 127_000);
    now += LOGIN_WINDOW_MS;
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(0);
  });

  it('counts each attempt before its password is checked: parallel attempts cannot all pass the check', async () => {
    const l = limiter(10);
    const waits = await Promise.all(Array.from({ length: 40 }, () => l.take('1.1.1.1', 'a@x.pt')));
    expect(waits.filter((w) => w === 0)).toHaveLength(l.freeTries);
    // Over many accounts at once, the IP's limit holds the same way.
    const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => l.take('2.2.2.2', `u${i}@x.pt`)));
    expect(spread.filter((w) => w === 0)).toHaveLength(10);
  });

  it('a success gives its place on the IP back', async () => {
    const l = limiter(2);
    for (let i = 0; i < 5; i++) {
      expect(await l.take('1.1.1.1', `ok${i}@x.pt`)).toBe(0);
      await l.succeeded('1.1.1.1', `ok${i}@x.pt`);
    }
  });

  it('never locks the account for everyone: its owner on another IP is not slowed by a guesser', async () => {
    const l = limiter(10);
    for (let i = 0; i < 9; i++) await fail(l, '6.6.6.6', 'victim@x.pt');
    expect(await l.take('6.6.6.6', 'victim@x.pt')).toBeGreaterThan(0);
    expect(await l.take('7.7.7.7', 'victim@x.pt')).toBe(0);
  });

  it('blocks an IP that fails for several emails', async () => {
    const l = limiter(2);
    await fail(l, '1.1.1.1', 'a@x.pt');
    await fail(l, '1.1.1.1', 'b@x.pt');
    expect(await l.take('1.1.1.1', 'c@x.pt')).toBeGreaterThan(0);
    expect(await l.take('1.1.1.2', 'c@x.pt')).toBe(0);
  });

  it('clears the pair on a successful login', async () => {
    const l = limiter(10);
    for (let i = 0; i < 3; i++) await fail(l, '1.1.1.1', 'a@x.pt');
    await l.succeeded('1.1.1.1', 'a@x.pt');
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(0);
  });
});

describe('MailLimiter', () => {
  it('counts every request per address and per IP, and says how long to wait', async () => {
    let now = 5_000_000;
    const l = new MailLimiter(new MemoryCounterStore(() => now), 2, 3, 60_000);
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(0);
    expect(await l.take('2.2.2.2', 'A@x.pt')).toBe(0);
    expect(await l.take('3.3.3.3', 'a@x.pt')).toBe(60_000);
    // Per IP: 3 requests whatever the address.
    expect(await l.take('1.1.1.1', 'b@x.pt')).toBe(0);
    expect(await l.take('1.1.1.1', 'c@x.pt')).toBe(0);
    expect(await l.take('1.1.1.1', 'd@x.pt')).toBe(60_000);
    now += 60_000;
    expect(await l.take('1.1.1.1', 'a@x.pt')).toBe(0);
  });
});
