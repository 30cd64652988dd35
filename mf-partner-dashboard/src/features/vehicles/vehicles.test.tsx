/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The vehicles screens: the list of one vehicle_status with a switch that is optimistic and rolls back, and the form
// that sends every field in cents with the districts chosen, and shows the server's 422 on its field.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import { toastStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import VehiclesPage from './vehicles-page';
import { EditVehiclePage, NewVehiclePage } from './vehicle-pages';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const routeOf = (id: string) => routes.find((r) => r.id === id)!;

const van = {
  id: 3,
  name: 'Airport van',
  car_type: 'van',
  seats: 8,
  luggage: 8,
  accessibility: false,
  value_cents: 6000,
  roundback_value_cents: 11000,
  value_discount_cents: 0,
  baby_seats_value_cents: 500,
  child_seats_value_cents: 500,
  booster_seats_value_cents: 300,
  free_cancelation: true,
  free_cancelation_policy_hours: 24,
  vehicle_status: 'active',
  districts: ['Faro', 'Lisboa'],
};
const NO_ROUTE_PRICES = { units: 1, per_km_cents: null, min_fare_cents: 0, route_prices: [], blocked_dates: [] };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { url: string; method: string; body: Record<string, unknown> | null }[];
let writeAnswer: () => Response;
let release: () => void;
let hold: boolean;

beforeEach(async () => {
  toastStore.getState().clear();
  await i18n.changeLanguage('en');
  calls = [];
  hold = false;
  writeAnswer = () => json(200, { status: true, content: { updated: 1 } });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({
      url: request.url,
      method: request.method,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
    if (request.method === 'POST') {
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return writeAnswer();
    }
    return json(200, {
      status: true,
      content: { current_page: 1, last_page: 1, per_page: 15, total: 1, next_page_url: null, data: [van] },
    });
  }) as unknown as typeof fetch;
});

function wrapper(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}

describe('vehicles list', () => {
  it('shows a vehicle priced by route with its route prices and rate under the flat one-way price', async () => {
    const routed = { ...van, id: 4, name: 'Sines van', route_price_count: 3, per_km_cents: 120, min_fare_cents: 3500 };
    const list = { current_page: 1, last_page: 1, per_page: 15, total: 2, next_page_url: null, data: [van, routed] };
    globalThis.fetch = jest.fn(async () => json(200, { status: true, content: list })) as unknown as typeof fetch;
    render(<VehiclesPage route={routeOf('dashboard.vehicles-preview')} params={{}} title="Vehicles" />, {
      wrapper: wrapper('/dashboard/vehicles/preview'),
    });
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await screen.findByRole('link', { name: 'Sines van' });
    expect(row('Sines van').textContent).toContain('€60.00By route: 3 route prices · €1.20/km, at least €35.00');
    expect(row('Airport van').textContent).not.toContain('By route');
  });

  it('asks for the route’s vehicle_status and takes a vehicle out of service at once, back in when the server refuses', async () => {
    hold = true;
    writeAnswer = () => json(500, { status: false, message: 'down' });
    render(<VehiclesPage route={routeOf('dashboard.vehicles-preview')} params={{}} title="Vehicles" />, {
      wrapper: wrapper('/dashboard/vehicles/preview'),
    });
    const toggle = await screen.findByRole('switch', { name: 'Airport van in service' });
    expect(new URL(calls[0]!.url).searchParams.get('vehicle_status')).toBe('active');
    await user.click(toggle);
    // Asked first: customers can no longer book trips in it.
    const ask = screen.getByRole('dialog', { name: 'Take “Airport van” out of service?' });
    expect(ask.textContent).toContain('Trips already booked are kept');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Take it out of service' }));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const write = calls.find((c) => c.method === 'POST')!;
    expect(write.url).toContain('/api/dashboard/vehicles/bulk-update');
    expect(write.body).toEqual({ ids: [3], action: 'deactivate' });
    release();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Airport van in service' }).getAttribute('aria-checked')).toBe('true'),
    );
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Could not change Airport van. Nothing was changed.',
      ),
    );
    // Only the switch's own message: the API client's generic failure toast is not shown beside it.
    expect(
      toastStore
        .getState()
        .toasts.filter((t) => t.kind === 'error')
        .map((t) => t.message),
    ).toEqual(['Could not change Airport van. Nothing was changed.']);
  });

  it('lists the inactive vehicles on the inactive route', async () => {
    render(<VehiclesPage route={routeOf('dashboard.vehicles-preview-inactive')} params={{}} title="Vehicles" />, {
      wrapper: wrapper('/dashboard/vehicles/preview/inactive'),
    });
    await screen.findByText('Airport van');
    expect(new URL(calls[0]!.url).searchParams.get('vehicle_status')).toBe('inactive');
  });

  it('lists the draft vehicles (the form saves drafts) on their own tab', async () => {
    render(<VehiclesPage route={routeOf('dashboard.vehicles-preview-draft')} params={{}} title="Vehicles" />, {
      wrapper: wrapper('/dashboard/vehicles/preview/draft'),
    });
    await screen.findByText('Airport van');
    expect(new URL(calls[0]!.url).searchParams.get('vehicle_status')).toBe('draft');
    const tab = within(screen.getByRole('navigation', { name: 'Vehicle lists' })).getByRole('link', { name: 'Drafts' });
    expect(tab.getAttribute('href')).toBe('/dashboard/vehicles/preview/draft');
    expect(tab.getAttribute('aria-current')).toBe('page');
  });
});

