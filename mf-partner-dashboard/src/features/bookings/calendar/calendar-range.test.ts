import {
  addMonths,
  calendarWeeks,
  itemsByDay,
  lisbonDayOf,
  readCalendarState,
  shiftPeriod,
  visibleRange,
  writeCalendarState,
} from './calendar-range';

describe('calendar range', () => {
  it('reads the URL state, falling back to the list, month and today', () => {
    expect(readCalendarState(new URLSearchParams('view=calendar&mode=week&date=2026-11-18'), '2026-01-01')).toEqual({
      view: 'calendar',
      mode: 'week',
      date: '2026-11-18',
    });
    expect(readCalendarState(new URLSearchParams('view=grid&mode=year&date=2026-02-30'), '2026-01-01')).toEqual({
      view: 'list',
      mode: 'month',
      date: '2026-01-01',
    });
  });

  it('writes the calendar over the other params and drops its own on the list', () => {
    const params = new URLSearchParams('list=accepted&page=2');
    const calendar = writeCalendarState(params, { view: 'calendar', mode: 'month', date: '2026-11-01' });
    expect(calendar.toString()).toBe('list=accepted&page=2&view=calendar&mode=month&date=2026-11-01');
    expect(writeCalendarState(calendar, { view: 'list' }).toString()).toBe('list=accepted&page=2&view=list');
  });

  it('a month shows every week touching it, Monday first; a week is Monday to Sunday', () => {
    const november = calendarWeeks('month', '2026-11-18');
    expect(november).toHaveLength(6); // 1 Nov 2026 is a Sunday, 30 Nov a Monday
    expect(november[0]).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(november[5]![0]).toBe('2026-11-30');
    expect(visibleRange('month', '2026-11-18')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(calendarWeeks('month', '2027-02-10')).toHaveLength(4); // February 2027 starts on a Monday
    expect(visibleRange('week', '2026-11-18')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(visibleRange('week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('moves by a month (clamped) or a week', () => {
    expect(shiftPeriod('month', '2026-11-18', 1)).toBe('2026-12-01');
    expect(shiftPeriod('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(shiftPeriod('week', '2026-12-29', 1)).toBe('2027-01-05');
  });

  it('puts items on their Lisbon day, in time order', () => {
    // Lisbon is UTC+1 in summer (to 25 Oct 2026) and UTC+0 in winter.
    expect(lisbonDayOf('2026-07-31T23:30:00Z')).toBe('2026-08-01');
    expect(lisbonDayOf('2026-12-31T23:30:00Z')).toBe('2026-12-31');
    const days = itemsByDay([
      { id: 1, booking_date: '2026-11-20T15:00:00Z' },
      { id: 2, booking_date: '2026-11-20T09:00:00Z' },
      { id: 3, booking_date: '2026-11-21T09:00:00Z' },
    ]);
    expect(days.get('2026-11-20')?.map((i) => i.id)).toEqual([2, 1]);
    expect(days.get('2026-11-21')?.map((i) => i.id)).toEqual([3]);
  });
});
