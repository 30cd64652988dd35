import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addResources } from '@mp/shared/i18n';
import { matchRoute, pathTo } from '@mp/shared/routes';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import PanelLayout, { PANEL_SECTIONS } from './panel-layout';

addResources('userPanel', { en, pt });

/** The layout as the parent route of a page at `path`, as the remote's route tree renders it. */
function renderAt(path: string): void {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PanelLayout />}>
            <Route path={path} element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('customer panel layout', () => {
  afterEach(() => act(() => localeStore.getState().setLocale('en')));

  it('every section link is a page of the panel', () => {
    for (const { id } of PANEL_SECTIONS) {
      const match = matchRoute(pathTo(id));
      expect(match?.route.owner).toBe('mf-user-panel');
      expect(match?.route.layout).toBe('user-panel');
    }
  });

  it('shows every section beside the page and marks My bookings current on the previous list', () => {
    act(() => localeStore.getState().setLocale('en'));
    renderAt('/user-panel/bookings/previous');
    expect(screen.getByText('page')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'My bookings',
      'Messages',
      'Gift cards',
      'Points',
      'Profile',
      'Settings',
      'Help',
    ]);
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('My bookings');
  });

  it('marks only the exact section elsewhere, and links in Portuguese to the /pt paths', () => {
    act(() => localeStore.getState().setLocale('pt'));
    renderAt('/pt/user-panel/gift-cards');
    const nav = screen.getByRole('navigation', { name: 'A minha conta' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Cartões-oferta');
    expect(current.getAttribute('href')).toBe('/pt/user-panel/gift-cards');
    expect(within(nav).getByRole('link', { name: 'As minhas reservas' }).getAttribute('href')).toBe(
      '/pt/user-panel/bookings',
    );
  });
});
