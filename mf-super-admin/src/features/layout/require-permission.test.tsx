import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import { staffPermissions, type StaffRole } from '@mp/shared/domain';
import type { RemotePageProps } from '@mp/shared/remote';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { withPermission } from './require-permission';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('superAdmin', { en, pt });

const Team = withPermission('super-admin.team', () => <h2>Add a colleague</h2>);
const Dashboard = withPermission('super-admin.dashboard', () => <h2>The figures</h2>);
const Where = () => <p data-testid="where">{useLocation().pathname}</p>;
const props = (title: string): RemotePageProps => ({ title, params: {}, route: {} as never });

function renderAs(role: StaffRole, path: string) {
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
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/super-admin" element={<Dashboard {...props('Dashboard')} />} />
            <Route path="/super-admin/team" element={<Team {...props('Team')} />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('a back-office page follows the staff role', () => {
  it('shows the page to a role that may use it', async () => {
    renderAs('admin', '/super-admin/team');
    expect(await screen.findByRole('heading', { name: 'Add a colleague' })).toBeTruthy();
  });

  it('tells support the team page is not part of their role, without its form, and links a page they may use', async () => {
    renderAs('support', '/super-admin/team');
    expect(await screen.findByRole('heading', { name: 'This page is not part of your role' })).toBeTruthy();
    expect(screen.getByText(/Your role \(Support\) does not include this page/)).toBeTruthy();
    expect(screen.queryByText('Add a colleague')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Bookings and quotes' }).getAttribute('href')).toBe(
      '/super-admin/bookings-and-quotes',
    );
  });

  it.each([
    ['support', '/super-admin/bookings-and-quotes'],
    ['content', '/super-admin/services'],
  ] as const)('lands %s on the first page their role may use instead of the dashboard', async (role, page) => {
    renderAs(role, '/super-admin');
    expect((await screen.findByTestId('where')).textContent).toBe(page);
    expect(screen.queryByText('The figures')).toBeNull();
  });

  it('keeps finance on the dashboard', async () => {
    renderAs('finance', '/super-admin');
    expect(await screen.findByRole('heading', { name: 'The figures' })).toBeTruthy();
  });
});
