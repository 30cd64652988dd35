import { dateTimeFormat, formatCalendarDay, formatCalendarMonth, formatInstant, formatMoney, formatRating, intlLocale } from './format';

describe('one money format per language (issue 15 defect 11)', () => {
  it('en is "€45.00", pt is "45,00 €" (never "€45.00" or "45.00 €" in pt)', () => {
    expect(formatMoney(4500, 'en')).toBe('€45.00');
    expect(formatMoney(4500, 'pt').replace(/\s/g, ' ')).toBe('45,00 €');
    expect(formatMoney(123456, 'pt').replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(formatRating(4.55, 'pt')).toBe('4,6');
  });
});

describe('one date format per language (spec §9, issue 15 defect 11)', () => {
  it('names the Intl tag of each language, whatever the browser says', () => {
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('fr')).toBe('en-GB');
  });

  it('writes an instant on Lisbon’s clock (summer time included), day before month in both languages', () => {
    expect(formatInstant('2026-11-25T14:30:00Z', 'en')).toBe('25 Nov 2026, 14:30');
    expect(formatInstant('2026-07-25T14:30:00Z', 'pt')).toBe('25/07/2026, 15:30');
    expect(formatInstant('2026-07-25T23:30:00Z', 'en', { dateStyle: 'short' })).toBe('26/07/2026');
    expect(formatInstant('not a date', 'en')).toBe('');
  });

  it('writes a calendar day as that day in any time zone, never as ISO or month first', () => {
    expect(formatCalendarDay('2026-11-25', 'en')).toBe('25 Nov');
    expect(formatCalendarDay('2026-11-25', 'pt')).toBe('25/11');
    expect(formatCalendarDay('2026-01-01', 'en', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('1 January 2026');
    expect(formatCalendarMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatCalendarMonth('2026-11', 'pt')).toBe('11/2026');
    expect(formatCalendarDay('someday', 'en')).toBe('someday');
  });

  it('makes one formatter per language and options', () => {
    expect(dateTimeFormat('pt', { dateStyle: 'short' })).toBe(dateTimeFormat('pt', { dateStyle: 'short' }));
    expect(dateTimeFormat('pt', { dateStyle: 'short' })).not.toBe(dateTimeFormat('en', { dateStyle: 'short' }));
  });
});

describe('warming the money format (ADR 030)', () => {
  it('makes the formatter formatMoney then uses, once per language', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./format') as typeof import('./format');
      const made = jest.spyOn(Intl, 'NumberFormat');
      fresh.warmNumberFormat('pt');
      expect(made).toHaveBeenCalledTimes(1);
      expect(fresh.formatMoney(4500, 'pt').replace(/\s/g, ' ')).toBe('45,00 €');
      expect(made).toHaveBeenCalledTimes(1);
      fresh.formatMoney(4500, 'en');
      expect(made).toHaveBeenCalledTimes(2);
      made.mockRestore();
    });
  });
});
