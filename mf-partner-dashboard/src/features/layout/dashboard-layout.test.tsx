import { act, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CompanyProfile, DashboardAccess, PartnerInboxChat } from '@mp/shared/contracts';
import { companyInboxKey } from '../../shared/messages/api/get-company-inbox';
import { accessKeys } from '../../shared/access/api/get-access';
import { companyReviewQueryOptions } from '../../shared/company/api/get-company-review';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addResources, i18n } from '@mp/shared/i18n';
import { matchRoute, routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import DashboardLayout, { AFFILIATE_LINKS, SUPPLIER_LINKS } from './dashboard-layout';

addResources('partnerDashboard', { en, pt });
const byId = (id: string) => routes.find((r) => r.id === id)!;

/** The layout as the parent route of a page at `path`, as the remote's route tree renders it. */
function renderAt(
  path: string,
  id: string,
  permissions: DashboardAccess['permissions'] = ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'],
  company: { status: string; status_reason: string | null } = { status: 'active', status_reason: null },
  unread: number[] = [],
): void {
  // Fresh for the test's length: the inbox is not fetched again (there is no server here).
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(
    companyInboxKey,
    unread.map((count, id) => ({ id, unread_count: count }) as PartnerInboxChat),
  );
  client.setQueryData<DashboardAccess>(accessKeys.all, {
    company_id: 1,
    owner: permissions.length === 6,
    role: null,
    permissions,
  });
  client.setQueryData(companyReviewQueryOptions().queryKey, [{ id: 1, ...company } as CompanyProfile]);
  render(
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<DashboardLayout route={byId(id)} />}>
              <Route path={path} element={<p>page</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
}

describe('dashboard layout (spec §6 partner/affiliate dashboard layout)', () => {
  it('every side-nav link is a page of this remote with the matching title id', () => {
    for (const link of [...SUPPLIER_LINKS, ...AFFILIATE_LINKS]) {
      const match = matchRoute(link.path);
      expect(match?.route.owner).toBe('mf-partner-dashboard');
      expect(match?.route.id).toBe(link.id);
    }
  });

  it('shows the supplier links on supplier pages and marks the current one', () => {
    renderAt('/dashboard/sales', 'dashboard.sales');
    expect(screen.getByText('page')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Partner dashboard' });
    expect(within(nav).getAllByRole('link')).toHaveLength(SUPPLIER_LINKS.length);
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/dashboard/sales');
  });

  // Their own settings (password, mail language) are open to every member.
  it('shows a team member only the pages their role allows', () => {
    renderAt('/dashboard/calendar-and-bookings', 'dashboard.calendar-and-bookings', ['bookings']);
    const nav = screen.getByRole('navigation', { name: 'Partner dashboard' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/dashboard', '/dashboard/calendar-and-bookings', '/dashboard/messages', '/dashboard/profile/settings']);
  });

  it('counts the unread messages of the company’s conversations on the Messages link', () => {
    renderAt('/dashboard/sales', 'dashboard.sales', ['bookings', 'sales'], undefined, [2, 0, 1]);
    const nav = screen.getByRole('navigation', { name: 'Partner dashboard' });
    const messages = within(nav).getByRole('link', { name: /^Messages/ });
    expect(messages.textContent).toContain('3 unread messages');
    expect(within(messages).getByTestId('nav-badge-dashboard.messages').textContent).toBe('3');
  });

  it('shows the affiliate links on affiliate pages', () => {
    renderAt('/affiliates/info', 'affiliates.info');
    expect(within(screen.getByRole('navigation', { name: 'Affiliate area' })).getAllByRole('link')).toHaveLength(
      AFFILIATE_LINKS.length,
    );
  });

  describe('the company review banner', () => {
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en'));
    });

    it('says on every page that a company under review is not on the storefront yet, and what it can do', () => {
      renderAt('/dashboard/sales', 'dashboard.sales', undefined, { status: 'pending', status_reason: null });
      const banner = screen.getByRole('status');
      expect(banner.textContent).toContain('Your company is under review');
      expect(banner.textContent).toContain(
        'the ones you put on sale go live by themselves when your company is approved',
      );
    });

    it('shows staff’s reason and whom to write to when the company is suspended, in Portuguese too', async () => {
      await act(() => i18n.changeLanguage('pt'));
      renderAt('/dashboard', 'dashboard.home', undefined, {
        status: 'suspended',
        status_reason: 'Cancelou sem aviso.',
      });
      const banner = screen.getByRole('status');
      expect(banner.textContent).toContain('A sua empresa está suspensa');
      expect(banner.textContent).toContain('Motivo indicado pela Roteiro: Cancelou sem aviso.');
      expect(within(banner).getByRole('link', { name: 'parceiros@roteiro.pt' }).getAttribute('href')).toBe(
        'mailto:parceiros@roteiro.pt',
      );
    });

    it('is not there once the company is live', () => {
      renderAt('/dashboard/sales', 'dashboard.sales');
      expect(screen.queryByRole('status')).toBeNull();
    });
  });
});
