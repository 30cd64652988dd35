import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import BookingsPage from './bookings-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('superAdmin', { en, pt });

const page = (data: unknown[]) => ({
  ok: true,
  status: 200,
  data: {
    status: true,
    content: { current_page: 1, last_page: 1, per_page: 25, total: data.length, next_page_url: null, data },
  },
});
const item = {
  id: 41,
  booking_id: 7,
  reference: 'RT-ABC123',
  status: 'pending',
  booking_date: '2026-12-01T10:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  quantity: 2,
  total_cents: 9000,
  payment_method: 'card',
  customer: { id: 5, name: 'Ana Silva', email: 'ana@example.pt' },
  partner: { id: 2, name: 'Lisboa Autêntica' },
  service: { id: 3, name: 'Sunset sail' },
};
const quote = {
  id: 3,
  user_id: null,
  first_name: 'Rui',
  last_name: 'Costa',
  email: 'rui@example.pt',
  phone: null,
  pickup_location: 'Lisbon Airport (LIS)',
  drop_off_location: 'Sintra (SIN)',
  pickup_at: '2026-12-02T10:00:00.000Z',
  is_roundtrip: false,
  return_pickup_at: null,
  passengers: 3,
  baby_seats: 0,
  child_seats: 0,
  booster_seats: 0,
  luggage_pieces: 2,
  language: 'en',
  notes: 'Two surfboards',
  status: 'open',
  created_at: '2026-11-20T09:00:00.000Z',
};

const found = (content: unknown[]) => ({ ok: true, status: 200, data: { status: true, content } });
const names: Record<string, unknown> = {
  partners: found([{ id: 2, name: 'Lisboa Autêntica' }]),
  services: found([{ id: 3, name: 'Sunset sail — Lisboa Autêntica' }]),
  customers: found([{ id: 5, name: 'Ana Silva <ana@example.pt>' }]),
};

const Where = () => <output data-testid="where">{useLocation().search}</output>;

function renderPage(url = '/super-admin/bookings-and-quotes') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/bookings-and-quotes"
              element={
                <>
                  <BookingsPage title="Bookings and quotes" params={{}} route={{} as never} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(async (path: string, options?: { searchParams?: Record<string, unknown> }) => {
    if (path === '/super/booking-items/names') return names[String(options?.searchParams?.of)] as never;
    return (path === '/super/booking-items' ? page([item]) : page([quote])) as never;
  });
});

it('lists booking items, each linking to its page; filters go to the URL and the API', async () => {
  const user = userEvent.setup();
  renderPage();
  const link = await screen.findByRole('link', { name: 'RT-ABC123 #41' });
  expect(link.getAttribute('href')).toBe('/super-admin/booking-item/41');
  expect(screen.getByRole('cell', { name: 'Ana Silva (ana@example.pt)' })).toBeTruthy();
  const filters = screen.getByRole('form', { name: 'Filters' });
  await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'confirmed');
  // Partner, service and customer are chosen by name, never typed as ids.
  expect(within(filters).queryByRole('textbox', { name: /id$/ })).toBeNull();
  for (const [label, name] of [
    ['Partner', 'Lisboa Autêntica'],
    ['Service', 'Sunset sail — Lisboa Autêntica'],
    ['Customer', 'Ana Silva <ana@example.pt>'],
  ] as const) {
    const picker = within(filters).getByRole('combobox', { name: label });
    const option = await within(picker).findByRole('option', { name });
    fireEvent.change(picker, { target: { value: option.getAttribute('value') } });
  }
  expect(within(filters).getByRole('searchbox', { name: 'Find a customer' })).toBeTruthy();
  await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
  expect(screen.getByTestId('where').textContent).toContain('status=confirmed');
  expect(get).toHaveBeenLastCalledWith(
    '/super/booking-items',
    expect.objectContaining({
      searchParams: expect.objectContaining({ status: 'confirmed', company_id: '2', service_id: '3', user_id: '5' }),
    }),
  );
}, 15_000);

it('the quotes view lists transfer quote requests', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('link', { name: 'Transfer quote requests' }));
  expect(await screen.findByRole('cell', { name: 'Lisbon Airport (LIS) → Sintra (SIN)' })).toBeTruthy();
  expect(screen.getByRole('cell', { name: 'Two surfboards' })).toBeTruthy();
  expect(get).toHaveBeenLastCalledWith('/super/transfer-quote-requests', expect.anything());
  expect(screen.getByRole('link', { name: 'Transfer quote requests' }).getAttribute('aria-current')).toBe('page');
});

