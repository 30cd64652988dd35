// Issue 3 §4: login is rate-limited per IP and per email within a 15-minute window.
import { LOGIN_WINDOW_MS, LoginLimiter, MemoryCounterStore } from './login-limiter';

describe('LoginLimiter', () => {
  let now = 0;
  const limiter = () => new LoginLimiter(new MemoryCounterStore(() => now), 2);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks an email after the limit of failures, whatever the IP, until the window ends', async () => {
    const l = limiter();
    await l.recordFailure('1.1.1.1', 'a@x.pt');
    expect(await l.blockedFor('9.9.9.9', 'a@x.pt')).toBe(0);
    await l.recordFailure('2.2.2.2', 'A@X.pt');
    expect(await l.blockedFor('9.9.9.9', 'a@x.pt')).toBe(LOGIN_WINDOW_MS);
    now += LOGIN_WINDOW_MS - 1;
    expect(await l.blockedFor('9.9.9.9', 'a@x.pt')).toBe(1);
    now += 1;
    expect(await l.blockedFor('9.9.9.9', 'a@x.pt')).toBe(0);
  });

  it('blocks an IP that fails for several emails', async () => {
    const l = limiter();
    await l.recordFailure('1.1.1.1', 'a@x.pt');
    await l.recordFailure('1.1.1.1', 'b@x.pt');
    expect(await l.blockedFor('1.1.1.1', 'c@x.pt')).toBeGreaterThan(0);
    expect(await l.blockedFor('1.1.1.2', 'c@x.pt')).toBe(0);
  });

  it('clears the email counter on a successful login', async () => {
    const l = limiter();
    await l.recordFailure('1.1.1.1', 'a@x.pt');
    await l.recordSuccess('a@x.pt');
    await l.recordFailure('2.2.2.2', 'a@x.pt');
    expect(await l.blockedFor('3.3.3.3', 'a@x.pt')).toBe(0);
  });
});
