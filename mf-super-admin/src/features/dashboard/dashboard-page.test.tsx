// The dashboard's range fields were native date fields, which show the browser's format (mm/dd/yyyy on an English
// browser) while the page writes its dates day first. They now read and take day/month/year in the page's language.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import DashboardPage from './dashboard-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('superAdmin', { en, pt });

function renderDashboard(url: string) {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/super-admin/dashboard"
              element={<DashboardPage title="Dashboard" params={{}} route={{} as never} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  // The figures are not what these tests look at: they stay loading.
  get.mockImplementation(() => new Promise(() => undefined));
});
afterEach(() => act(() => localeStore.getState().setLocale('en')));

it('shows the range day first on an English page and sends the typed day/month/year as a calendar day', async () => {
  const user = userEvent.setup();
  renderDashboard('/super-admin/dashboard?from=2026-10-31');
  const from = screen.getByRole('textbox', { name: /From/ });
  expect(from.getAttribute('type')).not.toBe('date');
  expect(from.getAttribute('placeholder')).toBe('dd/mm/yyyy');
  expect((from as HTMLInputElement).value).toBe('31/10/2026');
  await user.type(screen.getByRole('textbox', { name: /To/ }), '29/11/2026');
  await user.click(screen.getByRole('button', { name: 'Show' }));
  expect(get).toHaveBeenCalledWith(
    '/super/dash/revenue',
    expect.objectContaining({ searchParams: { from: '2026-10-31', to: '2026-11-29' } }),
  );
});

it('asks for dd/mm/aaaa on a pt page and says how to write a date it cannot read', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  const user = userEvent.setup();
  renderDashboard('/super-admin/dashboard');
  const to = screen.getByRole('textbox', { name: /Até/ });
  expect(to.getAttribute('placeholder')).toBe('dd/mm/aaaa');
  await user.type(to, '11/31/2026');
  await user.tab();
  expect(screen.getByText('Indique a data como dia/mês/ano, por exemplo 25/12/2026.')).toBeTruthy();
});
