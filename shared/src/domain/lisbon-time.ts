// Dates and times of bookings, transfer quotes and events are wall-clock Europe/Lisbon (spec §9); the database stores
// instants. The one place that converts between them, for the API and the front ends.
const TIME_ZONE = 'Europe/Lisbon';

// Made on first use: this module is part of every page's start-up code, and building a time-zone formatter costs
// milliseconds on a slow phone that a page which never asks for a Lisbon date should not pay.
let formats: { day: Intl.DateTimeFormat; parts: Intl.DateTimeFormat } | null = null;
function lisbonFormats(): { day: Intl.DateTimeFormat; parts: Intl.DateTimeFormat } {
  formats ??= {
    day: new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }),
    parts: new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }),
  };
  return formats;
}

/** The last Sunday of a month (0-based) at 01:00 UTC: when the EU's summer time starts (March) or ends (October). */
function euClockChange(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Lisbon's offset from UTC at an instant by the rule mainland Portugal has kept since 1996: WET (UTC+0), and WEST
 * (UTC+1) from the last Sunday of March to the last Sunday of October, changing at 01:00 UTC (the EU's rule); null
 * outside 1997–2099, where ICU's time-zone data answers instead. Written out because the first time-zone formatter
 * of a page loads that data, ~15 ms of a fast machine's main thread and ~120 ms of a slow phone's (ADR 031);
 * lisbon-time.test.ts checks the rule against ICU hour by hour. If the EU ever drops the clock change, that test fails
 * with the new tzdata and this function goes.
 */
export function lisbonRuleOffsetMs(instant: number): number | null {
  const year = new Date(instant).getUTCFullYear();
  if (!(year >= 1997 && year <= 2099)) return null;
  return instant >= euClockChange(year, 2) && instant < euClockChange(year, 9) ? 3_600_000 : 0;
}

/** The Lisbon calendar day (YYYY-MM-DD) of an instant (ms). */
export function lisbonDayOf(instant: number): string {
  const offset = lisbonRuleOffsetMs(instant);
  if (offset !== null) return new Date(instant + offset).toISOString().slice(0, 10);
  return lisbonFormats().day.format(instant);
}

/** Today's date in Lisbon, YYYY-MM-DD. */
export function lisbonToday(now: Date = new Date()): string {
  return lisbonDayOf(now.getTime());
}

/** Whether YYYY-MM-DD is a real calendar date. */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  if (!y || !m || !d) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function lisbonOffsetMs(instant: number): number {
  const byRule = lisbonRuleOffsetMs(instant);
  if (byRule !== null) return byRule;
  const parts = Object.fromEntries(
    lisbonFormats()
      .parts.formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - instant;
}

/** The instant of a Lisbon wall-clock date and time ('YYYY-MM-DD', 'HH:MM'). */
export function lisbonInstant(date: string, time: string): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset across a daylight-saving change.
  let instant = guess - lisbonOffsetMs(guess);
  instant = guess - lisbonOffsetMs(instant);
  return new Date(instant);
}

/** 0 = Monday … 6 = Sunday, of a YYYY-MM-DD calendar date (weeks start on Monday in en-GB and pt-PT). */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** A strict `YYYY-MM-DD` that is a real calendar date. */
export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isCalendarDate(value);
}
