// lazyPage and warmCurrentPage (ADR 026): the current page's layout, page and data start at mount, in parallel,
// each once; a failed load is tried again; nothing starts for another remote's page.
import type { ComponentType } from 'react';
import { warmCurrentPage, type RemoteAppOptions } from './create-remote-app';
import { lazyPage } from './preload';

const Page: ComponentType = () => null;
const deferred = () => {
  let resolve!: (v: { default: ComponentType }) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<{ default: ComponentType }>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('lazyPage', () => {
  it('starts its import once, however often it is preloaded', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([page.preload(), page.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed import, so the next try loads again', async () => {
    const first = deferred();
    const load = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce({ default: Page });
    const page = lazyPage(load);
    const failed = page.preload();
    first.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    await expect(page.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('warmCurrentPage', () => {
  const setup = () => {
    const layout = jest.fn(() => new Promise<{ default: ComponentType }>(() => undefined));
    const home = jest.fn(() => new Promise<{ default: ComponentType }>(() => undefined));
    const sales = jest.fn(() => new Promise<{ default: ComponentType }>(() => undefined));
    const prefetchHome = jest.fn();
    const options: RemoteAppOptions = {
      name: 'mf-partner-dashboard',
      namespace: 'test-warm',
      resources: { en: async () => ({}), pt: async () => ({}) },
      layouts: { dashboard: lazyPage(layout) },
      pages: { 'dashboard.home': lazyPage(home), 'dashboard.sales': lazyPage(sales) },
      prefetch: { 'dashboard.home': prefetchHome },
    };
    return { options, layout, home, sales, prefetchHome };
  };

  it("starts the current page's layout, page and data together, and nothing else", () => {
    const { options, layout, home, sales, prefetchHome } = setup();
    warmCurrentPage(options, '/pt/dashboard');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(home).toHaveBeenCalledTimes(1);
    expect(prefetchHome).toHaveBeenCalledWith(
      expect.objectContaining({ route: expect.objectContaining({ id: 'dashboard.home' }) }),
    );
    expect(sales).not.toHaveBeenCalled();
  });

  it("starts nothing on another remote's page", () => {
    const { options, layout, home, prefetchHome } = setup();
    warmCurrentPage(options, '/cart');
    expect(layout).not.toHaveBeenCalled();
    expect(home).not.toHaveBeenCalled();
    expect(prefetchHome).not.toHaveBeenCalled();
  });

  it("resolves once the layout's and page's code is in, so the first render is the page, not a loading indicator", async () => {
    const layout = deferred();
    const home = deferred();
    const options: RemoteAppOptions = {
      name: 'mf-partner-dashboard',
      namespace: 'test-warm',
      resources: { en: async () => ({}), pt: async () => ({}) },
      layouts: { dashboard: lazyPage(() => layout.promise) },
      pages: { 'dashboard.home': lazyPage(() => home.promise) },
    };
    let warm = false;
    const warming = warmCurrentPage(options, '/dashboard').then(() => (warm = true));
    layout.resolve({ default: Page });
    await Promise.resolve();
    expect(warm).toBe(false);
    // A page whose code fails still renders: React's lazy then reports the failure in the page's error boundary.
    home.reject(new Error('offline'));
    await warming;
    expect(warm).toBe(true);
  });

  it('leaves a failing prefetch to the page (no unhandled rejection, no throw)', () => {
    const { options } = setup();
    options.prefetch = {
      'dashboard.home': () => Promise.reject(new Error('offline')),
      'dashboard.sales': () => {
        throw new Error('bug');
      },
    };
    expect(() => warmCurrentPage(options, '/dashboard')).not.toThrow();
    expect(() => warmCurrentPage(options, '/dashboard/sales')).not.toThrow();
  });
});
