// The home hero's words are asked for ahead of an in-app visit to the home (ADR 021): by the home route's prefetch
// when the catalogue mounts on the home, and in idle time whenever the catalogue mounts on another page.
import { act, waitFor } from '@testing-library/react';
import { api, queryClient } from '@mp/shared/api';
import { warmCurrentPage } from '@mp/shared/remote';
import { localeStore } from '@mp/shared/stores';
import { appOptions } from './app-options';
import { mount, unmount } from './lifecycles';

jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
const get = api.get as jest.MockedFunction<typeof api.get>;

const hero = (language: string) => ({
  language,
  title: `Title ${language}`,
  subtitle: 'Sub.',
  image_url: '/shell/heroes/home.svg',
  custom_image: false,
});
const page = {
  slug: 'about-us',
  language: 'en',
  title: 'About us',
  description: 'd',
  body: 'Who we are.',
  updated_on: null,
};
const heroCalls = () =>
  get.mock.calls
    .filter(([path]) => path === '/website/home')
    .map(([, o]) => (o as { headers?: Record<string, string> }).headers?.['Accept-Language']);

beforeEach(() => {
  queryClient.clear();
  get.mockReset();
  get.mockImplementation(async (path: string, options?: { headers?: Record<string, string> }) => {
    const content = path === '/website/home' ? hero(options?.headers?.['Accept-Language'] ?? '?') : page;
    return { ok: true, status: 200, data: { status: true, content } } as never;
  });
});
afterEach(() => {
  delete window.__MP_DATA__;
  act(() => localeStore.getState().setLocale('en'));
});

it("the home route's prefetch asks for the hero's words in the page's language", async () => {
  act(() => localeStore.getState().setLocale('pt'));
  warmCurrentPage(appOptions, '/pt');
  expect(heroCalls()).toEqual(['pt']);
  await waitFor(() =>
    expect(queryClient.getQueryData(['catalogue', 'website-home', 'pt'])).toMatchObject({ title: 'Title pt' }),
  );
});

it("the home route's prefetch makes no call when the gateway inlined the words", () => {
  window.__MP_DATA__ = { 'website-home': hero('en') };
  warmCurrentPage(appOptions, '/');
  expect(heroCalls()).toEqual([]);
});

it("mounted on another page, the catalogue asks for the home hero's words once idle, for a later visit to the home", async () => {
  window.history.replaceState(null, '', '/about-us');
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  await act(() => mount({ domElement }));
  expect(heroCalls()).toEqual([]);
  await waitFor(() => expect(heroCalls()).toEqual(['en']));
  await waitFor(() =>
    expect(queryClient.getQueryData(['catalogue', 'website-home', 'en'])).toMatchObject({ title: 'Title en' }),
  );
  await act(() => unmount({ domElement }));
  domElement.remove();
});
