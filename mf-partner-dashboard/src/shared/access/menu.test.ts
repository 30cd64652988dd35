import { allowedLinks } from './menu';

const links = [
  { id: 'dashboard.home' },
  { id: 'dashboard.calendar-and-bookings' },
  { id: 'dashboard.sales' },
  { id: 'dashboard.services-preview' },
];

describe('the menu of a team role', () => {
  it('shows a bookings manager the home and the bookings only', () => {
    expect(allowedLinks(links, ['bookings']).map((l) => l.id)).toEqual([
      'dashboard.home',
      'dashboard.calendar-and-bookings',
    ]);
  });
  it('shows an owner everything and, while loading, only the pages open to all', () => {
    expect(allowedLinks(links, ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'])).toHaveLength(4);
    expect(allowedLinks(links, undefined).map((l) => l.id)).toEqual(['dashboard.home']);
  });
});
