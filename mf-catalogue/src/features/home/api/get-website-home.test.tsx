// The home hero's content: the gateway's inlined answer is used at once (no call before the first commit); another
// language, or no inlined answer, asks the API.
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { localeStore } from '@mp/shared/stores';
import { useWebsiteHome } from './get-website-home';

jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
const get = api.get as jest.MockedFunction<typeof api.get>;

const inlined = { language: 'pt', title: 'Portugal à medida', subtitle: 'Tudo aqui.', image_url: '/api/files/website/hero-pt-1.png', custom_image: true };
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;

beforeEach(() => {
  get.mockReset();
  window.__MP_DATA__ = { 'website-home': inlined };
});
afterEach(() => {
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
  get.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { ...inlined, language: 'en', title: 'Portugal your way' } } } as never);
  const { result } = renderHook(() => useWebsiteHome(), { wrapper });
  expect(result.current.data).toBeUndefined();
  await waitFor(() => expect(result.current.data?.title).toBe('Portugal your way'));
  expect(get).toHaveBeenCalledWith('/website/home', expect.anything());
  delete window.__MP_DATA__;
  act(() => localeStore.getState().setLocale('pt'));
  const again = renderHook(() => useWebsiteHome(), { wrapper });
  expect(again.result.current.data).toBeUndefined();
});
