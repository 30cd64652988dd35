import { bookingItemsApiQuery } from './api/get-booking-items';
import { timeLeft } from './time-left';

describe('the answer countdown', () => {
  const due = '2026-11-25T10:00:00Z';
  it('counts down to the answer deadline the server gives', () => {
    expect(timeLeft(due, Date.parse('2026-11-23T12:30:00Z'))).toEqual({
      hours: 45,
      minutes: 30,
      expired: false,
      urgent: false,
    });
    expect(timeLeft(due, Date.parse('2026-11-25T05:00:00Z'))).toMatchObject({
      hours: 5,
      minutes: 0,
      urgent: true,
    });
    expect(timeLeft(due, Date.parse('2026-11-25T11:00:00Z'))).toMatchObject({
      hours: 0,
      minutes: 0,
      expired: true,
    });
  });
});

describe('the booking items query', () => {
  it('splits archived into cancelled and completed, and sorts by creation', () => {
    expect(bookingItemsApiQuery('new', { page: 2, per_page: 10 })).toEqual({
      destination: 'new',
      page: 2,
      items: 10,
      sort: 'desc',
    });
    expect(bookingItemsApiQuery('completed', { page: 1, per_page: 25, sort: 'created_at' })).toEqual({
      destination: 'archived',
      archived_status: 'completed',
      page: 1,
      items: 25,
      sort: 'asc',
    });
  });
});
