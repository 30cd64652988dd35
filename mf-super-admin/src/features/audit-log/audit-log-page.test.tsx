// The audit log showed its action codes (`promo_code.create`) as they are stored, untranslated on a pt page. Every
// action the API can record now has words in en and pt, and the page shows them.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import { AUDIT_ACTIONS } from '@mp/shared/domain';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import AuditLogPage from './audit-log-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('superAdmin', { en, pt });

const wordsFor = (locale: unknown, code: string): unknown =>
  ['audit', 'actions', ...code.split('.')].reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    locale,
  );

const entry = (id: number, action: string) => ({
  id,
  staff: { id: 1, name: 'Marta Staff' },
  acting_as: { id: 1, name: 'Marta Staff' },
  action,
  method: 'POST',
  path: '/api/super/promo-codes',
  entity: 'promo_code',
  entity_id: '7',
  before: null,
  after: { code: 'SUMMER-10' },
  created_at: '2026-11-02T10:00:00.000Z',
});

/** The page at /super-admin/audit-log; `search()` reads the URL's query as the page left it. */
function renderLog() {
  let location = '';
  const Where = () => {
    location = useLocation().search;
    return null;
  };
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/audit-log']}>
          <Routes>
            <Route
              path="/super-admin/audit-log"
              element={<AuditLogPage title="Audit log" params={{}} route={{} as never} />}
            />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  return { search: () => new URLSearchParams(location) };
}

afterEach(() => act(() => localeStore.getState().setLocale('en')));

it.each(AUDIT_ACTIONS)('has words in en and pt for the action %s', (code) => {
  for (const locale of [en, pt]) {
    const words = wordsFor(locale, code);
    expect(typeof words).toBe('string');
    expect((words as string).trim()).not.toBe('');
  }
});

it('names each action in the page’s language, and an older, unknown code as it is', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  get.mockImplementation((async (path: string) =>
    path === '/super/audit-log/names'
      ? { ok: true, status: 200, data: { status: true, content: [] } }
      : {
          ok: true,
          status: 200,
          data: {
            status: true,
            content: {
              current_page: 1,
              last_page: 1,
              per_page: 25,
              total: 2,
              next_page_url: null,
              data: [entry(2, 'promo_code.create'), entry(1, 'legacy.thing')],
            },
          },
        }) as never);
  renderLog();
  const table = await screen.findByRole('table');
  expect(await within(table).findByText('Código promocional criado')).toBeTruthy();
  expect(within(table).queryByText('promo_code.create')).toBeNull();
  expect(within(table).getByText('legacy.thing')).toBeTruthy();
});

it('filters by a staff member and a user chosen by name or address, not typed as ids', async () => {
  get.mockImplementation((async (path: string, options?: { searchParams?: Record<string, unknown> }) =>
    path === '/super/audit-log/names'
      ? {
          ok: true,
          status: 200,
          data: {
            status: true,
            content:
              options?.searchParams?.of === 'staff'
                ? [{ id: 3, name: 'Marta Staff <marta@roteiro.pt>' }]
                : [{ id: 9, name: 'Ana Silva <ana@example.pt>' }],
          },
        }
      : {
          ok: true,
          status: 200,
          data: {
            status: true,
            content: { current_page: 1, last_page: 1, per_page: 25, total: 0, next_page_url: null, data: [] },
          },
        }) as never);
  const { search } = renderLog();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find the user by name or e-mail' }), {
    target: { value: 'ana' },
  });
  const staff = screen.getByRole('combobox', { name: 'Staff member' });
  await within(staff).findByRole('option', { name: 'Marta Staff <marta@roteiro.pt>' });
  fireEvent.change(staff, { target: { value: '3' } });
  const user = screen.getByRole('combobox', { name: 'Acting as' });
  await within(user).findByRole('option', { name: 'Ana Silva <ana@example.pt>' });
  fireEvent.change(user, { target: { value: '9' } });
  // Asked once typing pauses.
  await waitFor(() =>
    expect(get).toHaveBeenCalledWith(
      '/super/audit-log/names',
      expect.objectContaining({ searchParams: { of: 'users', search: 'ana' } }),
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: en.audit.apply }));
  expect(search().get('staff_id')).toBe('3');
  expect(search().get('user_id')).toBe('9');
});

it('finds actions by part of their words in the page’s language or of their code: the URL keeps what was typed', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  get.mockImplementation((async (path: string) =>
    path === '/super/audit-log/names'
      ? { ok: true, status: 200, data: { status: true, content: [] } }
      : {
          ok: true,
          status: 200,
          data: {
            status: true,
            content: { current_page: 1, last_page: 1, per_page: 25, total: 0, next_page_url: null, data: [] },
          },
        }) as never);
  const { search } = renderLog();
  await screen.findByRole('table');
  fireEvent.change(screen.getByRole('searchbox', { name: pt.audit.actionFilter }), {
    target: { value: 'reembolsada' },
  });
  fireEvent.click(screen.getByRole('button', { name: pt.audit.apply }));
  expect(search().get('action')).toBe('reembolsada');
  await waitFor(() =>
    expect(get).toHaveBeenLastCalledWith(
      '/super/audit-log',
      expect.objectContaining({
        searchParams: expect.objectContaining({
          action: 'reembolsada,booking_item.refund,booking_item.partial_refund',
        }),
      }),
    ),
  );
});

it('tells a page read while acting as someone from a change made as them, in the page’s language', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  const read = { ...entry(2, 'impersonation'), method: 'GET', path: '/api/me', after: null };
  const write = { ...entry(1, 'impersonation'), method: 'POST', before: { iban: null }, after: { iban: 'PT50' } };
  get.mockImplementation((async (path: string) =>
    path === '/super/audit-log/names'
      ? { ok: true, status: 200, data: { status: true, content: [] } }
      : {
          ok: true,
          status: 200,
          data: {
            status: true,
            content: {
              current_page: 1,
              last_page: 1,
              per_page: 25,
              total: 2,
              next_page_url: null,
              data: [read, write],
            },
          },
        }) as never);
  renderLog();
  const table = await screen.findByRole('table');
  expect(await within(table).findByText(pt.audit.impersonationRead)).toBeTruthy();
  expect(within(table).getByText(pt.audit.impersonationWrite)).toBeTruthy();
  expect(within(table).queryByText(pt.audit.actions.impersonation)).toBeNull();
});
