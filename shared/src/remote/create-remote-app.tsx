// The one factory every remote uses to become a single-spa application: providers (theme, plus any the
// remote passes), an error boundary, a react-router `<BrowserRouter>` with the remote's route tree built
// from its rows of the route table, and the remote's own i18n namespace. Remotes pass only what is
// theirs: pages that have content and their layouts.
import { Component, Fragment, startTransition, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigationType } from 'react-router';
import { addResources, i18n, registerResources, type LocaleLoaders, type LocaleResources } from '../i18n';
import { UiProvider, UnavailablePanel } from '../ui';
import { matchRoute, type Layout, type RemoteName, type RouteDef } from '../routes';
import { preloadComponent } from './preload';
import { announceRemoteError, RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRoutes, type RemoteLayoutProps, type RemotePageProps } from './route-tree';

export type { RemoteLayoutProps, RemotePageProps } from './route-tree';

export interface RemoteAppOptions {
  name: RemoteName;
  /** i18n namespace of the remote's own strings. */
  namespace: string;
  /**
   * The namespace's strings, one loader per language (a dynamic import of `locales/<lang>.json`, its own chunk): the
   * page's language starts loading as the remote's code is evaluated and the first render waits for it; the other
   * language loads only when the visitor switches (docs/adr/053). Both languages inline is what a remote built before
   * that gives; it is still accepted.
   */
  resources: LocaleLoaders | LocaleResources;
  /**
   * Pages with content of their own, by route id (may be React.lazy). Every other owned route renders
   * its page frame. A page gets `{ route, params, title }` and may use react-router's hooks.
   */
  pages?: Partial<Record<string, ComponentType<RemotePageProps>>>;
  /** Area layouts (spec §6: dashboard and super-admin areas), parent routes rendering `<Outlet />`; may be React.lazy. */
  layouts?: Partial<Record<Layout, ComponentType<RemoteLayoutProps>>>;
  /**
   * Extra providers around the remote's pages, e.g. `QueryClientProvider` with the shared `queryClient`
   * of @mp/shared/api once a remote fetches. Not built in: react-query + the API client cost ~25 KB gzip
   * that a page frame without data must not put on the first load.
   */
  providers?: ComponentType<{ children: ReactNode }>;
  /**
   * Data a page needs first, by route id, fetched at mount while the page's code loads (e.g. react-query
   * `prefetchQuery` into the shared client the page's queries read). Failures are left to the page's own queries.
   */
  prefetch?: Partial<
    Record<string, (match: { route: RouteDef; params: Readonly<Record<string, string | undefined>> }) => unknown>
  >;
}

/**
 * What the current URL's page needs, started at once and in parallel: its layout's and page's chunks (when they are
 * `lazyPage`s) and its data (`prefetch`). Without this they load one after another as React reaches each. Resolves
 * when the layout's and page's code is in (or failed to load).
 */
export function warmCurrentPage(options: RemoteAppOptions, pathname: string = window.location.pathname): Promise<void> {
  const match = matchRoute(pathname);
  if (!match || match.route.owner !== options.name) return Promise.resolve();
  const code = Promise.all([
    preloadComponent(options.layouts?.[match.route.layout]),
    preloadComponent(options.pages?.[match.route.id]),
  ]).then(() => undefined);
  try {
    const pending = options.prefetch?.[match.route.id]?.(match);
    if (pending instanceof Promise) pending.catch(() => undefined);
  } catch {
    // The page's own queries report what went wrong.
  }
  return code;
}

/** Props the shell passes at mount, on top of single-spa's own. */
export interface RemoteMountProps {
  /** Element the remote renders into (the shell's region for this remote). */
  domElement?: HTMLElement;
}

export interface RemoteLifecycles {
  bootstrap: (props: RemoteMountProps) => Promise<unknown>;
  mount: (props: RemoteMountProps) => Promise<unknown>;
  unmount: (props: RemoteMountProps) => Promise<unknown>;
}

/**
 * A new page opens at its top: after this remote's own `<Link>` or `navigate()` to another path (a
 * PUSH; a query-string change such as a listing's filters keeps the scroll). Back/forward and the
 * shell's navigations reach the router as POP and leave the scroll to the browser.
 */
function ScrollToTopOnPush(): null {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'PUSH') window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

/**
 * The remote's whole React tree; exported so tests and a standalone page can render it directly. The
 * router is the browser's history: a `<Link>` or `navigate()` to another remote's path pushes it, and
 * single-spa (which patches `pushState`) mounts that remote.
 */
export function RemoteRoot({ options }: { options: RemoteAppOptions }): ReactNode {
  const Providers = options.providers ?? Fragment;
  return (
    <UiProvider>
      <RemoteErrorBoundary remote={options.name}>
        <BrowserRouter>
          <ScrollToTopOnPush />
          <Providers>
            <RemoteRoutes options={options} />
          </Providers>
        </BrowserRouter>
      </RemoteErrorBoundary>
    </UiProvider>
  );
}

/** Last line of defence around a failing provider, where nothing short of loading the page again helps. */
class ProviderErrorBoundary extends Component<{ remote: RemoteName; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error): void {
    console.error('[mp] remote providers failed', error);
    announceRemoteError(this.props.remote);
  }
  override render(): ReactNode {
    return this.state.failed ? <UnavailablePanel onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

/**
 * single-spa lifecycles for the remote's `./app` expose. The first render is a transition: React
 * renders the page in 5 ms slices instead of one long task (no blocking time on a slow phone), and
 * until it commits the region keeps what it shows (the gateway's server-drawn page section).
 */
export function createRemoteApp(options: RemoteAppOptions): RemoteLifecycles {
  // Asked for as soon as the remote's code runs, in parallel with single-spa reaching its mount. A remote built before
  // strings were loaded per language gives them inline: it keeps working beside this shared code (ops may roll one
  // remote back to such a build while the others stay).
  const given = options.resources;
  if (typeof given.en === 'function') void registerResources(options.namespace, given as LocaleLoaders);
  else addResources(options.namespace, given as LocaleResources);
  const roots = new Map<HTMLElement, Root>();
  return {
    bootstrap: () => Promise.resolve(),
    mount: async ({ domElement }) => {
      if (!domElement) throw new Error(`[mp] ${options.name}: mount without a domElement`);
      // The first render waits for the page's words (never keys) and code: the region keeps what it shows (the
      // gateway's server-drawn page section) until the page itself commits, with no loading indicator in between.
      await Promise.all([warmCurrentPage(options), i18n.loadNamespaces(options.namespace)]);
      const root = createRoot(domElement);
      roots.set(domElement, root);
      startTransition(() => {
        root.render(
          <ProviderErrorBoundary remote={options.name}>
            <RemoteRoot options={options} />
          </ProviderErrorBoundary>,
        );
      });
    },
    unmount: ({ domElement }) => {
      const root = domElement ? roots.get(domElement) : undefined;
      if (domElement) roots.delete(domElement);
      root?.unmount();
      return Promise.resolve();
    },
  };
}
