import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import InvoicesPage from './invoices-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const invoice = {
  id: 3,
  number: '2025/0001',
  year: 2025,
  month: 5,
  company: { id: 1, trade_name: 'Lisboa Tours' },
  items: 2,
  gross_cents: 14000,
  commission_cents: 2100,
  amount_cents: 11900,
  status: 'pending',
  file_name: null,
  updated_at: '2025-06-01T10:00:00.000Z',
};
const month = (data: unknown[], year = 2025, m = 5) => ({
  ok: true,
  status: 200,
  data: { status: true, content: { year, month: m, years: [2024, 2025], data } },
});

function Where() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderPage(url = '/super-admin/invoices') {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/invoices"
              element={
                <>
                  <InvoicesPage title="Invoices" params={{}} route={{} as never} />
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
  localeStore.setState({ locale: 'en' });
  get.mockResolvedValue(month([invoice]) as never);
});

describe('invoices page', () => {
  it('says why a month cannot be invoiced yet, with the server’s words', async () => {
    get.mockResolvedValue({
      ok: false,
      status: 422,
      body: {},
      errors: { month: ['This month is not over yet: its invoices are made once it ends.'] },
    } as never);
    renderPage('/super-admin/invoices?year=2026&month=11');
    expect(await screen.findByText('This month is not over yet: its invoices are made once it ends.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });

  it('lists the month the API chose and moves to another month through the URL', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Invoices of May 2025' });
    expect(within(table).getByText('Lisboa Tours')).toBeTruthy();
    expect(within(table).getByText('€119.00')).toBeTruthy();
    expect(screen.getByText('1 invoice, €119.00 owed in all.')).toBeTruthy();
    expect(
      within(screen.getByLabelText('Year'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2024', '2025']);
    await userEvent.setup().selectOptions(screen.getByLabelText('Month'), '4');
    expect(screen.getByTestId('search').textContent).toBe('?year=2025&month=4');
    expect(get).toHaveBeenLastCalledWith(
      '/invoices',
      expect.objectContaining({ searchParams: { year: 2025, month: 4 } }),
    );
  });

  it('marks an invoice paid, and shows a refused status’s reason', async () => {
    renderPage('/super-admin/invoices?year=2025&month=5');
    const user = userEvent.setup();
    const select = await screen.findByLabelText('Status of invoice 2025/0001');
    post.mockResolvedValueOnce({
      ok: true,
      status: 200,
      data: { status: true, content: { ...invoice, status: 'paid' } },
    } as never);
    await user.selectOptions(select, 'paid');
    expect(post).toHaveBeenCalledWith('/invoices/3/update', { status: 'paid' });
    expect(await screen.findByText('Invoice 2025/0001 is now Paid.')).toBeTruthy();
    post.mockResolvedValueOnce({
      ok: false,
      status: 422,
      body: {},
      errors: { status: ['No file has been uploaded for this invoice yet.'] },
    } as never);
    await user.selectOptions(select, 'uploaded');
    expect((await screen.findByRole('alert')).textContent).toBe('No file has been uploaded for this invoice yet.');
  });

  it('uploads a PDF and shows the API’s refusal beside the field', async () => {
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Upload the PDF of invoice 2025/0001');
    post.mockResolvedValueOnce({ ok: false, status: 422, body: {}, errors: { file: ['Upload a PDF file.'] } } as never);
    await user.upload(input, new File(['<html>'], 'fake.pdf', { type: 'application/pdf' }));
    const sent = post.mock.calls[0]?.[1] as FormData;
    expect([post.mock.calls[0]?.[0], (sent.get('file') as File).name]).toEqual(['/invoices/3/upload', 'fake.pdf']);
    expect((await screen.findByRole('alert')).textContent).toBe('Upload a PDF file.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers the PDF of an invoice nobody uploaded one for: the server draws it', async () => {
    renderPage();
    const download = await screen.findByRole('button', { name: 'Download invoice 2025/0001' });
    get.mockReset();
    (api as unknown as { blob: jest.Mock }).blob = jest.fn().mockResolvedValue({ ok: false, status: 500 });
    await userEvent.setup().click(download);
    expect((api as unknown as { blob: jest.Mock }).blob).toHaveBeenCalledWith('/invoices/3/file', {
      accept: 'application/pdf',
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The PDF could not be downloaded.');
  });

  it('says when a month has nothing to invoice, in Portuguese too', async () => {
    localeStore.setState({ locale: 'pt' });
    get.mockResolvedValue(month([], 2025, 2) as never);
    const { i18n } = jest.requireActual<typeof import('@mp/shared/i18n')>('@mp/shared/i18n');
    await i18n.changeLanguage('pt');
    renderPage();
    expect(
      await screen.findByText('Nenhum parceiro concluiu reservas em fevereiro 2025: não há nada a faturar.'),
    ).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});
