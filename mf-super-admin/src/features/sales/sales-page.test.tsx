import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api, saveBlob } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import SalesPage from './sales-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn(), blob: jest.fn() },
  saveBlob: jest.fn(),
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const blob = api.blob as jest.MockedFunction<typeof api.blob>;
addResources('superAdmin', { en, pt });

const sale = {
  id: 3,
  booking_id: 2,
  reference: 'RT-ABC123',
  paid_at: '2026-06-01T10:00:00.000Z',
  customer: { id: 9, name: 'Ana Silva', email: 'ana@example.pt' },
  partner: { id: 4, name: 'Surf Guincho' },
  service: { id: 5, name: 'Surf lesson' },
  status: 'pending',
  payment_method: 'card',
  quantity: 2,
  value_cents: 8000,
  discount_cents: 0,
  total_cents: 8000,
  commission_cents: 1200,
  partner_net_cents: 6800,
};

const names = (content: unknown[]) => ({ ok: true, status: 200, data: { status: true, content } });
const partners = [
  { id: 4, name: 'Surf Guincho' },
  { id: 7, name: 'Tejo Boats' },
];

const mockGet = (async (path: string, options?: { searchParams?: Record<string, unknown> }) =>
  path === '/super/sales/names'
    ? options?.searchParams?.of === 'partners'
      ? names(
          partners.filter((p) =>
            p.name.toLowerCase().includes(String(options.searchParams?.search ?? '').toLowerCase()),
          ),
        )
      : names([{ id: 5, name: 'Surf lesson — Surf Guincho' }])
    : path === '/super/sales/total'
      ? {
          ok: true,
          status: 200,
          data: {
            status: true,
            content: {
              items: 3,
              value_cents: 10500,
              discount_cents: 0,
              total_cents: 10500,
              cancelled_items: 1,
              cancelled_cents: 2000,
              pending_items: 1,
              pending_cents: 500,
              net_items: 1,
              net_cents: 8000,
              commission_cents: 1200,
              partner_net_cents: 6800,
            },
          },
        }
      : {
          ok: true,
          status: 200,
          data: {
            status: true,
            content: { current_page: 1, last_page: 1, per_page: 15, total: 1, next_page_url: null, data: [sale] },
          },
        }) as never;

