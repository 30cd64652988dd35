import { bookingsQuery, listOfRoute } from './get-client-bookings';

describe('customer booking lists (spec §4, §9)', () => {
  it('maps each user-panel route to its list', () => {
    expect(listOfRoute('user-panel.bookings')).toBe('upcoming');
    expect(listOfRoute('user-panel.bookings-previous')).toBe('previous');
    expect(listOfRoute('user-panel.bookings-canceled')).toBe('canceled');
  });

  it('asks GET api/client-bookings for the statuses of the list, newest first', () => {
    expect(bookingsQuery('upcoming', 1)).toEqual({
      status: 'waiting_payment,pending,confirmed',
      orderBy: 'desc',
      page: 1,
      per_page: 15,
    });
    expect(bookingsQuery('previous', 2).status).toBe('completed');
    expect(bookingsQuery('canceled', 1).status).toBe('declined,cancelled');
  });
});
