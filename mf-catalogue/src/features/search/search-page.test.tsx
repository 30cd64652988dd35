import { render, screen } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { appOptions } from '../../app/app-options';
import { SearchPage } from './search-page';

addResources('catalogue', { en, pt });
const route = routes.find((r) => r.id === 'search')!;

describe('/search/{term} frame', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('shows the searched term under the translated title', async () => {
    render(<UiProvider><SearchPage route={route} params={{ term: 'sintra' }} title="Search results" /></UiProvider>);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results');
    expect(screen.getByText('You searched for “sintra”.')).toBeTruthy();
  });

  it('is the page the catalogue remote uses for the search route, in en and pt', async () => {
    expect(appOptions.pages?.search).toBe(SearchPage);
    await i18n.changeLanguage('pt');
    render(<UiProvider><SearchPage route={route} params={{ term: 'Porto' }} title="x" /></UiProvider>);
    expect(screen.getByText('Pesquisou por “Porto”.')).toBeTruthy();
  });
});