function renderSales() {
  let location = '';
  const Where = () => {
    location = useLocation().search;
    return null;
  };
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/sales?company_id=4&payment_method=card&from=2026-06-01']}>
          <Routes>
            <Route path="/super-admin/sales" element={<SalesPage title="Sales" params={{}} route={{} as never} />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { search: () => new URLSearchParams(location) };
}

beforeEach(() => {
  get.mockImplementation(mockGet);
});

it('sends the URL filters to both calls and shows the sale with commission, partner net and each figure under its name', async () => {
  renderSales();
  await screen.findByText('RT-ABC123');
  const table = screen.getByRole('table', { name: 'Sales' });
  expect(within(table).getByText('€68.00')).toBeTruthy();
  expect(within(table).getByText('€12.00')).toBeTruthy();
  await screen.findByText('€20.00');
  const totals = screen.getByText('Items booked', { selector: 'dt' }).closest('dl') as HTMLElement;
  const figure = (name: string) => within(totals).getByText(name, { selector: 'dt' }).parentElement?.textContent;
  expect(figure('Booked (gross)')).toContain('€105.00');
  expect(figure('Cancelled and refunded')).toContain('€20.00');
  expect(figure('Awaiting the partner’s answer')).toContain('€5.00');
  expect(figure('Net (accepted, completed or cancelled late)')).toContain('€80.00');
  expect(figure('Commission on net')).toContain('€12.00');
  expect(
    screen.getByText(/Net is what is left: the items accepted or completed, and those the customer cancelled too late/),
  ).toBeTruthy();
  // Filters are set in the URL: their fold is open, showing them.
  expect((screen.getByText('Filters', { selector: 'summary' }).parentElement as HTMLDetailsElement).open).toBe(true);
  expect(get).toHaveBeenCalledWith(
    '/super/sales',
    expect.objectContaining({
      searchParams: expect.objectContaining({
        company_id: '4',
        payment_method: 'card',
        from: '2026-06-01',
        sort: '-paid_at',
      }),
    }),
  );
  expect(get).toHaveBeenCalledWith(
    '/super/sales/total',
    expect.objectContaining({ searchParams: { company_id: '4', payment_method: 'card', from: '2026-06-01' } }),
  );
});

it('filters by a partner and a service chosen by name, not typed as ids', async () => {
  const { search } = renderSales();
  await screen.findByText('RT-ABC123');
  // The partner of the URL reads by its name once the matches name it.
  const partner = screen.getByRole('combobox', { name: 'Partner' }) as HTMLSelectElement;
  await within(partner).findByRole('option', { name: 'Surf Guincho' });
  expect(partner.value).toBe('4');
  // Typing asks once, when it pauses: not once per letter.
  const find = screen.getByRole('searchbox', { name: 'Find a partner by name' });
  for (const typed of ['t', 'te', 'tej', 'tejo']) fireEvent.change(find, { target: { value: typed } });
  // The chosen partner stays chosen while a search does not list it.
  await within(partner).findByRole('option', { name: '#4' });
  expect(within(partner).queryByRole('option', { name: 'Surf Guincho' })).toBeNull();
  expect(within(partner).getByRole('option', { name: 'Tejo Boats' })).toBeTruthy();
  expect(get).toHaveBeenCalledWith(
    '/super/sales/names',
    expect.objectContaining({ searchParams: { of: 'partners', search: 'tejo' } }),
  );
  const searched = get.mock.calls
    .filter(([path, options]) => path === '/super/sales/names' && options?.searchParams?.of === 'partners')
    .map(([, options]) => options?.searchParams?.search);
  expect(searched.filter((term: unknown) => typeof term === 'string' && term.startsWith('t'))).toEqual(['tejo']);
  fireEvent.change(partner, { target: { value: '7' } });
  const service = screen.getByRole('combobox', { name: 'Service' });
  fireEvent.change(service, {
    target: {
      value: (await within(service).findByRole('option', { name: 'Surf lesson — Surf Guincho' })).getAttribute('value'),
    },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
  expect(search().get('company_id')).toBe('7');
  expect(search().get('service_id')).toBe('5');
  expect(screen.queryByLabelText(/Partner id/)).toBeNull();
});

it('says which cancellations kept their charge (commission and partner net shown) apart from refunded ones', async () => {
  get.mockImplementation((async (path: string, options?: object) => {
    const answer = (await (mockGet as (p: string, o?: object) => Promise<unknown>)(path, options)) as {
      data: { content: { data?: unknown[] } };
    };
    if (path === '/super/sales') answer.data.content.data = [{ ...sale, status: 'cancelled_kept' }];
    return answer;
  }) as never);
  renderSales();
  const table = await screen.findByRole('table', { name: 'Sales' });
  expect(await within(table).findByText('Cancelled late (charge kept)')).toBeTruthy();
});

it('exports every matching sale from the server (not the page in the browser), saying how many rows it prepares', async () => {
  let finish: (value: never) => void = () => undefined;
  blob.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  renderSales();
  await screen.findByText('RT-ABC123');
  await screen.findByText('€20.00');
  fireEvent.click(screen.getByRole('button', { name: 'Export all matching sales (CSV)' }));
  expect(await screen.findByText(/Preparing 3 rows/)).toBeTruthy();
  expect(blob).toHaveBeenCalledWith('/super/sales/export?from=2026-06-01&company_id=4&payment_method=card', {
    accept: 'text/csv',
  });
  expect(get).not.toHaveBeenCalledWith(
    '/super/sales',
    expect.objectContaining({ searchParams: expect.objectContaining({ per_page: 100 }) }),
  );
  finish({ ok: true, status: 200, data: new Blob(['x']) } as never);
  await screen.findByRole('button', { name: 'Export all matching sales (CSV)' });
  await new Promise((r) => setTimeout(r, 0));
  expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'sales.csv');
});
