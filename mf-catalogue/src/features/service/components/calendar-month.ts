// Pure calendar arithmetic of the booking box's month grid. Dates are YYYY-MM-DD calendar dates (no time zone: the
// API answers Lisbon days), months are 'YYYY-MM'; weeks start on Monday as in en-GB and pt-PT.
import { weekdayOf } from '@mp/shared/domain';

// Month and weekday names are written here, not asked of Intl.DateTimeFormat: the first date formatter of a page loads
// ICU's calendar data, ~11 ms of a fast machine's main thread and ~90 ms at Lighthouse's 8× CPU, inside the service
// page's first render (ADR 031). calendar-month.test.ts compares every form with ICU's for years of days.
const NAMES = {
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
  pt: {
    months: [
      'janeiro',
      'fevereiro',
      'março',
      'abril',
      'maio',
      'junho',
      'julho',
      'agosto',
      'setembro',
      'outubro',
      'novembro',
      'dezembro',
    ],
    weekdays: ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado', 'domingo'],
  },
};
const namesOf = (locale: string) => (locale === 'pt' ? NAMES.pt : NAMES.en);

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
  const lead = weekdayOf(`${month}-01`);
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** "November 2026", "Novembro de 2026" (pt-PT writes month names in lower case; a title starts with a capital). */
export function monthTitle(month: string, locale: string): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const name = namesOf(locale).months[mon - 1] ?? '';
  return locale === 'pt' ? `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}` : `${name} ${year}`;
}

/** "Wednesday, 25 November 2026", "quarta-feira, 25 de novembro de 2026". */
export function longDate(date: string, locale: string): string {
  const [year, mon, day] = date.split('-').map(Number) as [number, number, number];
  const { months, weekdays } = namesOf(locale);
  const weekday = weekdays[weekdayOf(date)];
  return locale === 'pt'
    ? `${weekday}, ${day} de ${months[mon - 1]} de ${year}`
    : `${weekday}, ${day} ${months[mon - 1]} ${year}`;
}

/** Monday…Sunday, short (at most 3 letters: pt-PT's short names are whole words) and long, in the site language. */
export function weekdayNames(locale: string): { short: string; long: string }[] {
  return namesOf(locale).weekdays.map((long) => ({ short: long.slice(0, 3), long }));
}
