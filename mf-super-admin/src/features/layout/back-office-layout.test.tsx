import { render, screen, within } from '@testing-library/react';
import { addResources } from '@mp/shared/i18n';
import { matchRoute, routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import BackOfficeLayout, { BACK_OFFICE_LINKS } from './back-office-layout';

addResources('superAdmin', { en, pt });


/** Puts the browser on `path` (the side nav reads window.location); renders nothing. */
function setPath(path: string): null {
  window.history.replaceState(null, '', path);
  return null;
}

describe('back-office layout (spec §6 super-admin layout)', () => {
  it('links back-office pages only, each once, with the id the table gives the path', () => {
    expect(new Set(BACK_OFFICE_LINKS.map((l) => l.path)).size).toBe(BACK_OFFICE_LINKS.length);
    for (const link of BACK_OFFICE_LINKS) {
      expect(matchRoute(link.path)?.route.owner).toBe('mf-super-admin');
      expect(matchRoute(link.path)?.route.id).toBe(link.id);
    }
  });

  it('renders the side nav with translated titles beside the page', () => {
    render(
      <UiProvider>
        <>{setPath('/super-admin/partners')}
          <BackOfficeLayout route={routes.find((r) => r.id === 'super-admin.partners')!}>
            <h1>Partners</h1>
          </BackOfficeLayout>
        </>
      </UiProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getAllByRole('link')).toHaveLength(BACK_OFFICE_LINKS.length);
    expect(within(nav).getByRole('link', { current: 'page' }).getAttribute('href')).toBe('/super-admin/partners');
  });

  it('has every en string in pt', () => {
    expect(Object.keys(pt.nav).sort()).toEqual(Object.keys(en.nav).sort());
  });
});
