import { CHUNK_RELOAD_GUARD_MS, MBWAY_COUNTDOWN_SECONDS, TIME_STEP_MINUTES } from './constants';
import { lisbonDayOf } from './lisbon-time';

type DateInput = Date | string | number;

function toMillis(value: DateInput): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
}

/**
 * Free cancellation applies only while the cancellation time (start − policy hours) is still in
 * the future (spec §4).
 */
export function canCancelFree(startsAt: DateInput, policyHours: number, now: DateInput = Date.now()): boolean {
  const start = toMillis(startsAt);
  if (!Number.isFinite(start)) return false;
  return start - policyHours * 3_600_000 > toMillis(now);
}

/** The cancellation text shows only if both values are above 0 (spec §5). */
export function showCancellationText(
  freeCancellation: number | null | undefined,
  cancellationPolicy: number | null | undefined,
): boolean {
  return (freeCancellation ?? 0) > 0 && (cancellationPolicy ?? 0) > 0;
}

/** Seconds left on the MB WAY countdown started at `startedAt` (ms); 300 before it starts, never below 0. */
export function mbwayRemaining(startedAt: number | null, now: number = Date.now()): number {
  if (startedAt === null) return MBWAY_COUNTDOWN_SECONDS;
  const elapsed = Math.floor((now - startedAt) / 1000);
  return Math.min(MBWAY_COUNTDOWN_SECONDS, Math.max(0, MBWAY_COUNTDOWN_SECONDS - elapsed));
}

/** "00:00", "00:05" … "23:55" (spec §9). */
export function timeOptions(stepMinutes: number = TIME_STEP_MINUTES): string[] {
  const options: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    options.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return options;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * dd/mm/yyyy (en-GB, spec §9). A date-only string is a calendar day, so it is never shifted by a time
 * zone; an instant is shown as the day it is in Lisbon.
 */
export function formatDateEnGb(value: DateInput): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const millis = toMillis(value);
  if (!Number.isFinite(millis)) return '';
  // The instant's Lisbon day, by the clock-change rule where it holds: no time-zone formatter, whose first use loads
  // ICU's time-zone data (~120 ms of a slow phone's main thread, ADR 031).
  return formatDateEnGb(lisbonDayOf(millis));
}

/**
 * After a chunk load error the page reloads once; another error within 10 s of that reload means the
 * deploy itself is broken, so reloading again would loop (spec §4, §9).
 */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number = Date.now()): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt > CHUNK_RELOAD_GUARD_MS;
}
