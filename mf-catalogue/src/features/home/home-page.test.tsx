// The home hero on an in-app visit (ADR 021): the back office's words are drawn as soon as they are known, and the
// built-in words, about to be replaced, are never shown in the meantime (they only keep the hero's size); they are
// drawn when the call fails or is too slow, and on the page load the gateway drew with them. Both languages.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { api, ApiError } from '@mp/shared/api';
import type { WebsiteHome } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { routes, type Locale } from '@mp/shared/routes';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { HERO_WAIT_MS, HomePage } from './home-page';

jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('catalogue', { en, pt });

const BUILT_IN = {
  en: 'Experiences, transfers and gift cards across Portugal',
  pt: 'Experiências, transfers e cartões-oferta em todo o Portugal',
};
const BUILT_IN_PICTURE = '/shell/heroes/home.svg';
const EDITED: Record<Locale, WebsiteHome> = {
  en: {
    language: 'en',
    title: 'Portugal your way',
    subtitle: 'Hand-picked days out.',
    image_url: '/api/files/website/hero-en-1.png',
    custom_image: true,
  },
  pt: {
    language: 'pt',
    title: 'Portugal à sua medida',
    subtitle: 'Dias escolhidos a dedo.',
    image_url: '/api/files/website/hero-pt-1.png',
    custom_image: true,
  },
};
const ok = <T,>(content: T) => ({ ok: true as const, status: 200, data: { status: true, content } });

type Answer = { promise: Promise<unknown>; resolve(): void; reject(): void };
/** The hero's answers by language, each settled by the test when it wants. */
let answers: Partial<Record<Locale, Answer>>;
function answerFor(locale: Locale): Answer {
  let resolve!: () => void;
  let reject!: () => void;
  const promise = new Promise((res, rej) => {
    resolve = () => res(ok(EDITED[locale]));
    reject = () => rej(new ApiError(500, null, {}));
  });
  promise.catch(() => undefined);
  return (answers[locale] ??= { promise, resolve, reject });
}
/** The language a call is made in: its own Accept-Language, else the api client's default (the page's). */
const languageOf = (options: unknown) =>
  ((options as { headers?: Record<string, string> } | undefined)?.headers?.['Accept-Language'] ??
    localeStore.getState().locale) as Locale;
const heroCalls = () => get.mock.calls.filter(([path]) => path === '/website/home').map(([, o]) => languageOf(o));

beforeEach(() => {
  answers = {};
  get.mockReset();
  get.mockImplementation(async (path: string, options?: { headers?: Record<string, string> }) => {
    if (path === '/website/home') return (await answerFor(languageOf(options)).promise) as never;
    return ok(path.includes('by-cities') ? [] : { data: [] }) as never;
  });
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  delete window.__MP_DATA__;
  act(() => localeStore.getState().setLocale('en'));
});

/** The home at `path`, reached in-app (a pushed history entry) unless `landing` (the document's first entry). */
function renderHome(path: '/' | '/pt', { landing = false } = {}) {
  window.history.replaceState(landing ? null : { key: 'in-app', idx: 1, usr: null }, '', path);
  act(() => localeStore.getState().setLocale(path === '/pt' ? 'pt' : 'en'));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const home = routes.find((r) => r.id === 'home')!;
  const view = render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <BrowserRouter>
          <HomePage route={home} params={{}} title="Home" />
        </BrowserRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  const hero = () => view.container.querySelector('.mp-hero')!;
  return { ...view, client, hero, picture: () => hero().querySelector('img')!.getAttribute('src') };
}

/** The h1 a visitor (and a screen reader) gets, or null. */
const visibleHeading = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null;
/** Whether `text` is on screen (words kept only for their size are in the page, unseen). */
const shown = (text: string) => screen.queryAllByText(text).some((el) => getComputedStyle(el).visibility !== 'hidden');
/** After an answer: react-query tells its observers in a task of its own. */
const headingBecomes = (text: string) => waitFor(() => expect(visibleHeading()).toBe(text));

