// The calendar view's URL state and date arithmetic: ?view=calendar&mode=month|week&date=YYYY-MM-DD.
// Days are Lisbon calendar days as YYYY-MM-DD strings (the API's `from`/`to`); weeks start on Monday (en-GB and pt-PT).
import { isCalendarDate, lisbonInstant, lisbonRuleOffsetMs, lisbonToday, weekdayOf } from '@mp/shared/domain';

export type CalendarMode = 'month' | 'week';
export interface CalendarState {
  /** `availability`: the week's places sold and left per start time, and closing or reopening them. */
  view: 'list' | 'calendar' | 'availability';
  mode: CalendarMode;
  /** Any day of the period shown. */
  date: string;
}

const DAY_MS = 86_400_000;
const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * DAY_MS);
}

/** The same day of another month, clamped to its length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return fromUtc(first.getTime());
}

/** Monday of the day's week. */
export function startOfWeek(day: string): string {
  return addDays(day, -weekdayOf(day));
}

export function readCalendarState(params: URLSearchParams, today: string = lisbonToday()): CalendarState {
  const date = params.get('date') ?? '';
  const view = params.get('view');
  return {
    view: view === 'calendar' || view === 'availability' ? view : 'list',
    mode: params.get('mode') === 'week' ? 'week' : 'month',
    date: /^\d{4}-\d{2}-\d{2}$/.test(date) && isCalendarDate(date) ? date : today,
  };
}

/** The calendar's search params written over the others (the list's own state stays). */
export function writeCalendarState(params: URLSearchParams, patch: Partial<CalendarState>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) next.set(key, value);
  if (next.get('view') === 'list') {
    next.delete('mode');
    next.delete('date');
  }
  if (next.get('view') !== 'availability') next.delete('service');
  return next;
}

/**
 * The weeks shown: a week view is one row of 7 days; a month view every week touching the month, Monday first
 * (so the first and last rows may hold days of the neighbouring months).
 */
export function calendarWeeks(mode: CalendarMode, date: string): string[][] {
  const first = mode === 'week' ? startOfWeek(date) : startOfWeek(`${date.slice(0, 7)}-01`);
  const month = date.slice(0, 7);
  const weeks: string[][] = [];
  for (
    let start = first;
    weeks.length === 0 || (mode === 'month' && start.slice(0, 7) === month);
    start = addDays(start, 7)
  ) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

/** The first and last day shown (what the API is asked for). */
export function visibleRange(mode: CalendarMode, date: string): { from: string; to: string } {
  const weeks = calendarWeeks(mode, date);
  return { from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! };
}

/** The neighbouring period's anchor day. */
export function shiftPeriod(mode: CalendarMode, date: string, by: 1 | -1): string {
  return mode === 'week' ? addDays(date, 7 * by) : addMonths(`${date.slice(0, 7)}-01`, by);
}

/** The Lisbon day an instant falls on. */
export function lisbonDayOf(iso: string): string {
  return lisbonToday(new Date(iso));
}

/** Items grouped by their Lisbon day, each day's in time order. */
export function itemsByDay<T extends { booking_date: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => Date.parse(a.booking_date) - Date.parse(b.booking_date))) {
    const day = lisbonDayOf(item.booking_date);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/**
 * The days the phone's agenda lists: every day of a week; of a month, the month's days that hold items, and today when
 * it is in the month (so the partner always sees where they are).
 */
export function agendaDays(mode: CalendarMode, date: string, today: string, busy: ReadonlySet<string>): string[] {
  const days = calendarWeeks(mode, date).flat();
  if (mode === 'week') return days;
  const month = date.slice(0, 7);
  return days.filter((day) => day.slice(0, 7) === month && (busy.has(day) || day === today));
}

/** The Lisbon hour of the day (0–23) an instant falls in. */
export function lisbonHourOf(iso: string): number {
  const at = Date.parse(iso);
  const offset = lisbonRuleOffsetMs(at);
  if (offset !== null) return new Date(at + offset).getUTCHours();
  return Math.floor((at - lisbonInstant(lisbonDayOf(iso), '00:00').getTime()) / 3_600_000);
}

/** The working hours a week's time grid always shows; an item outside them widens the grid to its hour. */
export const WEEK_HOURS = { first: 8, last: 20 } as const;

/**
 * A week's items on an hour grid: the day-only items apart (the "all day" row), the others by day and Lisbon hour, and
 * the hours to show (the working hours, widened to the earliest and latest item).
 */
export function weekGrid<T extends { booking_date: string }>(
  items: readonly T[],
  isDayOnly: (item: T) => boolean,
): { hours: number[]; allDay: Map<string, T[]>; at: (day: string, hour: number) => T[] } {
  const allDay = new Map<string, T[]>();
  const timed = new Map<string, T[]>();
  let first: number = WEEK_HOURS.first;
  let last: number = WEEK_HOURS.last;
  for (const [day, dayItems] of itemsByDay(items))
    for (const item of dayItems) {
      if (isDayOnly(item)) {
        allDay.set(day, [...(allDay.get(day) ?? []), item]);
        continue;
      }
      const hour = lisbonHourOf(item.booking_date);
      first = Math.min(first, hour);
      last = Math.max(last, hour);
      const key = `${day} ${hour}`;
      timed.set(key, [...(timed.get(key) ?? []), item]);
    }
  return {
    hours: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    allDay,
    at: (day, hour) => timed.get(`${day} ${hour}`) ?? [],
  };
}
