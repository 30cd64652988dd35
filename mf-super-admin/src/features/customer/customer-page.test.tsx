import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api, ApiError } from '@mp/shared/api';
import type { CustomerBookingItem, CustomerNote, SuperCustomerDetail } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import CustomerPage from './customer-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn(), put: jest.fn(), delete: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
const put = api.put as jest.MockedFunction<typeof api.put>;
const del = api.delete as jest.MockedFunction<typeof api.delete>;
addResources('superAdmin', { en, pt });

const ok = (content: unknown) => ({ ok: true, status: 200, data: { status: true, content } });
const page = (data: unknown[]) =>
  ok({ current_page: 1, last_page: 1, per_page: 10, total: data.length, next_page_url: null, data });

const beatriz: SuperCustomerDetail = {
  id: 7,
  email: 'client@demo.pt',
  first_name: 'Beatriz',
  last_name: 'Almeida',
  phone: '+351 912 345 678',
  language: 'pt',
  guest: false,
  email_verified_at: '2026-01-02T10:00:00.000Z',
  created_at: '2026-01-01T10:00:00.000Z',
  birthdate: null,
  address: { address: null, zipcode: null, city: 'Lisboa', country: 'PT' },
  totals: { bookings: 3, booking_items: 4, paid_total_cents: 12550 },
  balances: { gift_card_cents: 2500, gift_cards: 1, points: 5850 },
};
const item: CustomerBookingItem = {
  id: 41,
  booking_id: 9,
  reference: 'RT-0009',
  status: 'confirmed',
  booking_date: '2026-12-10T09:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
  service: 'Sintra day tour',
  partner: { id: 2, name: 'Lisbon Tours' },
  quantity: 2,
  total_cents: 8000,
  refunded_cents: 0,
  payment_method: 'card',
};
const note = (id: number, body: string, mine: boolean): CustomerNote => ({
  id,
  body,
  author: { id: mine ? 1 : 2, name: mine ? 'Marta Staff' : 'Rui Staff' },
  mine,
  created_at: '2026-11-25T10:00:00.000Z',
  edited_at: null,
});

let notes: CustomerNote[] = [];
function answer(customer: unknown = ok(beatriz)) {
  get.mockImplementation((async (path: string) => {
    if (path === '/super/customers/7') return customer;
    if (path.endsWith('/bookings')) return page([item]);
    if (path.endsWith('/notes')) return page(notes);
    return page([]);
  }) as never);
}

let location = '';
function Where(): null {
  location = useLocation().search;
  return null;
}

function renderPage(url = '/super-admin/customers/7') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/customers/:id"
              element={
                <>
                  <CustomerPage title="Customer" params={{ id: '7' }} route={{} as never} />
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
  act(() => localeStore.getState().setLocale('en'));
  jest.resetAllMocks();
  notes = [note(1, 'Prefers calls after 18h.', true), note(2, 'VIP since 2025.', false)];
  answer();
});

describe('customer page', () => {
  it('heads the page with the customer, how to reach them and what they hold, then their bookings', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Beatriz Almeida' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'client@demo.pt' }).getAttribute('href')).toBe('mailto:client@demo.pt');
    expect(screen.getByText('Portuguese')).toBeTruthy();
    expect(screen.getByText('€125.50')).toBeTruthy();
    expect(screen.getByText('€25.00')).toBeTruthy();
    // The country by its name, points grouped as numbers are on the site.
    expect(screen.getByText('Lisboa, Portugal')).toBeTruthy();
    expect(screen.getByText('5,850')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open as this user: Beatriz Almeida' })).toBeTruthy();
    const sections = screen.getByRole('navigation', { name: 'Customer sections' });
    expect(within(sections).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const link = await within(table).findByRole('link', { name: 'Booking RT-0009: Sintra day tour' });
    expect(link.getAttribute('href')).toBe('/super-admin/booking-item/41');
  });

  it('keeps the section in the URL and opens the one a link names', async () => {
    renderPage('/super-admin/customers/7?tab=payments');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments and refunds' })).toBeTruthy();
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Staff activity' }));
    expect(location).toBe('?tab=audit');
    expect(get).toHaveBeenCalledWith('/super/customers/7/audit', expect.anything());
  });

  it('adds a note, and offers edit and delete only on the reader’s own notes', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue(ok(note(3, 'Called about the refund.', true)) as never);
    renderPage('/super-admin/customers/7?tab=notes');
    const table = await screen.findByRole('table', { name: 'Staff notes' });
    await within(table).findByText('VIP since 2025.');
    expect(within(table).getAllByRole('button', { name: /^Edit your note/ })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: /^Delete your note/ })).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: /New note/ }), 'Called about the refund.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(post).toHaveBeenCalledWith('/super/customers/7/notes', { body: 'Called about the refund.' });
    expect(await screen.findByText('Note added.')).toBeTruthy();
  });

  it('puts the server’s 422 on the note field', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(
      new ApiError(422, { message: 'Write the note first.' }, { body: ['Write the note first.'] }),
    );
    renderPage('/super-admin/customers/7?tab=notes');
    await screen.findByRole('table', { name: 'Staff notes' });
    await user.type(screen.getByRole('textbox', { name: /New note/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const field = screen.getByRole('textbox', { name: /New note/ });
    expect(await screen.findByText('Write the note first.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('edits and deletes the reader’s note', async () => {
    const user = userEvent.setup();
    put.mockResolvedValue(
      ok({ ...note(1, 'Prefers calls after 19h.', true), edited_at: '2026-11-26T10:00:00Z' }) as never,
    );
    del.mockResolvedValue(ok({ id: 1 }) as never);
    renderPage('/super-admin/customers/7?tab=notes');
    const table = await screen.findByRole('table', { name: 'Staff notes' });
    await user.click(await within(table).findByRole('button', { name: /^Edit your note/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit note' });
    const field = within(dialog).getByRole('textbox', { name: /Note/ });
    await user.clear(field);
    await user.type(field, 'Prefers calls after 19h.');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(put).toHaveBeenCalledWith('/super/customers/7/notes/1', { body: 'Prefers calls after 19h.' });
    expect(await screen.findByText('Note saved.')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: /^Delete your note/ }));
    const confirm = screen.getByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(del).toHaveBeenCalledWith('/super/customers/7/notes/1');
    expect(await screen.findByText('Note deleted.')).toBeTruthy();
  });

  it('says when the account is no customer, and when the reader’s role does not open customers', async () => {
    answer({ ok: false, status: 404, body: { message: 'no' }, errors: {} });
    renderPage();
    expect(await screen.findByText('There is no customer account with this id.')).toBeTruthy();
  });

  it('names everything in European Portuguese', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    get.mockImplementation((async (path: string) => {
      if (path === '/super/customers/7') throw new ApiError(403, { message: 'no' }, {});
      return page([]);
    }) as never);
    renderPage();
    expect(await screen.findByText('A sua função não dá acesso às contas de clientes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos clientes' })).toBeTruthy();
  });
});
