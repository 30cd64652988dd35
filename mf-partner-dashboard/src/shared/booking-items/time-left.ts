// The time a partner has left to answer a new booking item: created_at + pending_hours (the server's deadline,
// after which the item is declined and refunded automatically).
import { useEffect, useState } from 'react';

export function answerDeadline(createdAt: string, pendingHours: number): number {
  return new Date(createdAt).getTime() + pendingHours * 3_600_000;
}

/** Whole hours and minutes left (never negative); `urgent` in the last six hours. */
export function timeLeft(
  createdAt: string,
  pendingHours: number,
  now: number,
): { hours: number; minutes: number; expired: boolean; urgent: boolean } {
  const ms = Math.max(0, answerDeadline(createdAt, pendingHours) - now);
  const totalMinutes = Math.floor(ms / 60_000);
  return {
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    expired: ms === 0,
    urgent: ms < 6 * 3_600_000,
  };
}

/** The current time, refreshed every minute (a countdown in minutes needs no faster tick). */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
