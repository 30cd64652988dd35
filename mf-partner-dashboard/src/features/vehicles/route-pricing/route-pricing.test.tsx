/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// A vehicle's "Prices by route": the per-km rate, minimum fare and units, a fixed route chosen from the fixed list, a
// blocked day, all sent in cents in one save; the server's 422 lands on the route's field; the preview says what a
// chosen trip costs; and the labels are the same in European Portuguese.
import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { RoutePricingSection } from './route-pricing-section';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });

const PLACES = [
  {
    value: 'lisbon-airport',
    type: 'point_of_interest',
    name: 'Lisbon Airport',
    city: 'Lisboa',
    district: 'Lisboa',
    country: 'pt',
    maps_id: 'pt-lisboa-poi-lisbon-airport',
    slug: 'lisbon-airport',
    lat: 38.77,
    lng: -9.13,
  },
  {
    value: 'pt-lisboa-lisboa',
    type: 'town',
    name: 'Lisboa',
    city: 'Lisboa',
    district: 'Lisboa',
    country: 'pt',
    maps_id: 'pt-lisboa-lisboa',
    slug: null,
    lat: 38.72,
    lng: -9.14,
  },
  {
    value: 'pt-setubal-sines',
    type: 'town',
    name: 'Sines',
    city: 'Sines',
    district: 'Setúbal',
    country: 'pt',
    maps_id: 'pt-setubal-sines',
    slug: null,
    lat: 37.96,
    lng: -8.87,
  },
];
const PRICING = { units: 1, per_km_cents: null, min_fare_cents: 0, route_prices: [], blocked_dates: [] };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let posts: Record<string, unknown>[];
let answer: (body: Record<string, unknown>) => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  posts = [];
  answer = (body) => json(200, { status: true, content: body });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'POST') {
      const body = JSON.parse(await request.text()) as Record<string, unknown>;
      posts.push(body);
      return answer(body);
    }
    if (url.pathname.endsWith('/transfer-locations')) return json(200, { status: true, content: PLACES });
    if (url.pathname.endsWith('/price-preview'))
      return json(200, {
        status: true,
        content: {
          one_way_price_cents: 19_520,
          round_trip_price_cents: 39_040,
          price_rule: 'per_km',
          distance_km: 122,
        },
      });
    return json(200, { status: true, content: PRICING });
  }) as unknown as typeof fetch;
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>{children}</UiProvider>
    </QueryClientProvider>
  );
  return render(<RoutePricingSection vehicleId={3} />, { wrapper });
}

it('saves a per-km rate with a minimum fare, two cars, a fixed airport run and a blocked day, in cents', async () => {
  renderSection();
  const form = await screen.findByRole('form', { name: 'Prices by route' });
  await user.type(within(form).getByLabelText(/^Price per kilometre/), '1,60');
  await user.type(within(form).getByLabelText(/^Minimum fare/), '35');
  const units = within(form).getByLabelText(/^Cars of this kind/);
  await user.clear(units);
  await user.type(units, '2');
  await user.click(within(form).getByRole('button', { name: 'Add a fixed route' }));
  await user.selectOptions(within(form).getByLabelText('Route 1: from'), 'pt-lisboa-poi-lisbon-airport');
  await user.selectOptions(within(form).getByLabelText('Route 1: to'), 'pt-lisboa-lisboa');
  await user.type(within(form).getByLabelText('Price 1: one way (€)'), '35');
  await user.type(within(form).getByLabelText(/^Price 1: round trip/), '63');
  await user.type(within(form).getByLabelText('Day'), '2031-06-02');
  await user.click(within(form).getByRole('button', { name: 'Block this day' }));
  expect(within(form).getByRole('button', { name: /Sell again on/ })).toBeTruthy();
  await user.click(within(form).getByRole('button', { name: 'Save the prices by route' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toEqual({
    units: 2,
    per_km_cents: 160,
    min_fare_cents: 3500,
    route_prices: [
      {
        kind: 'route',
        from_place: 'pt-lisboa-poi-lisbon-airport',
        to_place: 'pt-lisboa-lisboa',
        one_way_cents: 3500,
        round_trip_cents: 6300,
      },
    ],
    blocked_dates: ['2031-06-02'],
  });
});

it('shows the server’s 422 on the route’s field, and a wrong amount before sending anything', async () => {
  answer = () =>
    json(422, {
      status: false,
      errors: { 'route_prices.0.to_place': ['The two ends of a route must be different places.'] },
    });
  renderSection();
  const form = await screen.findByRole('form', { name: 'Prices by route' });
  await user.click(within(form).getByRole('button', { name: 'Add a district pair' }));
  await user.type(within(form).getByLabelText('Price 1: one way (€)'), 'abc');
  await user.click(within(form).getByRole('button', { name: 'Save the prices by route' }));
  expect(await within(form).findByText('Enter an amount in euros, such as 1,60.')).toBeTruthy();
  expect(posts).toHaveLength(0);
  await user.click(within(form).getByRole('button', { name: /^Remove the price/ }));
  await user.click(within(form).getByRole('button', { name: 'Add a fixed route' }));
  await user.selectOptions(within(form).getByLabelText('Route 1: from'), 'pt-lisboa-lisboa');
  await user.selectOptions(within(form).getByLabelText('Route 1: to'), 'pt-lisboa-lisboa');
  await user.type(within(form).getByLabelText('Price 1: one way (€)'), '20');
  await user.click(within(form).getByRole('button', { name: 'Save the prices by route' }));
  const to = within(form).getByLabelText('Route 1: to');
  await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
  expect(within(form).getByText('The two ends of a route must be different places.')).toBeTruthy();
});

it('previews what a chosen trip costs, and speaks European Portuguese', async () => {
  renderSection();
  await screen.findByRole('form', { name: 'Prices by route' });
  await user.selectOptions(screen.getByLabelText('From'), 'pt-lisboa-poi-lisbon-airport');
  await user.selectOptions(screen.getByLabelText('To'), 'pt-setubal-sines');
  await waitFor(() =>
    expect(screen.getByTestId('route-price-preview').textContent).toBe(
      'Lisbon Airport → Sines: €195.20 one way, €390.40 round trip (122 km by distance)',
    ),
  );
  await act(async () => {
    await i18n.changeLanguage('pt');
  });
  expect(await screen.findByRole('form', { name: 'Preços por rota' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Adicionar uma rota fixa' })).toBeTruthy();
});
