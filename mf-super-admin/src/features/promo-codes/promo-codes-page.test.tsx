import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import PromoCodesPage from './promo-codes-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
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
    content: { current_page: 1, last_page: 1, per_page: 15, total: data.length, next_page_url: null, data },
  },
});
const code = {
  id: 7,
  code: 'SUMMER-10',
  kind: 'percent',
  value: 10,
  valid_from: '2026-06-01',
  valid_to: '2026-08-31',
  max_uses: 100,
  status: 'assigned',
  assigned_user: null,
  usage: { uses: 3, revenue_cents: 12000, discount_cents: 1300 },
  created_at: '2026-05-01T10:00:00.000Z',
};

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url = '/super-admin/promo-codes') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/promo-codes"
              element={
                <>
                  <PromoCodesPage title="Promo codes" params={{}} route={{} as never} />
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
  post.mockReset();
  get.mockImplementation(async (path) => (String(path).includes('requests') ? page([]) : page([code])) as never);
});

const request = {
  id: 4,
  status: 'requested',
  reason: 'Autumn campaign',
  requester: { id: 9, email: 'partner@demo.pt', name: 'Rita Costa', user_type: 'SUPPLIER' },
  company: { id: 2, name: 'Lisboa Tours' },
  wanted_discount_percent: 12,
  services: [
    { id: 11, name: 'Sintra day trip' },
    { id: 12, name: 'Tram 28 walk' },
  ],
  promo_code: null,
  created_at: '2026-11-02T10:00:00.000Z',
};

describe('promo codes page', () => {
  it('shows what a partner asked for: company, services, the discount wanted, why and when', async () => {
    get.mockImplementation(
      async (path) => (String(path).includes('requests') ? page([request]) : page([code])) as never,
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Promo code requests' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText(/Lisboa Tours/)).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Sintra day trip, Tram 28 walk' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '12%' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: 'Autumn campaign' })).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '02/11/2026' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Requester', 'Services', 'Discount wanted', 'Reason', 'Requested on', 'Status', 'Code']);
  });

  it('offers a partner only the codes the API says can be given now (not expired, inactive or spent)', async () => {
    const fresh = { ...code, id: 8, code: 'FRESH-5', usage: { uses: 0, revenue_cents: 0, discount_cents: 0 } };
    const expired = { ...fresh, id: 10, code: 'OLD-5', valid_from: '2020-01-01', valid_to: '2020-01-31' };
    get.mockImplementation(async (path, options) => {
      if (String(path).includes('requests')) return page([request]) as never;
      const query = (options as { searchParams?: Record<string, unknown> } | undefined)?.searchParams ?? {};
      return (query.available === 'true' ? page([fresh]) : page([code, fresh, expired])) as never;
    });
    renderPage();
    const picker = await screen.findByLabelText('Code to give to Rita Costa');
    await within(picker).findByRole('option', { name: 'FRESH-5' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a code', 'FRESH-5']);
    expect(get).toHaveBeenCalledWith(
      '/super/promo-codes',
      expect.objectContaining({ searchParams: expect.objectContaining({ available: 'true' }) }),
    );
  });

  it('calls an unassigned code public, not assigned, in both languages', async () => {
    renderPage();
    const status = await screen.findByLabelText('Status of SUMMER-10');
    const row = status.closest('tr')!;
    expect((status as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('Public (not assigned)');
    expect(within(row).getByText('Everyone (public code)')).toBeTruthy();
    expect(within(row).queryByText('Assigned')).toBeNull();
    expect(pt.promo.statuses.public).toBe('Público (não atribuído)');
  });

  it('lists codes with their usage and sends the search and status filter from the URL', async () => {
    renderPage('/super-admin/promo-codes?q=summer&status=assigned');
    await screen.findByText('SUMMER-10');
    const table = screen.getByRole('table', { name: 'Promo codes' });
    expect(within(table).getByText('10%')).toBeTruthy();
    expect(within(table).getByText('€120.00')).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/super/promo-codes',
      expect.objectContaining({ searchParams: expect.objectContaining({ search: 'summer', status: 'assigned' }) }),
    );
  });

  it('puts the server’s 422 on the code field', async () => {
    post.mockResolvedValue({
      ok: false,
      status: 422,
      body: {},
      errors: { code: ['This code already exists.'] },
    } as never);
    renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'New promo code' });
    await user.type(within(form).getByLabelText(/^Code/), 'SUMMER-10');
    await user.type(within(form).getByLabelText(/^Value/), '10');
    await user.type(within(form).getByLabelText(/^First day/), '2026-06-01');
    await user.type(within(form).getByLabelText(/^Last day/), '2026-08-31');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(post).toHaveBeenCalledWith(
      '/super/promo-codes',
      expect.objectContaining({ code: 'SUMMER-10', kind: 'percent', value: 10 }),
    );
    expect(await within(form).findByText('This code already exists.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Code/));
  });

  it('takes a fixed discount in euros, with a point or a comma, and sends it in cents', async () => {
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { ...code, code: 'OFF-12' } },
    } as never);
    renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'New promo code' });
    await user.type(within(form).getByLabelText(/^Code/), 'OFF-12');
    await user.selectOptions(within(form).getByLabelText(/^Type/), 'fixed');
    expect(within(form).getByText('The amount off in euros, e.g. 12.50')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Value/), '12,50');
    // The days are typed day first, as the page writes them.
    expect(
      within(form)
        .getByLabelText(/^First day/)
        .getAttribute('placeholder'),
    ).toBe('dd/mm/yyyy');
    await user.type(within(form).getByLabelText(/^First day/), '01/06/2026');
    await user.type(within(form).getByLabelText(/^Last day/), '31/08/2026');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(post).toHaveBeenCalledWith(
      '/super/promo-codes',
      expect.objectContaining({
        code: 'OFF-12',
        kind: 'fixed',
        value: 1250,
        valid_from: '2026-06-01',
        valid_to: '2026-08-31',
      }),
    );
  });

  it('puts the server’s 422 on a day and focuses it', async () => {
    post.mockResolvedValue({
      ok: false,
      status: 422,
      body: {},
      errors: { valid_to: ['The last day cannot be before the first.'] },
    } as never);
    renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'New promo code' });
    await user.type(within(form).getByLabelText(/^Code/), 'BACKWARDS');
    await user.type(within(form).getByLabelText(/^Value/), '10');
    await user.type(within(form).getByLabelText(/^First day/), '31/08/2026');
    await user.type(within(form).getByLabelText(/^Last day/), '01/06/2026');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('The last day cannot be before the first.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Last day/));
  });

  it('refuses an amount that is not euros and cents, saying how to write it, and sends nothing', async () => {
    renderPage();
    const user = userEvent.setup();
    const form = screen.getByRole('region', { name: 'New promo code' });
    await user.type(within(form).getByLabelText(/^Code/), 'OFF-12');
    await user.selectOptions(within(form).getByLabelText(/^Type/), 'fixed');
    await user.type(within(form).getByLabelText(/^Value/), '12.505');
    await user.type(within(form).getByLabelText(/^First day/), '2026-06-01');
    await user.type(within(form).getByLabelText(/^Last day/), '2026-08-31');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Enter the amount in euros with up to 2 decimals, e.g. 12.50.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('changes a code’s status in place', async () => {
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { ...code, status: 'used' } },
    } as never);
    renderPage();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status of SUMMER-10'), 'used');
    expect(post).toHaveBeenCalledWith('/super/promo-codes/7/status', { status: 'used' });
  });
});
