// The one factory every remote uses to become a single-spa application: providers (theme, plus any the
// remote passes), an error boundary, the page the route table gives the current URL, and the remote's
// own i18n namespace. Remotes pass only what is theirs: pages that have content and their layouts.
import { Component, Fragment, Suspense, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { addResources, useTranslation } from '../i18n';
import { PageFrame, Spinner, UiProvider, UnavailablePanel, usePathname } from '../ui';
import type { Layout, RemoteName, RouteDef } from '../routes';
import { matchRoute } from '../routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemotePageProps {
  route: RouteDef;
  /** Route parameters (`:id`, `:slug`, …) of the route table's pattern. */
  params: Readonly<Record<string, string | undefined>>;
  /** The translated page title (`routes.<id>` in the common namespace). */
  title: string;
}

export interface RemoteLayoutProps {
  route: RouteDef;
  children: ReactNode;
}

export interface RemoteAppOptions {
  name: RemoteName;
  /** i18n namespace of the remote's own strings (registered in en and pt at load). */
  namespace: string;
  resources: { en: Record<string, unknown>; pt: Record<string, unknown> };
  /** Pages with content of their own, by route id. Every other owned route renders its page frame. */
  pages?: Partial<Record<string, ComponentType<RemotePageProps>>>;
  /** Area layouts (spec §6: dashboard and super-admin areas); may be React.lazy. */
  layouts?: Partial<Record<Layout, ComponentType<RemoteLayoutProps>>>;
  /**
   * Extra providers around the remote's pages, e.g. `QueryClientProvider` with the shared `queryClient`
   * of @mp/shared/api once a remote fetches. Not built in: react-query + the API client cost ~25 KB gzip
   * that a page frame without data must not put on the first load.
   */
  providers?: ComponentType<{ children: ReactNode }>;
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

function DefaultPage({ title }: RemotePageProps): ReactNode {
  return <PageFrame title={title} />;
}

/**
 * The page of the current URL when the route table gives it to this remote, else nothing: the shell
 * decides what is shown on paths the remote does not own (and `/cart` must never flash catalogue's
 * `/:slug` page while single-spa swaps remotes). Keyed by route id, so moving between two URLs of one
 * route (`/search/a` → `/search/b`) re-renders the page with new params instead of remounting it.
 */
function CurrentPage({ options }: { options: RemoteAppOptions }): ReactNode {
  const pathname = usePathname();
  const { t } = useTranslation('common');
  const match = matchRoute(pathname);
  if (!match || match.route.owner !== options.name) return null;
  const { route, params } = match;
  const Page = options.pages?.[route.id] ?? DefaultPage;
  const page = <Page key={route.id} route={route} params={params} title={t(`routes.${route.id}`)} />;
  const AreaLayout = options.layouts?.[route.layout];
  return AreaLayout ? <AreaLayout route={route}>{page}</AreaLayout> : page;
}

/** The remote's whole React tree; exported so tests and a standalone page can render it directly. */
export function RemoteRoot({ options }: { options: RemoteAppOptions }): ReactNode {
  const Providers = options.providers ?? Fragment;
  return (
    <UiProvider>
      <RemoteErrorBoundary remote={options.name}>
        <Providers>
          <Suspense fallback={<Spinner />}>
            <CurrentPage options={options} />
          </Suspense>
        </Providers>
      </RemoteErrorBoundary>
    </UiProvider>
  );
}

/** Last line of defence around a failing provider, where nothing short of loading the page again helps. */
class ProviderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: Error): void {
    console.error('[mp] remote providers failed', error);
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
  addResources(options.namespace, options.resources);
  const roots = new Map<HTMLElement, Root>();
  return {
    bootstrap: () => Promise.resolve(),
    mount: ({ domElement }) => {
      if (!domElement) return Promise.reject(new Error(`[mp] ${options.name}: mount without a domElement`));
      const root = createRoot(domElement);
      roots.set(domElement, root);
      startTransition(() => {
        root.render(
          <ProviderErrorBoundary>
            <RemoteRoot options={options} />
          </ProviderErrorBoundary>,
        );
      });
      return Promise.resolve();
    },
    unmount: ({ domElement }) => {
      const root = domElement ? roots.get(domElement) : undefined;
      if (domElement) roots.delete(domElement);
      root?.unmount();
      return Promise.resolve();
    },
  };
}
