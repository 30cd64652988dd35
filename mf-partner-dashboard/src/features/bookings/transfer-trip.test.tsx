/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The partner drives the customer: a transfer item shows its route in the list and, in its details, both legs, the
// passengers, seats, luggage and the driver details (flight number, address, lead passenger phone); other items none.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { routes } from '@mp/shared/routes';
import type { BookingItem, BookingItemTrip } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import BookingItemsPage from './booking-items-page';
import { testBookingItem } from '../../test-support/booking-item';
import { renderAt } from '../../test-support/render';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'dashboard.calendar-and-bookings')!;

const trip: BookingItemTrip = {
  from: 'Lisbon Airport',
  to: 'Sintra',
  outbound: { date: '2026-12-10', time: '10:05' },
  return: { date: '2026-12-14', time: '18:30' },
  passengers: 3,
  babySeats: 1,
  childSeats: 0,
  boosterSeats: 1,
  luggage: 4,
  vehicleName: 'Vito',
  carType: 'van',
  airportPickup: true,
  details: {
    flightNumber: 'TP1234',
    pickupAddress: '',
    dropOffAddress: 'Rua Direita 5, Sintra',
    leadPhone: '+351 912 345 678',
  },
};

function item(id: number, service: string, itemTrip: BookingItemTrip | null): BookingItem {
  return testBookingItem(id, service, {
    booking_date: '2026-12-10T10:05:00Z',
    quantity: 3,
    value: 9000,
    trip: itemTrip,
    service: { id: id * 10, service_name: service, duration: 60, slug: null, category_slug: null },
  });
}
const ITEMS = [item(1, 'Airport transfer', trip), item(2, 'Sunset sail', null)];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  localeStore.setState({ locale: 'en' });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url, 'http://x');
    if (url.pathname === '/api/dashboard/booking-items') {
      return json(200, {
        status: true,
        content: { current_page: 1, last_page: 1, per_page: 15, total: 2, next_page_url: null, data: ITEMS },
      });
    }
    return json(404, { status: false, message: 'Not found' });
  }) as unknown as typeof fetch;
});

function renderList(): void {
  renderAt(
    <BookingItemsPage route={route} params={{}} title="Booking items" />,
    '/dashboard/calendar-and-bookings?list=new',
  );
}

const rowOf = async (service: string) =>
  (await screen.findByRole('button', { name: `Details of ${service}` })).closest('tr')!;

describe('a transfer’s trip for the partner', () => {
  it('the list shows the route on one line under a transfer’s service name, nothing under other services', async () => {
    renderList();
    const transfer = await rowOf('Airport transfer');
    expect(within(transfer).getByTestId('item-trip-route').textContent).toBe('Transfer route: Lisbon Airport → Sintra');
    expect(within(await rowOf('Sunset sail')).queryByTestId('item-trip-route')).toBeNull();
  });

  it('the details show route, both legs, passengers with seats and luggage, vehicle and the driver details', async () => {
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Details of Airport transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Airport transfer' });
    const section = within(dialog).getByRole('region', { name: 'Transfer trip' });
    const lines = within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Lisbon Airport → Sintra',
      'Pickup: 10/12/2026 10:05',
      'Return: 14/12/2026 18:30',
      '3 passengers · 1 baby seat · 1 booster seat · 4 pieces of luggage',
      'Vehicle: Vito (van)',
      'Flight: TP1234',
      'Drop-off address: Rua Direita 5, Sintra',
      'Lead passenger phone: +351 912 345 678',
    ]);
  });

  it('says it in Portuguese', async () => {
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    localeStore.setState({ locale: 'pt' });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Detalhes de Airport transfer' }));
    const section = within(screen.getByRole('dialog', { name: 'Airport transfer' })).getByRole('region', {
      name: 'Viagem do transfer',
    });
    expect(section.textContent).toContain('Regresso: 14/12/2026 18:30');
    expect(section.textContent).toContain('Voo: TP1234');
  });

  it('a service that is not a transfer has no trip block in its details', async () => {
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Details of Sunset sail' }));
    const dialog = screen.getByRole('dialog', { name: 'Sunset sail' });
    expect(within(dialog).queryByRole('region', { name: 'Transfer trip' })).toBeNull();
    expect(within(dialog).queryByTestId('transfer-trip')).toBeNull();
  });
});
