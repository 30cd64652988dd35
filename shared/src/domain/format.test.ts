import {
  dateTimeFormat,
  formatCalendarDay,
  formatCalendarMonth,
  formatDecimal,
  formatInstant,
  formatMoney,
  formatPercent,
  formatRating,
  intlLocale,
  regionName,
} from './format';

describe('one money format per language', () => {
  it('en is "€45.00", pt is "45,00 €" (never "€45.00" or "45.00 €" in pt)', () => {
    expect(formatMoney(4500, 'en')).toBe('€45.00');
    expect(formatMoney(4500, 'pt').replace(/\s/g, ' ')).toBe('45,00 €');
    expect(formatMoney(123456, 'pt').replace(/\s/g, ' ')).toBe('1234,56 €');
    expect(formatRating(4.55, 'pt')).toBe('4,6');
  });
});

describe('one date format per language (spec §9)', () => {
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
    expect(formatCalendarDay('2026-01-01', 'en', { day: 'numeric', month: 'long', year: 'numeric' })).toBe(
      '1 January 2026',
    );
    expect(formatCalendarMonth('2026-11', 'en')).toBe('Nov 2026');
    expect(formatCalendarMonth('2026-11', 'pt')).toBe('11/2026');
    expect(formatCalendarDay('someday', 'en')).toBe('someday');
  });

  it('makes one formatter per language and options', () => {
    expect(dateTimeFormat('pt', { dateStyle: 'short' })).toBe(dateTimeFormat('pt', { dateStyle: 'short' }));
    expect(dateTimeFormat('pt', { dateStyle: 'short' })).not.toBe(dateTimeFormat('en', { dateStyle: 'short' }));
  });
});

describe('money and ratings written as ICU writes them, without loading its number data (ADR 031)', () => {
  const icuMoney = (cents: number, locale: 'en' | 'pt') =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const icuRating = (value: number, locale: 'en' | 'pt') =>
    new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(value);
  // A fixed sequence, so a failure names the same numbers on every run.
  let seed = 20261125;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

  it('writes every amount in cents exactly as Intl.NumberFormat does, in en and pt', () => {
    const amounts = [
      0, -0, 1, -1, 99, 100, 999, 1000, 99999, 100000, 999999, 1000000, 123456789, -123456789, 999999999999999,
      -999999999999999,
    ];
    for (let i = -2000; i <= 2000; i += 7) amounts.push(i, i * 1009);
    for (let i = 0; i < 2000; i++) amounts.push(Math.round((next() - 0.5) * 10 ** Math.ceil(next() * 14)));
    for (const locale of ['en', 'pt'] as const) {
      const mine = amounts.map((cents) => formatMoney(cents, locale));
      expect(mine).toEqual(amounts.map((cents) => icuMoney(cents, locale)));
    }
  });

  it('rounds ratings as ICU does (half away from zero, on the shortest decimal: 4.35 → 4.4)', () => {
    const values = [
      0,
      -0,
      4,
      4.35,
      4.25,
      4.05,
      0.05,
      0.15,
      0.95,
      9.95,
      99.95,
      999.95,
      9999.95,
      -0.04,
      -0.05,
      12345.5,
      1e13 + 0.55,
    ];
    for (let i = 0; i <= 5000; i++) values.push(i / 100, i / 1000, -i / 100);
    for (let i = 0; i < 2000; i++) values.push((next() - 0.3) * 10 ** Math.ceil(next() * 8));
    for (const locale of ['en', 'pt'] as const) {
      expect(values.map((value) => formatRating(value, locale))).toEqual(
        values.map((value) => icuRating(value, locale)),
      );
    }
  });

  it('leaves to Intl what the written forms do not cover', () => {
    expect(formatMoney(1234.5, 'en')).toBe(icuMoney(1234.5, 'en'));
    expect(formatMoney(Number.NaN, 'pt')).toBe(icuMoney(Number.NaN, 'pt'));
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe(icuMoney(Number.MAX_SAFE_INTEGER, 'en'));
    expect(formatRating(1e21, 'pt')).toBe(icuRating(1e21, 'pt'));
    expect(formatRating(Number.POSITIVE_INFINITY, 'en')).toBe(icuRating(Number.POSITIVE_INFINITY, 'en'));
  });

  it('makes no Intl.NumberFormat for a page of prices and ratings', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    formatMoney(4500, 'pt');
    formatMoney(-123456, 'en');
    formatRating(4.55, 'en');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe('decimals and percentages written as ICU writes them, without building an Intl.NumberFormat (ADR 031)', () => {
  const icuFormats = {
    en: new Intl.NumberFormat(intlLocale('en'), { maximumFractionDigits: 2 }),
    pt: new Intl.NumberFormat(intlLocale('pt'), { maximumFractionDigits: 2 }),
  };
  const icu = (value: number, locale: 'en' | 'pt') => icuFormats[locale].format(value);
  // A fixed sequence, so a failure names the same numbers on every run.
  let seed = 20261125;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;

  it("writes a commission rate in each language as ICU's percent style does (no space before the sign)", () => {
    const icuPercent = (value: number, locale: 'en' | 'pt') =>
      new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    expect(formatPercent(12.5, 'pt')).toBe('12,5%');
    for (const value of [0, 0.05, 7.25, 12.5, 15, 33.33, 100]) {
      for (const locale of ['en', 'pt'] as const) expect(formatPercent(value, locale)).toBe(icuPercent(value, locale));
    }
  });

  it('rounds and groups as ICU does (at most two decimals, halves away from zero on the shortest decimal: 1.005 → 1.01)', () => {
    const values = [
      0,
      -0,
      1.005,
      2.675,
      0.125,
      0.005,
      -0.004,
      -0.005,
      99.995,
      999.995,
      9999.995,
      12345.678,
      1e13 - 0.01,
    ];
    for (let i = 0; i <= 10000; i++) values.push(i / 100, i / 1000, -i / 100);
    for (let i = 0; i < 2000; i++) values.push((next() - 0.3) * 10 ** Math.ceil(next() * 10));
    for (const locale of ['en', 'pt'] as const) {
      expect(values.map((value) => formatDecimal(value, locale))).toEqual(values.map((value) => icu(value, locale)));
    }
  });

  it('leaves to Intl what the written form does not cover, and makes no formatter otherwise', () => {
    expect(formatDecimal(1e21, 'pt')).toBe(icu(1e21, 'pt'));
    expect(formatDecimal(Number.NaN, 'en')).toBe(icu(Number.NaN, 'en'));
    const made = jest.spyOn(Intl, 'NumberFormat');
    formatPercent(12.5, 'pt');
    formatPercent(7.25, 'en');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});

describe('regionName', () => {
  it('names a country in European Portuguese or British English, and answers an unknown code with itself', () => {
    expect([regionName('pl', 'pt'), regionName('cz', 'pt'), regionName('pl', 'en')]).toEqual([
      'Polónia',
      'Chéquia',
      'Poland',
    ]);
    expect(regionName('zz-bad', 'pt')).toBe('ZZ-BAD');
  });
});
