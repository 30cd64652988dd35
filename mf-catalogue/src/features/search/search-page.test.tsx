import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { SearchPage } from './search-page';

addResources('catalogue', { en, pt });
const route = routes.find((r) => r.id === 'search')!;

function renderSearch(term: string, total: number, locale: 'en' | 'pt' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['catalogue', 'services', locale, '/services', { q: term, page: 1, per_page: 12 }], {
    current_page: 1, last_page: 1, per_page: 12, total, next_page_url: null, data: [],
  });
  return render(
    <UiProvider><BrowserRouter><QueryClientProvider client={client}><>
      <SearchPage route={route} params={{ term }} title="Search results" />
    </></QueryClientProvider></BrowserRouter></UiProvider>,
  );
}

describe('/search/{term}', () => {
  afterEach(() => localeStore.getState().setLocale('en'));

  it('shows the searched term under the translated title, and an empty state when nothing matches', () => {
    renderSearch('sintra', 0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results');
    expect(screen.getByText('You searched for “sintra”.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
    expect(screen.getByText('Nothing matches your search')).toBeTruthy();
  });

  it('speaks European Portuguese in pt', () => {
    localeStore.getState().setLocale('pt');
    expect(i18n.language).toBe('pt');
    renderSearch('Porto', 0, 'pt');
    expect(screen.getByText('Pesquisou por “Porto”.')).toBeTruthy();
    expect(screen.getByText('Nada corresponde à sua pesquisa')).toBeTruthy();
  });
});
