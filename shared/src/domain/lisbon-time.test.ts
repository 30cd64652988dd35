import { isIsoDate, lisbonInstant, lisbonToday } from './lisbon-time';

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
});