it('answers a quote request: partner, vehicle, price and validity go to the API; its 422 lands on the fields', async () => {
  const post = api.post as jest.MockedFunction<typeof api.post>;
  post.mockReset();
  get.mockImplementation(
    async (path: string) =>
      (path === '/super/transfer-quotes/partners'
        ? {
            ok: true,
            status: 200,
            data: {
              status: true,
              content: [
                { id: 9, trade_name: 'Lisbon Rides', vehicles: [{ id: 21, name: 'Mercedes V', seats: 7, luggage: 6 }] },
              ],
            },
          }
        : path === '/super/booking-items'
          ? page([item])
          : page([quote])) as never,
  );
  post.mockResolvedValueOnce({
    ok: false,
    status: 422,
    body: {},
    errors: { price_cents: ['Enter a price above 0 and at most €100,000.00.'] },
  } as never);
  const user = userEvent.setup();
  renderPage('/super-admin/bookings-and-quotes?view=quotes');
  await user.click(await screen.findByRole('button', { name: "Answer Rui Costa's request" }));
  const dialog = await screen.findByRole('dialog', { name: "Answer Rui Costa's transfer request" });
  await within(dialog).findByRole('option', { name: 'Lisbon Rides' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Transfer partner/ }), '9');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Vehicle/ }), '21');
  await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '185,50');
  await user.click(within(dialog).getByRole('button', { name: 'Send the offer' }));
  expect(post).toHaveBeenCalledWith(
    '/super/transfer-quotes/3/answer',
    expect.objectContaining({ company_id: 9, vehicle_id: 21, price_cents: 18_550 }),
  );
  expect(await within(dialog).findByText('Enter a price above 0 and at most €100,000.00.')).toBeTruthy();
});

it("fills the price with the chosen vehicle's routed price for the trip, which staff may change", async () => {
  get.mockImplementation(
    async (path: string) =>
      (path === '/super/transfer-quotes/partners'
        ? {
            ok: true,
            status: 200,
            data: {
              status: true,
              content: [
                {
                  id: 9,
                  trade_name: 'Lisbon Rides',
                  vehicles: [{ id: 21, name: 'Mercedes V', seats: 7, luggage: 6, suggested_price_cents: 19_520 }],
                },
              ],
            },
          }
        : path === '/super/booking-items'
          ? page([item])
          : page([quote])) as never,
  );
  const user = userEvent.setup();
  renderPage('/super-admin/bookings-and-quotes?view=quotes');
  await user.click(await screen.findByRole('button', { name: "Answer Rui Costa's request" }));
  const dialog = await screen.findByRole('dialog', { name: "Answer Rui Costa's transfer request" });
  await within(dialog).findByRole('option', { name: 'Lisbon Rides' });
  expect(get).toHaveBeenCalledWith(
    '/super/transfer-quotes/partners',
    expect.objectContaining({ searchParams: { request_id: 3 } }),
  );
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Transfer partner/ }), '9');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Vehicle/ }), '21');
  const price = within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Price/ });
  expect(price.value).toBe('195.20');
  expect(within(dialog).getByText(/route prices: €195.20/)).toBeTruthy();
});

it('closes a quote request only with a reason, which goes to the API', async () => {
  const post = api.post as jest.MockedFunction<typeof api.post>;
  post.mockReset();
  post.mockResolvedValueOnce({
    ok: true,
    status: 200,
    data: { status: true, content: { id: 3, status: 'closed' } },
  } as never);
  const user = userEvent.setup();
  renderPage('/super-admin/bookings-and-quotes?view=quotes');
  await user.click(await screen.findByRole('button', { name: "Close Rui Costa's request" }));
  const dialog = await screen.findByRole('dialog', { name: "Close Rui Costa's transfer request" });
  await user.click(within(dialog).getByRole('button', { name: 'Close the request' }));
  expect(await within(dialog).findByText('Say why the request is closed.')).toBeTruthy();
  expect(post).not.toHaveBeenCalled();
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No vehicle free that day');
  await user.click(within(dialog).getByRole('button', { name: 'Close the request' }));
  expect(post).toHaveBeenCalledWith('/super/transfer-quotes/3/close', { reason: 'No vehicle free that day' });
});
