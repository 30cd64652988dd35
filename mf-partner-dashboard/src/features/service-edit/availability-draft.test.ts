import { draftOf, rulesOf } from './availability-draft';

describe('the availability editor', () => {
  it('reads the typed times, capacity, cut-off and blocked dates back into rules', () => {
    const draft = draftOf({
      weekly: [{ weekday: 0, times: ['09:00'] }],
      daily_capacity: 10,
      cutoff_hours: 2,
      blocked_dates: ['2026-12-25'],
    });
    expect(draft.days[0]).toEqual({ open: true, times: '09:00' });
    expect(draft.days[1]).toEqual({ open: false, times: '' });
    draft.days[2] = { open: true, times: '9:30, 14:00' };
    draft.blocked_dates = '2026-12-25\n2027-01-01';
    expect(rulesOf(draft)).toEqual({
      rules: {
        weekly: [
          { weekday: 0, times: ['09:00'] },
          { weekday: 2, times: ['09:30', '14:00'] },
        ],
        daily_capacity: 10,
        cutoff_hours: 2,
        blocked_dates: ['2026-12-25', '2027-01-01'],
      },
    });
  });

  it('names the fields it cannot read', () => {
    const draft = draftOf({
      weekly: [{ weekday: 4, times: [] }],
      daily_capacity: 10,
      cutoff_hours: 0,
      blocked_dates: [],
    });
    draft.days[4] = { open: true, times: '25:00' };
    draft.daily_capacity = 'ten';
    draft.blocked_dates = '25/12/2026';
    expect(rulesOf(draft)).toEqual({
      errors: {
        'day.4': 'availability.timesInvalid',
        daily_capacity: 'availability.wholeNumber',
        blocked_dates: 'availability.datesInvalid',
      },
    });
  });
});
