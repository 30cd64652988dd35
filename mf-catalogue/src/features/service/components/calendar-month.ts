// Pure calendar arithmetic of the booking box's month grid. Dates are YYYY-MM-DD calendar dates (no time zone: the
// API answers Lisbon days), months are 'YYYY-MM'; weeks start on Monday as in en-GB and pt-PT.

import { dateTimeFormat, intlLocale } from '@mp/shared/domain';

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function addMonths(month: string, n: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, mon - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function addDays(date: string, n: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The month's days in weeks of 7 (Monday first); null pads the first and last week. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, mon - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "November 2026", "Novembro de 2026" (pt-PT writes month names in lower case; a title starts with a capital). */
export function monthTitle(month: string, locale: string): string {
  const title = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcNoon(`${month}-01`));
  return title.charAt(0).toLocaleUpperCase(intlLocale(locale)) + title.slice(1);
}

export function longDate(date: string, locale: string): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcNoon(date));
}

/** Monday…Sunday, short (at most 3 letters: pt-PT's short names are whole words) and long, in the site language. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  const short = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = utcNoon(addDays('2024-01-01', i));
    return { short: short.format(d).replace(/\.$/, '').slice(0, 3), long: long.format(d) };
  });
}
