// The API's lisbonInstant answers what @mp/shared/domain's does, across both daylight-saving changes, and
// never hands two callers the same Date.
import { lisbonInstant as sharedLisbonInstant } from '@mp/shared/domain';
import { lisbonInstant } from './lisbon-time';

describe('lisbonInstant', () => {
  const cases: [string, string, string][] = [
    ['2026-01-15', '09:30', '2026-01-15T09:30:00.000Z'],
    ['2026-07-01', '00:30', '2026-06-30T23:30:00.000Z'],
    ['2026-03-29', '00:30', '2026-03-29T00:30:00.000Z'],
    ['2026-03-29', '03:00', '2026-03-29T02:00:00.000Z'],
    ['2026-10-25', '03:00', '2026-10-25T03:00:00.000Z'],
  ];

  it.each(cases)('%s %s in Lisbon is %s, the shared answer, asked once or again', (date, time, iso) => {
    expect(lisbonInstant(date, time).toISOString()).toBe(iso);
    expect(lisbonInstant(date, time).toISOString()).toBe(sharedLisbonInstant(date, time).toISOString());
  });

  it('answers a new Date each time', () => {
    const first = lisbonInstant('2026-05-01', '10:00');
    first.setUTCFullYear(2000);
    expect(lisbonInstant('2026-05-01', '10:00').toISOString()).toBe('2026-05-01T09:00:00.000Z');
  });
});
