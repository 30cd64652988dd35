import { formatHoldClock, holdAnnouncement, holdRemainingMs } from './hold-countdown';

describe('hold countdown rules', () => {
  it('counts by the server’s clock: a device 2 minutes behind still ends with the server', () => {
    const expires = '2030-07-01T10:15:00.000Z';
    const device = Date.parse('2030-07-01T09:58:00.000Z');
    // The server said it was 10:00 when the device thought 09:58.
    expect(holdRemainingMs(expires, 2 * 60_000, device)).toBe(15 * 60_000);
    expect(holdRemainingMs(expires, 0, device)).toBe(17 * 60_000);
    expect(holdRemainingMs(expires, 2 * 60_000, device + 20 * 60_000)).toBe(0);
  });

  it('shows minutes:seconds, reaching 0:00 only at the end', () => {
    expect(formatHoldClock(14 * 60_000 + 32_000)).toBe('14:32');
    expect(formatHoldClock(59_001)).toBe('1:00');
    expect(formatHoldClock(999)).toBe('0:01');
    expect(formatHoldClock(0)).toBe('0:00');
  });

  it('announces only the 5- and 1-minute marks and the end, once each', () => {
    expect(holdAnnouncement(5 * 60_000 + 500, 5 * 60_000 - 500)).toEqual({ kind: 'minutes', minutes: 5 });
    expect(holdAnnouncement(5 * 60_000 - 500, 5 * 60_000 - 1500)).toBeNull();
    expect(holdAnnouncement(10 * 60_000, 9 * 60_000)).toBeNull();
    expect(holdAnnouncement(60_500, 59_500)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(holdAnnouncement(500, 0)).toEqual({ kind: 'ended' });
    expect(holdAnnouncement(0, 0)).toBeNull();
  });
});
