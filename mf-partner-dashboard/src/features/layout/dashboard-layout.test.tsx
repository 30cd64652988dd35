import { render, screen, within } from '@testing-library/react';
import { addResources } from '@mp/shared/i18n';
import { matchRoute, routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import DashboardLayout, { AFFILIATE_LINKS, SUPPLIER_LINKS } from './dashboard-layout';

addResources('partnerDashboard', { en, pt });
const byId = (id: string) => routes.find((r) => r.id === id)!;


/** Puts the browser on `path` (the side nav reads window.location); renders nothing. */
function setPath(path: string): null {
  window.history.replaceState(null, '', path);
  return null;
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
    render(
      <UiProvider>
        <>{setPath('/dashboard/sales')}
          <DashboardLayout route={byId('dashboard.sales')}>
            <p>page</p>
          </DashboardLayout>
        </>
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Partner dashboard' });
    expect(within(nav).getAllByRole('link')).toHaveLength(SUPPLIER_LINKS.length);
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/dashboard/sales');
  });

  it('shows the affiliate links on affiliate pages', () => {
    render(
      <UiProvider>
        <>{setPath('/affiliates/info')}
          <DashboardLayout route={byId('affiliates.info')}>
            <p>page</p>
          </DashboardLayout>
        </>
      </UiProvider>,
    );
    expect(within(screen.getByRole('navigation', { name: 'Affiliate area' })).getAllByRole('link')).toHaveLength(AFFILIATE_LINKS.length);
  });

  it('has every en string in pt', () => {
    expect(Object.keys(pt.nav).sort()).toEqual(Object.keys(en.nav).sort());
  });
});
