import { isIsoDate, lisbonInstant, lisbonRuleOffsetMs, lisbonToday } from './lisbon-time';
import { formatDateEnGb } from './time';

describe('Lisbon wall-clock time (spec §9)', () => {
  it('turns a Lisbon date and time into the instant, in winter (UTC+0) and summer (UTC+1)', () => {
    expect(lisbonInstant('2030-01-15', '10:05').toISOString()).toBe('2030-01-15T10:05:00.000Z');
    expect(lisbonInstant('2030-07-15', '10:05').toISOString()).toBe('2030-07-15T09:05:00.000Z');
  });

  it("names today's Lisbon date, which differs from UTC's just before midnight in summer", () => {
    expect(lisbonToday(new Date('2030-07-15T23:30:00Z'))).toBe('2030-07-16');
  });

  it('accepts only strict YYYY-MM-DD calendar dates', () => {
    expect(isIsoDate('2030-02-28')).toBe(true);
    expect(isIsoDate('2030-02-30')).toBe(false);
    expect(isIsoDate('2030-2-28')).toBe(false);
    expect(isIsoDate('30-02-2028')).toBe(false);
  });

  describe("the clock-change rule written out (ADR 031) agrees with ICU's Europe/Lisbon", () => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Lisbon',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const icuOffset = (instant: number): number => {
      const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
      return (
        Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) -
        Math.floor(instant / 60_000) * 60_000
      );
    };
    const icuDay = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Lisbon',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });

    it('every three hours from 1997 to 2060, and a minute either side of each change', () => {
      const instants: number[] = [];
      for (let t = Date.UTC(1997, 0, 1); t < Date.UTC(2061, 0, 1); t += 3 * 3_600_000) instants.push(t + 17 * 60_000);
      for (let year = 1997; year <= 2060; year++) {
        for (const month of [2, 9]) {
          const last = new Date(Date.UTC(year, month + 1, 0));
          const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
          instants.push(change - 60_000, change, change + 60_000);
        }
      }
      const differ = instants
        .filter((t) => lisbonRuleOffsetMs(t) !== icuOffset(t))
        .map((t) => new Date(t).toISOString());
      expect(differ).toEqual([]);
      const days = instants.filter((_, i) => i % 7 === 0);
      expect(days.filter((t) => formatDateEnGb(t) !== icuDay.format(t)).map((t) => new Date(t).toISOString())).toEqual(
        [],
      );
      expect(days.filter((t) => lisbonToday(new Date(t)) !== icuDay.format(t).split('/').reverse().join('-'))).toEqual(
        [],
      );
    });

    it('leaves instants before 1997 and after 2099 to ICU', () => {
      expect(lisbonRuleOffsetMs(Date.UTC(1995, 6, 1))).toBeNull();
      expect(lisbonRuleOffsetMs(Date.UTC(2100, 6, 1))).toBeNull();
      expect(formatDateEnGb(Date.UTC(1995, 6, 1, 23, 30))).toBe(icuDay.format(Date.UTC(1995, 6, 1, 23, 30)));
      // Portugal kept Central European time from 1992 to 1996: summer 1995 was UTC+2, which no written rule here knows.
      expect(lisbonInstant('1995-07-01', '12:00').toISOString()).toBe('1995-07-01T10:00:00.000Z');
    });
  });
});
