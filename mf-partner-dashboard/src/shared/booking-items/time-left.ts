// The time a partner has left to answer a new booking item: until its answer_by, the server's deadline (48 hours
// from booking, never later than 2 hours before the start), after which it is declined and refunded automatically.
import { useEffect, useState } from 'react';

/** Whole hours and minutes left (never negative); `urgent` in the last six hours. */
export function timeLeft(
  answerBy: string,
  now: number,
): { hours: number; minutes: number; expired: boolean; urgent: boolean } {
  const ms = Math.max(0, new Date(answerBy).getTime() - now);
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
