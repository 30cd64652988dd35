import { act, render, screen, within } from '@testing-library/react';
import { emit } from '@mp/shared/bus';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { matchRoute, routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import { staffPermissions, type StaffRole } from '@mp/shared/domain';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import BackOfficeLayout, { BACK_OFFICE_LINKS } from './back-office-layout';
import { PAGE_PERMISSION } from './nav-permissions';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;

addResources('superAdmin', { en, pt });

function renderAs(role: StaffRole) {
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      status: true,
      content: {
        id: 1,
        email: 'a@b.pt',
        first_name: 'A',
        last_name: 'B',
        role,
        permissions: [...staffPermissions(role)],
      },
    },
  } as never);
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/sales']}>
          <Routes>
            <Route element={<BackOfficeLayout route={routes.find((r) => r.id === 'super-admin.sales')!} />}>
              <Route path="/super-admin/sales" element={<h1>Sales</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('back-office layout (spec §6 super-admin layout)', () => {
  it('links back-office pages only, each once, with the id the table gives the path, each behind a permission but the staff member’s own settings', () => {
    expect(new Set(BACK_OFFICE_LINKS.map((l) => l.path)).size).toBe(BACK_OFFICE_LINKS.length);
    for (const link of BACK_OFFICE_LINKS) {
      expect(matchRoute(link.path)?.route.owner).toBe('mf-super-admin');
      expect(matchRoute(link.path)?.route.id).toBe(link.id);
      if (link.id !== 'super-admin.my-settings') expect(PAGE_PERMISSION[link.id]).toBeDefined();
    }
  });

  it('shows an admin every page, beside the page (its <Outlet />)', async () => {
    renderAs('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Sales' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findAllByRole('link')).toHaveLength(BACK_OFFICE_LINKS.length);
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/super-admin/sales');
  });

  it('shows finance staff only the dashboard, sales, invoices and the reconciliation, and their own settings', async () => {
    renderAs('finance');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    await within(nav).findByRole('link', { name: 'Sales' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/super-admin',
      '/super-admin/sales',
      '/super-admin/invoices',
      '/super-admin/reconciliation',
      '/super-admin/my-settings',
    ]);
  });
  it('shows staff who answer chats their unread support messages beside Messages, live; others have no Messages', async () => {
    renderAs('support');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Messages' })).toBeTruthy();
    act(() => emit('chat:unread-changed', { count: 3 }));
    expect(within(nav).getByRole('link', { name: /^Messages ?, 3 unread messages$/ })).toBeTruthy();
    act(() => emit('chat:unread-changed', { count: 0 }));
    expect(within(nav).getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('hides Messages from staff without the chat permission', async () => {
    renderAs('finance');
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Sales' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: /Messages/ })).toBeNull();
  });
});
