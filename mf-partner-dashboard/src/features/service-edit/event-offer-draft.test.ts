// The event offer draft: euros typed either way read as cents, a new session follows the last one, and the API's
// errors land on the row and field they name.
import { bodyOf, centsOf, draftOf, newSession, serverErrorsOf } from './event-offer-draft';

const draft = draftOf({
  sessions: [{ id: 1, date: '2030-05-01', time: '21:30', capacity: 50, sold: 0 }],
  ticket_types: [{ id: 2, name_en: 'Seat', name_pt: 'Lugar', seating: 'seated', price_cents: 2500, sold: 0 }],
});

describe('the event offer draft', () => {
  it('reads euros with a point or a comma as cents, and nothing else', () => {
    expect([centsOf('25'), centsOf('25.5'), centsOf('25,50'), centsOf(' 0.05 ')]).toEqual([2500, 2550, 2550, 5]);
    expect([centsOf(''), centsOf('25.999'), centsOf('-1'), centsOf('€25')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('starts a new session the day after the last, at its time and places, and never before today', () => {
    expect(newSession(draft.sessions, '2030-01-01')).toMatchObject({
      date: '2030-05-02',
      time: '21:30',
      capacity: '50',
    });
    expect(newSession(draft.sessions, '2030-06-01').date).toBe('2030-06-01');
    expect(newSession([], '2030-06-01')).toMatchObject({ date: '2030-06-01', sold: 0 });
  });

  it('sends kept rows with their ids and new rows without, and names the fields it cannot read', () => {
    const withNew = { ...draft, sessions: [...draft.sessions, newSession(draft.sessions, '2030-01-01')] };
    expect(bodyOf(withNew)).toEqual({
      body: {
        sessions: [
          { id: 1, date: '2030-05-01', time: '21:30', capacity: 50 },
          { date: '2030-05-02', time: '21:30', capacity: 50 },
        ],
        ticket_types: [{ id: 2, name_en: 'Seat', name_pt: 'Lugar', seating: 'seated', price_cents: 2500 }],
      },
    });
    const broken = {
      sessions: [{ ...draft.sessions[0]!, capacity: '1.5' }],
      ticket_types: [{ ...draft.ticket_types[0]!, price: 'free' }],
    };
    expect(bodyOf(broken)).toEqual({
      errors: { 'sessions.0.capacity': 'wholeNumber', 'ticket_types.0.price_cents': 'euros' },
    });
  });

  it('keeps a message on the field it names, a list’s own on the list, and one about no row of the form aside', () => {
    expect(
      serverErrorsOf(
        {
          sessions: ['Taken.', 'A sold session stays.'],
          'sessions.0': ['Taken.'],
          'sessions.0.date': ['Taken.'],
          'ticket_types.5.name_en': ['Gone.'],
        },
        draft,
      ),
    ).toEqual({ fields: { 'sessions.0.date': 'Taken.', sessions: 'A sold session stays.' }, rest: ['Gone.'] });
  });
});
