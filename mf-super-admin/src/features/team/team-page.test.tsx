import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import { staffPermissions } from '@mp/shared/domain';
import { toastStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import TeamPage from './team-page';

// The saved views above the list have tests of their own (shared/saved-views); here the list alone is under test.
jest.mock('../../shared/saved-views/saved-views', () => ({ SavedViews: () => null }));
jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const member = (id: number, first: string, extra: Record<string, unknown> = {}) => ({
  id,
  email: `${first.toLowerCase()}@roteiro.pt`,
  first_name: first,
  last_name: 'Silva',
  role: 'support',
  owner: false,
  created_at: '2026-01-01T10:00:00.000Z',
  active: true,
  deactivated_at: null,
  ...extra,
});
const ok = (content: unknown) => ({ ok: true, status: 200, data: { status: true, content } }) as never;

beforeEach(() => {
  toastStore.getState().clear();
  get.mockImplementation(async (path) => {
    if (path === '/super/me')
      return ok({
        id: 1,
        email: 'me@roteiro.pt',
        first_name: 'Me',
        last_name: 'Silva',
        role: 'admin',
        permissions: [...staffPermissions('admin')],
      });
    if (path === '/super/roles') return ok([]);
    return ok({
      current_page: 1,
      last_page: 1,
      per_page: 15,
      total: 4,
      next_page_url: null,
      data: [
        member(1, 'Me', { role: 'admin' }),
        member(2, 'Owner', { owner: true, role: 'admin' }),
        member(3, 'Rita'),
        member(4, 'Rui', { active: false, deactivated_at: '2026-11-02T10:00:00.000Z' }),
      ],
    });
  });
  post.mockResolvedValue(ok(member(3, 'Rita', { active: false, deactivated_at: '2026-11-29T10:00:00.000Z' })));
});

function renderPage() {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/team']}>
          <Routes>
            <Route path="/super-admin/team" element={<TeamPage title="Team" params={{}} route={{} as never} />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('team page: deactivating a staff member who leaves', () => {
  it('deactivates after a confirmation that says what happens, and offers nothing for oneself or an owner', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Staff members' });
    await within(table).findByText('Rita Silva');
    expect(within(table).queryByRole('button', { name: 'Deactivate Me Silva' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Deactivate Owner Silva' })).toBeNull();
    expect(within(table).getByText('Deactivated on 02/11/2026')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Reactivate Rui Silva' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Deactivate Rita Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Rita Silva?' });
    expect(within(dialog).getByText(/signed out everywhere at once and can no longer sign in/)).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Rita Silva was deactivated and signed out.',
      ),
    );
    expect(post).toHaveBeenCalledWith('/super/team/3/deactivate');
  });
});
