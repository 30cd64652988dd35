import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { ExperiencesPage } from './listing-pages';

// The listing's own calls are not what this test is about: they stay loading.
jest.mock('../../lib/catalogue-api', () => {
  const actual = jest.requireActual('../../lib/catalogue-api');
  const loading = () => ({ data: undefined, isError: false, isFetching: true, refetch: jest.fn() });
  return { ...actual, useServices: loading, useFilterCounts: loading, usePriceRange: loading, useSeatRange: loading };
});

addResources('catalogue', { en, pt });
const category = routes.find((r) => r.id === 'category')!;

function renderCategory(slug: string) {
  window.history.replaceState(null, '', `/category/${slug}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    ['catalogue', 'categories', 'en', '/categories', null],
    [{ id: 1, slug: 'boat-trips', kind: 'experience', name: 'Boat trips', description: 'On the water.' }],
  );
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>
          <ExperiencesPage route={category} params={{ slug }} title="Category" />
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

describe('/category/{slug}', () => {
  it('is titled by the category it names', () => {
    renderCategory('boat-trips');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Boat trips');
  });

  it('says "not found" for a category that does not exist (in-app navigation; the gateway answers 404 itself)', () => {
    renderCategory('no-such-category');
    expect(screen.getByRole('alert').textContent).toContain('/category/no-such-category');
    expect(screen.queryByRole('heading', { name: 'Boat trips' })).toBeNull();
  });
});
