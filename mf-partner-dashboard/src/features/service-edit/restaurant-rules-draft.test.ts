// The restaurant rules draft: the body lists periods weekday by weekday, and the API's `opening_hours.{n}` errors land
// back on the period, or the day, they are about.
import { bodyOf, draftOf, newPeriod, serverErrorsOf } from './restaurant-rules-draft';

const draft = draftOf({
  slot_minutes: 30,
  covers_per_slot: 12,
  confirmation: 'partner',
  opening_hours: [
    { weekday: 5, opens: '19:00', closes: '23:00' },
    { weekday: 0, opens: '12:00', closes: '15:00' },
    { weekday: 5, opens: '12:00', closes: '15:00' },
  ],
});

it('sends each weekday’s periods in order, and maps the API’s errors back to them', () => {
  const read = bodyOf(draft);
  if ('errors' in read) throw new Error('the draft is valid');
  expect(read.body.opening_hours).toEqual([
    { weekday: 0, opens: '12:00', closes: '15:00' },
    { weekday: 5, opens: '12:00', closes: '15:00' },
    { weekday: 5, opens: '19:00', closes: '23:00' },
  ]);
  expect(
    serverErrorsOf(
      {
        'opening_hours.2.closes': ['Too late'],
        'opening_hours.1': ['Too many'],
        'opening_hours.9.opens': ['Gone'],
        // The API client copies each period's message under the list; the list's own comes after them.
        opening_hours: ['Too late', 'Too many', 'Gone', 'Too long a list'],
        slot_minutes: ['Too short'],
      },
      read.positions,
    ),
  ).toEqual({
    fields: { 'hours.5.1.closes': 'Too late', 'hours.5': 'Too many', slot_minutes: 'Too short' },
    rest: ['Gone', 'Too long a list'],
  });
});

it('refuses numbers that are not whole before sending', () => {
  expect(bodyOf({ ...draft, slot_minutes: '30.5', covers_per_slot: '' })).toEqual({
    errors: { slot_minutes: 'wholeNumber', covers_per_slot: 'wholeNumber' },
  });
});

it('offers lunch, then dinner, then an empty period to fill', () => {
  expect(newPeriod([])).toEqual({ opens: '12:00', closes: '15:00' });
  expect(newPeriod([{ opens: '12:00', closes: '15:00' }])).toEqual({ opens: '19:00', closes: '22:00' });
  expect(newPeriod([{ opens: '12:00', closes: '20:00' }])).toEqual({ opens: '', closes: '' });
});
