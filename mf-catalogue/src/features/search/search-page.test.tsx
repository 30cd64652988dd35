import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { ApiError } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { useServices } from '../../lib/catalogue-api';
import { detail } from '../../test-support/service.fixture';
import { SearchPage } from './search-page';

jest.mock('../../lib/catalogue-api', () => {
  const loading = () => ({ data: undefined, isError: false, isFetching: true, error: null, refetch: jest.fn() });
  return { useServices: jest.fn(loading), useFilterCounts: loading, usePriceRange: loading, useSeatRange: loading };
});
const services = useServices as jest.MockedFunction<typeof useServices>;

addResources('catalogue', { en, pt });
const route = routes.find((r) => r.id === 'search')!;

const page = (cards: ReturnType<typeof detail>[]) =>
  ({
    data: { current_page: 1, last_page: 1, per_page: 12, total: cards.length, next_page_url: null, data: cards },
    isError: false,
    isFetching: false,
    error: null,
    refetch: jest.fn(),
  }) as unknown as ReturnType<typeof useServices>;

function renderSearch(term: string, query = '') {
  window.history.replaceState(null, '', `/search/${term}${query}`);
  return render(
    <UiProvider>
      <BrowserRouter>
        <SearchPage route={route} params={{ term }} title="Search results" />
      </BrowserRouter>
    </UiProvider>,
  );
}

describe('/search/{term}', () => {
  afterEach(() => localeStore.getState().setLocale('en'));

  it('shows the searched term under the translated title, and an empty state when nothing matches', () => {
    services.mockReturnValue(page([]));
    renderSearch('sintra');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results');
    expect(screen.getByText('You searched for “sintra”.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 results');
    expect(screen.getByText('Nothing matches your search')).toBeTruthy();
  });

  it('asks for the best match first, lists the cards with their badges, and sends the filters of the URL', () => {
    services.mockReturnValue(
      page([detail({ id: 1, slug: 'pena', name: 'Pena Palace', rating: { average: 4.8, count: 4 } })]),
    );
    renderSearch('sintra', '?date=2031-05-17&free_cancellation=1&max_price=6000');
    expect(services).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'sintra', date: '2031-05-17', free_cancellation: '1', max_price: 6000, page: 1 }),
    );
    expect(services.mock.lastCall?.[0]).not.toHaveProperty('order-by');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('relevance');
    // Day first, as the site writes dates, whatever the device's own format.
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).value).toBe('17/05/2031');
    const results = screen.getByRole('list', { name: 'Results' });
    expect(within(results).getByRole('heading', { name: 'Pena Palace' })).toBeTruthy();
    expect(within(results).getByRole('list', { name: 'Highlights' })).toBeTruthy();
  });

  it('keeps a chosen date and order in the URL', async () => {
    services.mockReturnValue(page([]));
    renderSearch('sintra');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(new URLSearchParams(window.location.search).get('order-by')).toBe('price-asc');
    await userEvent.type(screen.getByLabelText(/^Date/), '17/05/2031');
    expect(new URLSearchParams(window.location.search).get('date')).toBe('2031-05-17');
  });

  it('shows the API’s refusal of a date on the date field, in European Portuguese', () => {
    localeStore.getState().setLocale('pt');
    expect(i18n.language).toBe('pt');
    services.mockReturnValue({
      data: undefined,
      isError: true,
      isFetching: false,
      error: new ApiError(422, {}, { date: ['Escolha hoje ou uma data posterior.'] }),
      refetch: jest.fn(),
    } as unknown as ReturnType<typeof useServices>);
    renderSearch('Porto', '?date=2020-01-01');
    expect(screen.getByText('Pesquisou por “Porto”.')).toBeTruthy();
    const field = screen.getByLabelText(/^Data/) as HTMLInputElement;
    expect(field.value).toBe('01/01/2020');
    expect(field.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Escolha hoje ou uma data posterior.')).toBeTruthy();
  });
});
