import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { SearchBox, SUGGEST_DEBOUNCE_MS, shouldSuggest } from './search-box';

const get = jest.fn();
jest.mock('@mp/shared/api', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

addResources('shell', { en, pt });

const answer = (names: string[]) => ({
  ok: true,
  status: 200,
  data: { content: { data: names.map((name) => ({ slug: name.toLowerCase().replace(/\s+/g, '-'), name })) } },
});

async function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  await act(async () => {
    jest.advanceTimersByTime(SUGGEST_DEBOUNCE_MS + 10);
  });
  // let the dynamic import + the answer settle
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  get.mockReset();
  get.mockResolvedValue(answer(['Sintra Palace Tour', 'Sintra Hiking']));
  window.history.replaceState(null, '', '/');
  localeStore.getState().setLocale('en');
});
afterEach(() => jest.useRealTimers());

describe('header search autocomplete (spec §5 / §9: from 2 characters)', () => {
  it('counts characters after trimming', () => {
    expect(shouldSuggest('s')).toBe(false);
    expect(shouldSuggest(' s ')).toBe(false);
    expect(shouldSuggest('si')).toBe(true);
  });

  it('asks nothing for 1 character and GET /api/services?q=…&per_page=6 from 2, once after the pause', async () => {
    render(
      <UiProvider>
        <BrowserRouter>
          <SearchBox />
        </BrowserRouter>
      </UiProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Search Roteiro' });
    await type(box, 's');
    expect(get).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'si' } });
    fireEvent.change(box, { target: { value: 'sin' } });
    await type(box, 'sint');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe('services');
    expect(get.mock.calls[0]?.[1]).toMatchObject({ searchParams: { q: 'sint', per_page: 6 } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Sintra Palace Tour', 'Sintra Hiking']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('arrow keys pick a suggestion and Enter opens its service page', async () => {
    render(
      <UiProvider>
        <BrowserRouter>
          <SearchBox />
        </BrowserRouter>
      </UiProvider>,
    );
    const box = screen.getByRole('combobox');
    await type(box, 'sintra');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.submit(box.closest('form')!);
    expect(window.location.pathname).toBe('/sintra-hiking');
  });

  it('Enter without a picked suggestion goes to /search/{term} in the current locale', async () => {
    localeStore.getState().setLocale('pt');
    render(
      <UiProvider>
        <BrowserRouter>
          <SearchBox />
        </BrowserRouter>
      </UiProvider>,
    );
    const box = screen.getByRole('combobox');
    await type(box, 'Porto');
    fireEvent.submit(box.closest('form')!);
    expect(window.location.pathname).toBe('/pt/search/Porto');
  });
});
