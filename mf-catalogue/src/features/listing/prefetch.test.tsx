// The listing's first screen is asked for while its code loads, under the very queries the screen reads: rendered
// after the prefetch, the page shows its cards, filters and price range at once and asks the API for nothing more.
import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { api, queryClient } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { detail } from '../../test-support/service.fixture';
import { ExperiencesPage } from './listing-pages';
import { prefetchExperiences } from './prefetch';

jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
const get = api.get as jest.MockedFunction<typeof api.get>;

addResources('catalogue', { en, pt });
const experiences = routes.find((r) => r.id === 'experiences')!;

const card = detail({ id: 7, slug: 'sintra-walk', name: 'Sintra walk' });
const answers: Record<string, unknown> = {
  '/services': { current_page: 1, last_page: 1, per_page: 12, total: 1, next_page_url: null, data: [card] },
  '/services-count-filter-options': {
    category: [],
    city: [{ label: 'Sintra', filter_value: 'sintra', count: 1 }],
    language: [],
    duration: [],
    free_cancellation: [],
  },
  '/services-filtrable-price-range': { min_value: 1000, max_value: 9000 },
};

beforeEach(() => {
  queryClient.clear();
  get.mockReset();
  get.mockImplementation(
    async (path: string) => ({ ok: true, status: 200, data: { status: true, content: answers[path] } }) as never,
  );
});

it('fills the cache with what the page reads, so the first render is the settled page and asks for nothing', async () => {
  window.history.replaceState(null, '', '/experiences?city=sintra');
  await prefetchExperiences();
  expect(get.mock.calls.map(([path]) => path).sort()).toEqual(Object.keys(answers).sort());
  get.mockClear();

  render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={queryClient}>
          <ExperiencesPage route={experiences} params={{}} title="Experiences" />
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Sintra walk' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'City' })).toBeTruthy();
  expect(get).not.toHaveBeenCalled();
});

it('asks for nothing on a page that is not a listing of experiences', async () => {
  window.history.replaceState(null, '', '/cart');
  await prefetchExperiences();
  expect(get).not.toHaveBeenCalled();
});
