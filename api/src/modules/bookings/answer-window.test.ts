import { answerBy, requestOpen } from './answer-window';

const at = (iso: string) => new Date(iso);

describe('the answer window of a booking request', () => {
  it('gives 48 hours when the start is further away than that', () => {
    expect(answerBy(at('2026-06-01T10:00:00Z'), at('2026-06-10T09:00:00Z')).toISOString()).toBe(
      '2026-06-03T10:00:00.000Z',
    );
  });

  it('ends two hours before a start that comes sooner: a 01:58 booking for 17:00 is answered by 15:00', () => {
    expect(answerBy(at('2026-06-01T00:58:00Z'), at('2026-06-01T16:00:00Z')).toISOString()).toBe(
      '2026-06-01T14:00:00.000Z',
    );
  });

  it('keeps a shorter window the item was booked with', () => {
    expect(answerBy(at('2026-06-01T10:00:00Z'), at('2026-06-10T09:00:00Z'), 24).toISOString()).toBe(
      '2026-06-02T10:00:00.000Z',
    );
  });

  it('takes a request while it leaves the partner an hour before the cut-off, and not after', () => {
    const start = at('2026-06-01T16:00:00Z');
    expect(requestOpen(start, at('2026-06-01T13:00:00Z'))).toBe(true);
    expect(requestOpen(start, at('2026-06-01T13:00:01Z'))).toBe(false);
  });
});
