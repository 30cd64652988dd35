import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import BookingSuccessPage from './booking-success-page';
import CreateBookingPage from './create-booking-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const page = (data: unknown[]) => ({
  ok: true,
  status: 200,
  data: {
    status: true,
    content: { current_page: 1, last_page: 1, per_page: 50, total: data.length, next_page_url: null, data },
  },
});
const service = {
  id: 3,
  slug: 'sunset-sail',
  name: 'Sunset sail',
  kind: 'experience',
  status: 'active',
  sponsored: false,
  weekly_deal: false,
  value_cents: 4500,
  child_band: null,
  company: { id: 1, trade_name: 'Lisboa Autêntica', status: 'active' },
  live: true,
  created_at: '2026-10-01T10:00:00.000Z',
};
const item = {
  id: 41,
  booking_id: 7,
  reference: 'MP-1',
  status: 'pending',
  booking_date: '2026-12-01T10:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  quantity: 2,
  total_cents: 9000,
  payment_method: 'gift',
  customer: { id: 5, name: 'Rita Reis', email: 'rita@example.pt' },
  partner: { id: 1, name: 'Lisboa Autêntica' },
  service: { id: 3, name: 'Sunset sail' },
};

function renderPages() {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/create-booking']}>
          <Routes>
            <Route
              path="/super-admin/create-booking"
              element={<CreateBookingPage title="Create booking" params={{}} route={{} as never} />}
            />
            <Route
              path="/super-admin/booking-success"
              element={<BookingSuccessPage title="Booking made" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rita@example.pt');
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Rita');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Reis');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /^Service/ }),
    screen.getByRole('option', { name: /Sunset sail — Lisboa Autêntica/ }),
  );
  // Day first, as the page writes dates.
  await user.type(screen.getByLabelText(/^Date/), '01/12/2026');
  const people = screen.getByRole('spinbutton', { name: /^People/ });
  await user.clear(people);
  await user.type(people, '2');
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(
    async (path: string) => (path === '/super/booking-items' ? page([item]) : page([service])) as never,
  );
});

it('makes a gift booking for a customer and shows it on the success page', async () => {
  const user = userEvent.setup();
  renderPages();
  await screen.findByRole('option', { name: /Sunset sail/ });
  await fill(user);
  post.mockResolvedValue({
    ok: true,
    status: 201,
    data: {
      status: true,
      content: {
        booking_id: 7,
        reference: 'MP-1',
        value_cents: 9000,
        items: [],
        customer: { id: 5, email: 'rita@example.pt', name: 'Rita Reis', registered: true },
      },
    },
  } as never);
  await user.click(screen.getByRole('button', { name: 'Make the gift booking' }));
  expect(post).toHaveBeenCalledWith('/super/manual-bookings', {
    payment_method: 'gift',
    email: 'rita@example.pt',
    first_name: 'Rita',
    last_name: 'Reis',
    phone: undefined,
    notes: undefined,
    items: [{ id: 'manual-3-2026-12-01', service_id: 3, date: '2026-12-01', time: null, quantity: 2 }],
  });
  expect(
    await screen.findByText('Booking MP-1 is made for Rita Reis (rita@example.pt). They see it in their bookings.'),
  ).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Sunset sail' }).getAttribute('href')).toBe('/super-admin/booking-item/41');
  expect(get).toHaveBeenLastCalledWith(
    '/super/booking-items',
    expect.objectContaining({ searchParams: expect.objectContaining({ search: 'MP-1' }) }),
  );
}, 20_000);

it('a service with a child band is booked as adults and children, each told their ages and the child price (docs/adr/023)', async () => {
  const family = {
    ...service,
    id: 4,
    slug: 'pena-tour',
    name: 'Pena tour',
    child_band: { value_cents: 1500, age_start: 4, age_end: 11, children_alone: false },
  };
  get.mockImplementation(
    async (path: string) => (path === '/super/booking-items' ? page([item]) : page([service, family])) as never,
  );
  const user = userEvent.setup();
  renderPages();
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rita@example.pt');
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Rita');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Reis');
  await user.selectOptions(
    await screen.findByRole('combobox', { name: /^Service/ }),
    screen.getByRole('option', { name: /Pena tour/ }),
  );
  await user.type(screen.getByLabelText(/^Date/), '2026-12-01');
  await screen.findByRole('spinbutton', { name: /^Adults/ });
  expect(screen.queryByRole('spinbutton', { name: /^People/ })).toBeNull();
  expect(screen.getByText('Aged 4 to 11: €15.00 each.')).toBeTruthy();
  expect(screen.getByText('Aged 12 and over.')).toBeTruthy();
  // A service with one price asks for one number of people; back to the band, adults and children again.
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Service/ }),
    screen.getByRole('option', { name: /Sunset sail/ }),
  );
  expect(await screen.findByRole('spinbutton', { name: /^People/ })).toBeTruthy();
  expect(screen.queryByRole('spinbutton', { name: /^Adults/ })).toBeNull();
  await user.selectOptions(
    screen.getByRole('combobox', { name: /^Service/ }),
    screen.getByRole('option', { name: /Pena tour/ }),
  );
  const adults = await screen.findByRole('spinbutton', { name: /^Adults/ });
  const children = screen.getByRole('spinbutton', { name: /^Children/ });
  await user.clear(adults);
  await user.type(adults, '2');
  await user.clear(children);
  await user.type(children, '1');
  post.mockResolvedValue({
    ok: true,
    status: 201,
    data: {
      status: true,
      content: {
        booking_id: 8,
        reference: 'MP-2',
        value_cents: 10500,
        items: [],
        customer: { id: 5, email: 'rita@example.pt', name: 'Rita Reis', registered: true },
      },
    },
  } as never);
  await user.click(screen.getByRole('button', { name: 'Make the gift booking' }));
  expect(post).toHaveBeenCalledWith(
    '/super/manual-bookings',
    expect.objectContaining({
      items: [
        {
          id: 'manual-4-2026-12-01',
          service_id: 4,
          date: '2026-12-01',
          time: null,
          quantity: 3,
          adults: 2,
          children: 1,
        },
      ],
    }),
  );
}, 20_000);

it('a refused booking shows the spec alert, with field errors on the fields and line errors in the alert', async () => {
  const user = userEvent.setup();
  renderPages();
  await screen.findByRole('option', { name: /Sunset sail/ });
  await fill(user);
  post.mockResolvedValue({
    ok: false,
    status: 422,
    body: {},
    errors: { email: ['Use a customer address.'], 'items.0': ['Only 1 place left on this day.'] },
  } as never);
  await user.click(screen.getByRole('button', { name: 'Make the gift booking' }));
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByText('Operation could not be completed. Please try again or change your payment method.'),
  ).toBeTruthy();
  expect(within(alert).getByText('Only 1 place left on this day.')).toBeTruthy();
  expect(screen.getByText('Use a customer address.')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Create booking' })).toBeTruthy();
}, 20_000);

it('checks the form before sending', async () => {
  const user = userEvent.setup();
  renderPages();
  await user.click(await screen.findByRole('button', { name: 'Make the gift booking' }));
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByRole('textbox', { name: /^E-mail/ }).getAttribute('aria-invalid')).toBe('true');
});
