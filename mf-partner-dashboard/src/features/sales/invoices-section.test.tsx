/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The sales screen's invoices section: the rows of the API's page with their figures, the empty state, and the PDF
// fetched with the user's token through the shared client's api.blob and saved through a temporary link (a failure
// toasts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { authStore, toastStore } from '@mp/shared/stores';
import type { Invoice } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { InvoicesSection } from './invoices-section';
import { renderAt } from '../../test-support/render';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 7,
  number: '2025/0007',
  year: 2025,
  month: 11,
  company: { id: 3, trade_name: 'Sea Tours' },
  items: 4,
  gross_cents: 20000,
  commission_cents: 3000,
  amount_cents: 17000,
  status: 'uploaded',
  file_name: 'nov.pdf',
  updated_at: '2025-12-02T10:00:00.000Z',
  ...over,
});
const pageOf = (data: Invoice[]) => ({
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: data.length,
  next_page_url: null,
  data,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: Request[];
let rows: Invoice[];
let fileStatus: number;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  rows = [];
  fileStatus = 200;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // The shared client (ky) hands over a Request carrying its headers; a bare URL comes with its init.
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    calls.push(request);
    const { pathname } = new URL(request.url);
    if (pathname === '/api/dashboard/invoices') return json(200, { status: true, content: pageOf(rows) });
    if (/^\/api\/dashboard\/invoices\/\d+\/file$/.test(pathname)) {
      return fileStatus === 200
        ? new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } })
        : json(fileStatus, { status: false, message: 'Not found' });
    }
    return json(404, { status: false });
  }) as unknown as typeof fetch;
});

function renderSection(): void {
  renderAt(<InvoicesSection />, '/dashboard/sales');
}

describe('sales screen: invoices', () => {
  it('lists the API’s invoices with their figures, each with its PDF button (the server draws a PDF none was uploaded for)', async () => {
    rows = [
      invoice({}),
      invoice({
        id: 8,
        number: '2025/0008',
        month: 12,
        items: 1,
        gross_cents: 5000,
        commission_cents: 750,
        amount_cents: 4250,
        status: 'pending',
        file_name: null,
      }),
    ];
    renderSection();
    await screen.findByText('2025/0007');
    const table = screen.getByRole('table', { name: 'Your monthly invoices' });
    const list = calls.find((c) => new URL(c.url).pathname === '/api/dashboard/invoices')!;
    expect(Object.fromEntries(new URL(list.url).searchParams)).toEqual({ page: '1', per_page: '25' });
    // Seven columns (the number over its month) so the table fits a 1280 px screen beside the side nav.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Invoice', 'Items', 'Sold', 'Commission', 'Owed to you', 'Status', 'PDF']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    const period = (row: HTMLElement) =>
      [...within(row).getAllByRole('cell')[0]!.querySelectorAll('span > span')].map((s) => s.textContent);
    expect(period(first!)).toEqual(['2025/0007', 'November 2025']);
    expect(period(second!)).toEqual(['2025/0008', 'December 2025']);
    expect(cells(first!).slice(1, 6)).toEqual(['4', '€200.00', '€30.00', '€170.00', 'Issued']);
    expect(cells(second!).slice(1, 6)).toEqual(['1', '€50.00', '€7.50', '€42.50', 'Being prepared']);
    expect(within(first!).getByRole('button', { name: 'Download PDF of invoice 2025/0007' })).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Download PDF of invoice 2025/0008' })).toBeTruthy();
  });

  it('says invoices appear after a month closes when there are none', async () => {
    renderSection();
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(
      screen.getByText('An invoice appears here after a month closes, for the items completed in that month.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download PDF of invoice/ })).toBeNull();
  });

  it('downloads the PDF with the user’s token through a temporary link, and toasts a failure', async () => {
    authStore.setState({ user: { ...(authStore.getState().user ?? {}), api_token: 'tok-1' } as never });
    const createObjectURL = jest.fn(() => 'blob:invoice');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('invoice-2025-0007.pdf');
      expect(this.href).toBe('blob:invoice');
    });
    const show = jest.spyOn(toastStore.getState(), 'show');
    rows = [invoice({})];
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Download PDF of invoice 2025/0007' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const file = calls.find((c) => new URL(c.url).pathname === '/api/dashboard/invoices/7/file')!;
    expect(file).toBeTruthy();
    expect(file.headers.get('authorization')).toBe('Bearer tok-1');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:invoice'));
    expect(document.querySelector('a[download]')).toBeNull();

    fileStatus = 404;
    await user.click(screen.getByRole('button', { name: 'Download PDF of invoice 2025/0007' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'error', message: 'The invoice could not be downloaded. Please try again.' }),
      ),
    );
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
    authStore.setState({ user: null } as never);
  });
});