it('on an in-app visit, shows no built-in words while the answer is on its way, then the back office words', async () => {
  const { hero, picture } = renderHome('/');
  expect(heroCalls()).toEqual(['en']);
  // The hero keeps its box (picture, heading and lead take their place) but shows none of the words to be replaced.
  expect(hero().querySelector('h1')).not.toBeNull();
  expect(hero().querySelector('.mp-hero-text p')).not.toBeNull();
  expect(getComputedStyle(hero().querySelector('h1')!).visibility).toBe('hidden');
  expect(visibleHeading()).toBeNull();
  expect(shown(BUILT_IN.en)).toBe(false);
  expect(picture()).not.toBe(BUILT_IN_PICTURE);

  await act(async () => answers.en!.resolve());
  await headingBecomes(EDITED.en.title);
  expect(screen.getByText(EDITED.en.subtitle)).toBeTruthy();
  expect(picture()).toBe(EDITED.en.image_url);
  expect(getComputedStyle(hero().querySelector('h1')!).visibility).not.toBe('hidden');
});

it('in pt too: no built-in pt words meanwhile, then the pt words', async () => {
  renderHome('/pt');
  expect(heroCalls()).toEqual(['pt']);
  expect(visibleHeading()).toBeNull();
  await act(async () => answers.pt!.resolve());
  await headingBecomes(EDITED.pt.title);
});

it('draws the built-in words when the call fails', async () => {
  const { picture } = renderHome('/');
  await act(async () => answers.en!.reject());
  await headingBecomes(BUILT_IN.en);
  expect(picture()).toBe(BUILT_IN_PICTURE);
});

it('draws the built-in words when the answer is too slow', () => {
  jest.useFakeTimers();
  renderHome('/');
  expect(visibleHeading()).toBeNull();
  act(() => jest.advanceTimersByTime(HERO_WAIT_MS));
  expect(visibleHeading()).toBe(BUILT_IN.en);
});

it('on the page load the gateway drew, keeps its built-in words until the answer, as the HTML shows them', async () => {
  renderHome('/', { landing: true });
  expect(visibleHeading()).toBe(BUILT_IN.en);
  await act(async () => answers.en!.resolve());
  await headingBecomes(EDITED.en.title);
});

it("asks for the other language's words once the home is shown: a locale switch draws them at once", async () => {
  const { hero } = renderHome('/');
  await act(async () => answers.en!.resolve());
  await waitFor(() => expect(heroCalls()).toEqual(['en', 'pt']));
  await act(async () => answers.pt!.resolve());
  act(() => localeStore.getState().setLocale('pt'));
  expect(visibleHeading()).toBe(EDITED.pt.title);
  expect(hero().querySelector('img')!.getAttribute('src')).toBe(EDITED.pt.image_url);
});

it('a locale switch before the other language is known shows neither the old nor the built-in words, then the new ones', async () => {
  renderHome('/');
  await act(async () => answers.en!.resolve());
  act(() => localeStore.getState().setLocale('pt'));
  expect(visibleHeading()).toBeNull();
  expect(shown(EDITED.en.title)).toBe(false);
  expect(shown(BUILT_IN.pt)).toBe(false);
  await act(async () => answerFor('pt').resolve());
  await headingBecomes(EDITED.pt.title);
});

it('coming back to the home draws the known words at once, without asking again', async () => {
  const first = renderHome('/');
  await act(async () => answers.en!.resolve());
  await waitFor(() => expect(heroCalls()).toEqual(['en', 'pt']));
  first.unmount();
  const home = routes.find((r) => r.id === 'home')!;
  render(
    <UiProvider>
      <QueryClientProvider client={first.client}>
        <BrowserRouter>
          <HomePage route={home} params={{}} title="Home" />
        </BrowserRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
  expect(visibleHeading()).toBe(EDITED.en.title);
  expect(heroCalls()).toEqual(['en', 'pt']);
});