describe('new vehicle form', () => {
  async function fill(): Promise<void> {
    render(<NewVehiclePage route={routeOf('dashboard.vehicles-new')} params={{}} title="New vehicle" />, {
      wrapper: wrapper('/dashboard/vehicles/new'),
    });
    await user.type(screen.getByLabelText(/^Name/), 'Sprinter');
    await user.selectOptions(screen.getByLabelText(/^Car type/), 'minibus');
    const price = screen.getByLabelText(/^One-way price/);
    await user.clear(price);
    await user.type(price, '45,50');
    const back = screen.getByLabelText(/^Round-trip price/);
    await user.clear(back);
    await user.type(back, '80');
    await user.click(screen.getByLabelText('Porto'));
    await user.click(screen.getByLabelText('Braga'));
    await user.click(screen.getByLabelText('Wheelchair accessible'));
  }

  it('sends every field, prices in cents and the districts chosen', async () => {
    writeAnswer = () => json(200, { status: true, content: { ...van, id: 9, name: 'Sprinter' } });
    await fill();
    await user.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body!;
    expect(body).toMatchObject({
      name: 'Sprinter',
      car_type: 'minibus',
      value_cents: 4550,
      roundback_value_cents: 8000,
      accessibility: true,
      seats: 4,
      vehicle_status: 'active',
    });
    expect([...(body.districts as string[])].sort()).toEqual(['Braga', 'Porto']);
    expect(Object.keys(body).sort()).toEqual([
      'accessibility',
      'baby_seats_value_cents',
      'booster_seats_value_cents',
      'car_type',
      'child_seats_value_cents',
      'districts',
      'free_cancelation',
      'free_cancelation_policy_hours',
      'luggage',
      'name',
      'roundback_value_cents',
      'seats',
      'value_cents',
      'value_discount_cents',
      'vehicle_status',
    ]);
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Sprinter added.'));
  });

  it('puts the server’s 422 on the field and a bad price on its own field before sending', async () => {
    writeAnswer = () =>
      json(422, {
        status: false,
        message: 'The given data was invalid.',
        errors: { roundback_value_cents: ['The round-trip price must not be lower than the one-way price.'] },
      });
    await fill();
    await user.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    expect(await screen.findByText('The round-trip price must not be lower than the one-way price.')).toBeTruthy();
    const posts = calls.filter((c) => c.method === 'POST').length;
    const price = screen.getByLabelText(/^One-way price/);
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(screen.getByRole('button', { name: 'Add a vehicle' }));
    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(posts);
  });
});

describe('edit vehicle form', () => {
  it('shows the vehicle’s fields and districts, and saves it to its own address', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.text();
      calls.push({
        url: request.url,
        method: request.method,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
      });
      // The page's "Prices by route" reads its own addresses (route-pricing.test.tsx tests it).
      if (request.url.includes('/pricing') || request.url.includes('/transfer-locations'))
        return json(200, { status: true, content: request.url.includes('/pricing') ? NO_ROUTE_PRICES : [] });
      return json(200, { status: true, content: request.method === 'GET' ? van : { ...van, seats: 7 } });
    }) as unknown as typeof fetch;
    render(<EditVehiclePage route={routeOf('dashboard.vehicles-edit')} params={{ id: '3' }} title="Edit vehicle" />, {
      wrapper: wrapper('/dashboard/vehicles/edit/3'),
    });
    expect(((await screen.findByLabelText(/^Name/)) as HTMLInputElement).value).toBe('Airport van');
    expect((screen.getByLabelText(/^One-way price/) as HTMLInputElement).value).toBe('60.00');
    expect((screen.getByLabelText('Faro') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Porto') as HTMLInputElement).checked).toBe(false);
    const seats = screen.getByLabelText(/^Seats/);
    await user.clear(seats);
    await user.type(seats, '7');
    await user.click(screen.getByLabelText('Faro'));
    await user.click(screen.getByRole('button', { name: 'Save vehicle' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/dashboard/vehicles/3');
    expect(post.body).toMatchObject({
      name: 'Airport van',
      seats: 7,
      value_cents: 6000,
      roundback_value_cents: 11000,
      districts: ['Lisboa'],
    });
  });
});
