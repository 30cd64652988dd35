// The home hero's content: the gateway's inlined answer is used at once (no call before the first commit); another
// language, or no inlined answer, asks the API; an answer is kept for the visit, and a prefetch asks in its own language.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { localeStore } from '@mp/shared/stores';
import { prefetchWebsiteHome, useWebsiteHome } from './get-website-home';

jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
const get = api.get as jest.MockedFunction<typeof api.get>;

const inlined = {
  language: 'pt',
  title: 'Portugal à medida',
  subtitle: 'Tudo aqui.',
  image_url: '/api/files/website/hero-pt-1.png',
  custom_image: true,
};
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    {children}
  </QueryClientProvider>
);

beforeEach(() => {
  get.mockReset();
  window.__MP_DATA__ = { 'website-home': inlined };
});
afterEach(() => {
  jest.useRealTimers();
  delete window.__MP_DATA__;
  act(() => localeStore.getState().setLocale('en'));
});

it("uses the gateway's inlined hero in its language without a call", () => {
  act(() => localeStore.getState().setLocale('pt'));
  const { result } = renderHook(() => useWebsiteHome(), { wrapper });
  expect(result.current.data).toEqual(inlined);
  expect(get).not.toHaveBeenCalled();
});

it('asks the API in another language, or when nothing was inlined', async () => {
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: { status: true, content: { ...inlined, language: 'en', title: 'Portugal your way' } },
  } as never);
  const { result } = renderHook(() => useWebsiteHome(), { wrapper });
  expect(result.current.data).toBeUndefined();
  await waitFor(() => expect(result.current.data?.title).toBe('Portugal your way'));
  expect(get).toHaveBeenCalledWith('/website/home', expect.anything());
  delete window.__MP_DATA__;
  act(() => localeStore.getState().setLocale('pt'));
  const again = renderHook(() => useWebsiteHome(), { wrapper });
  expect(again.result.current.data).toBeUndefined();
});

it('keeps the answer for the visit: back on the home minutes later, the words are there at once, without a call', async () => {
  delete window.__MP_DATA__;
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: { status: true, content: { ...inlined, language: 'en' } },
  } as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const own = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const first = renderHook(() => useWebsiteHome(), { wrapper: own });
  await waitFor(() => expect(first.result.current.data?.language).toBe('en'));
  first.unmount();
  jest.useFakeTimers();
  act(() => jest.advanceTimersByTime(6 * 60_000)); // longer than react-query's default 5 minutes of garbage collection
  const again = renderHook(() => useWebsiteHome(), { wrapper: own });
  expect(again.result.current.data?.language).toBe('en');
  expect(get).toHaveBeenCalledTimes(1);
});

it("a prefetch asks in the language it is given, not the page's, and not at all for the inlined answer", async () => {
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: { status: true, content: { ...inlined, language: 'en' } },
  } as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => localeStore.getState().setLocale('pt'));
  await prefetchWebsiteHome(client, 'pt');
  expect(get).not.toHaveBeenCalled();
  await prefetchWebsiteHome(client, 'en');
  expect(get).toHaveBeenCalledWith('/website/home', expect.objectContaining({ headers: { 'Accept-Language': 'en' } }));
  expect(client.getQueryData(['catalogue', 'website-home', 'en'])).toMatchObject({ language: 'en' });
});
