/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The sales screen: the URL's range and grouping are asked for, the totals, the chart and the three tables show the
// answer, changing the grouping goes into the URL, and the server's 422 lands on the range fields.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import SalesPage from './sales-page';
import { rangeOf } from './range-controls';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'dashboard.sales')!;

const figures = (gross: number, bookings: number) => ({
  gross_cents: gross,
  commission_cents: gross * 0.15,
  net_cents: gross * 0.85,
  bookings,
  booked_cents: gross + 3000,
  booked_items: bookings + 2,
  cancelled_cents: 2000,
  cancelled_items: 1,
  pending_cents: 1000,
  pending_items: 1,
});
const answerOf = (group: string) => ({
  from: '2026-11-01',
  to: '2026-11-03',
  group,
  currency: 'EUR',
  totals: figures(10000, 3),
  periods: [
    { period: '2026-11-01', ...figures(8000, 2) },
    { period: '2026-11-02', ...figures(0, 0) },
    { period: '2026-11-03', ...figures(2000, 1) },
  ],
  services: [
    { service_id: 7, name: 'Sunset sail', ...figures(8000, 2) },
    { service_id: 8, name: null, ...figures(2000, 1) },
  ],
  methods: [{ payment_method: 'mbway', ...figures(10000, 3) }],
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: URL[];
let invalid: boolean;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  invalid = false;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url, 'http://x');
    if (url.pathname === '/api/dashboard/invoices')
      return json(200, {
        status: true,
        content: { current_page: 1, last_page: 1, per_page: 25, total: 0, next_page_url: null, data: [] },
      });
    calls.push(url);
    if (invalid)
      return json(422, {
        status: false,
        message: 'The given data was invalid.',
        errors: { to: ['The last day cannot be before the first.'] },
      });
    return json(200, { status: true, content: answerOf(url.searchParams.get('group') ?? 'day') });
  }) as unknown as typeof fetch;
});

let location = '';
function Where(): null {
  location = useLocation().search;
  return null;
}

function renderAt(search: string): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[`/dashboard/sales${search}`]}>
          {children}
          <Where />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
  render(<SalesPage route={route} params={{}} title="Sales" />, { wrapper: Wrapper });
}

describe('sales screen', () => {
  it('asks for the URL’s range and shows the totals, the chart and the tables', async () => {
    renderAt('?from=2026-11-01&to=2026-11-03&group=day');
    const table = await screen.findByRole('table', { name: 'Sales per service' });
    expect(calls[0]!.pathname).toBe('/api/dashboard/sales');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-03', group: 'day' });
    expect(within(table).getByText('Sunset sail')).toBeTruthy();
    expect(within(table).getByText('Removed service')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Sales per payment method' })).getByText('MB WAY')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Sales per day' })).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('Net sales per day')).toBeTruthy();
    const card = (label: string) => screen.getByRole('heading', { name: label }).nextElementSibling?.textContent;
    const hint = (label: string) => screen.getByRole('heading', { name: label }).parentElement?.lastChild?.textContent;
    expect([card('Booked (gross)'), hint('Booked (gross)')]).toEqual(['€130.00', '5 items']);
    expect([card('Cancelled and refunded'), hint('Cancelled and refunded')]).toEqual(['€20.00', '1 item']);
    expect([card('Awaiting your answer'), hint('Awaiting your answer')]).toEqual(['€10.00', '1 item']);
    expect(card('Net (accepted, completed or cancelled late)')).toBe('€100.00');
    expect(card('Items kept (accepted, completed or cancelled late)')).toBe('3');
    expect(card('Commission on net')).toBe('€15.00');
    expect(card('Owed to you')).toBe('€85.00');
  });

  it('downloads one CSV row per sold item of the range from the server, not the table’s totals', async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:sales');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const served = globalThis.fetch as jest.Mock;
    const pages = served.getMockImplementation()!;
    served.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url, 'http://x');
      if (url.pathname === '/api/dashboard/sales/export') {
        calls.push(url);
        return new Response('\uFEFFBooking\r\nRT-1\r\n', { status: 200, headers: { 'content-type': 'text/csv' } });
      }
      return pages(input, init);
    });
    renderAt('?from=2026-11-01&to=2026-11-03&group=week');
    await screen.findByRole('table', { name: 'Sales per week' });
    await user.click(screen.getByRole('button', { name: 'Export sold items (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['sales-2026-11-01-2026-11-03.csv']));
    const exported = calls.find((c) => c.pathname === '/api/dashboard/sales/export')!;
    expect(Object.fromEntries(exported.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-03' });
    click.mockRestore();
  });

  it('keeps a new grouping in the URL and asks for it', async () => {
    renderAt('?from=2026-11-01&to=2026-11-03');
    await screen.findByRole('table', { name: 'Sales per day' });
    await user.selectOptions(screen.getByLabelText('Group by'), 'week');
    await waitFor(() => expect(new URLSearchParams(location).get('group')).toBe('week'));
    await waitFor(() => expect(calls.some((c) => c.searchParams.get('group') === 'week')).toBe(true));
    expect(await screen.findByRole('table', { name: 'Sales per week' })).toBeTruthy();
    expect(screen.getAllByText('Week of 2026-11-01').length).toBeGreaterThan(0);
  });

  it('shows the server’s 422 on the range field', async () => {
    invalid = true;
    renderAt('?from=2026-11-03&to=2026-11-01');
    expect(await screen.findByText('The last day cannot be before the first.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: /^Sales per/ })).toBeNull();
    // The invoices section does not hang on the sales range.
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
  });

  it('reads the last 30 days by day when the URL has no range', () => {
    expect(rangeOf(new URLSearchParams(''), '2026-11-30')).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      group: 'day',
    });
    expect(rangeOf(new URLSearchParams('from=bad&group=year'), '2026-11-30').group).toBe('day');
  });
});
