import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import type { SuperCustomer } from '@mp/shared/contracts';
import CustomersPage from './customers-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
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
const customer = (id: number, first: string, userType: SuperCustomer['user_type'], guest = false): SuperCustomer => ({
  id,
  email: `${first.toLowerCase()}@demo.pt`,
  first_name: first,
  last_name: 'Demo',
  phone: null,
  user_type: userType,
  guest,
  bookings_count: 1,
  paid_total_cents: 2500,
  last_booking_at: '2026-11-01T10:00:00.000Z',
  bookings: [],
});
const people = [
  customer(1, 'Gil', 'CLIENT', true),
  customer(2, 'Rui', 'SUPPLIER'),
  customer(3, 'Ana', 'AFFILIATE'),
  customer(4, 'Sofia', 'SUPER'),
];

function renderPage(url = '/super-admin/customers') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/customers"
              element={<CustomersPage title="Customers" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

/** The text of one column, row by row (the header's own cell left out). */
function column(table: HTMLElement, header: string): string[] {
  const index = within(table)
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent?.includes(header));
  expect(index).toBeGreaterThanOrEqual(0);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

beforeEach(() => {
  act(() => localeStore.getState().setLocale('en'));
  get.mockReset();
  get.mockResolvedValue(page(people) as never);
});

describe('customers page', () => {
  it('shows each customer’s user type in words, and offers no “Open as” for a super admin', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Customers who booked, guests included' });
    await within(table).findByText('gil@demo.pt');
    expect(column(table, 'User type')).toEqual(['Customer', 'Partner', 'Affiliate', 'Back-office staff']);
    expect(within(table).getByRole('button', { name: 'Open as this user: Rui Demo' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Open as this user: Sofia Demo' })).toBeNull();
  });

  it('links a customer account’s name to its page; a partner or an affiliate who booked has none', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Customers who booked, guests included' });
    const gil = await within(table).findByRole('link', { name: 'Gil Demo' });
    expect(gil.getAttribute('href')).toBe('/super-admin/customers/1');
    expect(within(table).queryByRole('link', { name: 'Rui Demo' })).toBeNull();
    expect(within(table).queryByRole('link', { name: 'Ana Demo' })).toBeNull();
  });

  it('filters by user type through the URL and the API, next to the account filter', async () => {
    renderPage('/super-admin/customers?guest=0');
    await screen.findByText('rui@demo.pt');
    const filter = screen.getByRole('combobox', { name: 'User type' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All user types', 'Customer', 'Partner', 'Affiliate', 'Back-office staff']);
    await userEvent.setup().selectOptions(filter, 'Partner');
    expect(get).toHaveBeenLastCalledWith(
      '/super/customers',
      expect.objectContaining({ searchParams: expect.objectContaining({ user_type: 'SUPPLIER', guest: '0' }) }),
    );
    expect((screen.getByRole('combobox', { name: 'User type' }) as HTMLSelectElement).value).toBe('SUPPLIER');
    expect((screen.getByRole('combobox', { name: 'Account type' }) as HTMLSelectElement).value).toBe('0');
  });

  it('reads the filter from the URL and names the types in Portuguese', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    renderPage('/super-admin/customers?user_type=AFFILIATE');
    const table = await screen.findByRole('table', { name: 'Clientes que reservaram, incluindo convidados' });
    await within(table).findByText('ana@demo.pt');
    expect(get).toHaveBeenCalledWith(
      '/super/customers',
      expect.objectContaining({ searchParams: expect.objectContaining({ user_type: 'AFFILIATE' }) }),
    );
    expect(column(table, 'Tipo de utilizador')).toEqual(['Cliente', 'Parceiro', 'Afiliado', 'Equipa do backoffice']);
    expect((screen.getByRole('combobox', { name: 'Tipo de utilizador' }) as HTMLSelectElement).value).toBe('AFFILIATE');
  });

  it('says a refunded booking was refunded, not paid, with what went back; the paid total is what was kept', async () => {
    const booking = (id: number, reference: string, total_cents: number, refunded_cents: number) => ({
      id,
      reference,
      status: 'paid',
      total_cents,
      refunded_cents,
      created_at: '2026-11-01T10:00:00.000Z',
    });
    get.mockResolvedValue(
      page([
        {
          ...customer(5, 'Rita', 'CLIENT'),
          bookings_count: 3,
          paid_total_cents: 5000,
          bookings: [
            booking(51, 'RT-FULL', 13000, 13000),
            booking(52, 'RT-PART', 8000, 3000),
            booking(53, 'RT-PAID', 0, 0),
          ],
        },
      ]) as never,
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Customers who booked, guests included' });
    await within(table).findByText('rita@demo.pt');
    expect(column(table, 'Paid total')).toEqual(['€50.00']);
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'RT-FULL · 01/11/2026 · Refunded · €130.00 (€130.00 refunded)',
      'RT-PART · 01/11/2026 · Paid, partly refunded · €80.00 (€30.00 refunded)',
      'RT-PAID · 01/11/2026 · Paid · €0.00',
    ]);
  });
});
