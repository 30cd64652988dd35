import { act, cleanup, render, screen, within } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { staticPages, type StaticPage } from './content';
import { StaticContentPage } from './static-page';

addResources('catalogue', { en, pt });

function renderPage(id: StaticPage['id'], locale: 'en' | 'pt') {
  act(() => localeStore.getState().setLocale(locale));
  const route = routes.find((r) => r.id === id)!;
  return render(
    <UiProvider><BrowserRouter>
      <StaticContentPage route={route} params={{}} title={staticPages[id][locale].title} />
    </BrowserRouter></UiProvider>,
  );
}

describe('static page links', () => {
  afterEach(() => {
    cleanup();
    localeStore.getState().setLocale('en');
  });

  it('/business links to the partner sign-up and to the partnerships address', () => {
    renderPage('business', 'en');
    expect(screen.getByRole('link', { name: 'Become a partner: register your company' }).getAttribute('href')).toBe('/be-a-partner');
    expect(screen.getByRole('link', { name: 'Email partnerships: partners@marketplace.pt' }).getAttribute('href')).toBe('mailto:partners@marketplace.pt');
  });

  it('in pt, an internal link keeps the /pt prefix and a mailto link is left as it is', () => {
    renderPage('business', 'pt');
    expect(screen.getByRole('link', { name: 'Seja parceiro: registe a sua empresa' }).getAttribute('href')).toBe('/pt/be-a-partner');
    expect(screen.getByRole('link', { name: 'Escrever às parcerias: partners@marketplace.pt' }).getAttribute('href')).toBe('mailto:partners@marketplace.pt');
  });

  it('an FAQ answer carries its link inside its own disclosure', () => {
    renderPage('faqs', 'pt');
    const answer = screen.getByText('Quanta bagagem posso levar num transfer?').closest('details')!;
    expect(within(answer).getByRole('link', { name: 'Saber mais sobre bagagem e cadeiras de criança' }).getAttribute('href')).toBe('/pt/luggage');
  });

  it.each(['en', 'pt'] as const)('%s: every link of every page is drawn, with its label as its name', (locale) => {
    for (const id of Object.keys(staticPages) as StaticPage['id'][]) {
      const text = staticPages[id][locale];
      const expected = [...text.sections.flatMap((s) => s.links ?? []), ...(text.faqs ?? []).flatMap((f) => f.links ?? [])].map((l) => ({
        name: l.label,
        href: l.to.startsWith('mailto:') || locale === 'en' ? l.to : `/pt${l.to}`,
      }));
      const { unmount } = renderPage(id, locale);
      const drawn = screen.queryAllByRole('link').map((a) => ({ name: a.textContent, href: a.getAttribute('href') }));
      expect([id, drawn]).toEqual([id, expected]);
      unmount();
    }
  });
});
