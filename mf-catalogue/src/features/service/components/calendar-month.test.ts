import { addDays, longDate, monthTitle, weekdayNames } from './calendar-month';

// The names are written out to keep ICU's calendar data off the service page's first render (ADR 031); ICU stays the
// reference, so a difference in any form, on any day, fails here with the day that differs.
describe("the calendar's names, as ICU writes them for en-GB and pt-PT", () => {
  const icu = (locale: 'en' | 'pt', options: Intl.DateTimeFormatOptions, date: string) =>
    new Intl.DateTimeFormat(locale === 'pt' ? 'pt-PT' : 'en-GB', { ...options, timeZone: 'UTC' }).format(
      new Date(`${date}T12:00:00Z`),
    );
  const days: string[] = [];
  for (let date = '2024-01-01'; date < '2031-01-01'; date = addDays(date, 1)) days.push(date);

  it.each(['en', 'pt'] as const)('writes every day of 2024–2030 as ICU does in %s', (locale) => {
    expect(
      days.filter(
        (d) =>
          longDate(d, locale) !== icu(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, d),
      ),
    ).toEqual([]);
  });

  it.each(['en', 'pt'] as const)('titles every month as ICU does in %s, with a capital first letter', (locale) => {
    const months = days.filter((d) => d.endsWith('-01')).map((d) => d.slice(0, 7));
    const expected = months.map((m) => {
      const title = icu(locale, { month: 'long', year: 'numeric' }, `${m}-01`);
      return title.charAt(0).toUpperCase() + title.slice(1);
    });
    expect(months.map((m) => monthTitle(m, locale))).toEqual(expected);
    expect(monthTitle('2026-11', 'pt')).toBe('Novembro de 2026');
  });

  it.each(['en', 'pt'] as const)(
    'names the weekdays from Monday as ICU does in %s (short: at most three letters)',
    (locale) => {
      const week = days.slice(0, 7); // 2024-01-01 was a Monday
      expect(weekdayNames(locale)).toEqual(
        week.map((d) => ({
          short: icu(locale, { weekday: 'short' }, d).replace(/\.$/, '').slice(0, 3),
          long: icu(locale, { weekday: 'long' }, d),
        })),
      );
    },
  );
});
