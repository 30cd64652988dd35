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

describe('the menu of a company’s modules', () => {
  const withVehicles = [...links, { id: 'dashboard.vehicles-preview' }, { id: 'dashboard.vehicles-new' }];
  const owner = ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'] as const;
  it('offers an experiences-only company no vehicles', () => {
    const ids = allowedLinks(withVehicles, [...owner], { experiences: true, transfers: false }).map((l) => l.id);
    expect(ids).not.toContain('dashboard.vehicles-preview');
    expect(ids).not.toContain('dashboard.vehicles-new');
    expect(ids).toContain('dashboard.services-preview');
  });
  it('offers a transfer company its vehicles, and leaves them in when the API does not say the modules', () => {
    expect(allowedLinks(withVehicles, [...owner], { experiences: false, transfers: true })).toHaveLength(6);
    expect(allowedLinks(withVehicles, [...owner])).toHaveLength(6);
  });
});
