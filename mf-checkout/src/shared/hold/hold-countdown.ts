// Pure rules of the hold countdown: time left by the server's clock, its "14:32" display, and the few moments a
// screen reader is told about it (not every second).

/** Milliseconds left of a hold ending at `expiresAt` (ISO), on a device whose clock is `skewMs` behind the server's. */
export function holdRemainingMs(expiresAt: string, skewMs: number, deviceNow: number = Date.now()): number {
  return Math.max(0, Date.parse(expiresAt) - (deviceNow + skewMs));
}

/** "14:32" (minutes:seconds, rounded up so it reaches 0:00 only when the hold ends). */
export function formatHoldClock(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** The minutes a screen reader hears about: with 5 and with 1 minute left. */
export const ANNOUNCED_MINUTES = [5, 1] as const;

export type HoldAnnouncement = { kind: 'minutes'; minutes: number } | { kind: 'ended' } | null;

/** What to announce when the time left goes from `before` to `after` ms: a threshold crossed, or the end. */
export function holdAnnouncement(before: number, after: number): HoldAnnouncement {
  if (before > 0 && after <= 0) return { kind: 'ended' };
  for (const minutes of ANNOUNCED_MINUTES) {
    const mark = minutes * 60_000;
    if (before > mark && after <= mark) return { kind: 'minutes', minutes };
  }
  return null;
}
