// The one factory every remote uses to become a single-spa application: providers (theme, plus any the
// remote passes), an error boundary, a react-router tree built from the route table, and the remote's
// own i18n namespace. Remotes pass only what is theirs: pages that have content and their layouts.
import * as React from 'react';
import { Fragment, Suspense, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { addResources, useTranslation } from '../i18n';
import { PageFrame, Spinner, UiProvider, UnavailablePanel } from '../ui';
import type { Layout, RemoteName, RouteDef } from '../routes';
import { isCurrentRoute, ownedRoutes } from './remote-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';

export interface RemotePageProps {
  route: RouteDef;
  /** Route parameters (`:id`, `:slug`, …) decoded by react-router. */
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

function RoutePage({ route, options }: { route: RouteDef; options: RemoteAppOptions }): ReactNode {
  const { pathname } = useLocation();
  const params = useParams();
  const { t } = useTranslation('common');
  if (!isCurrentRoute(route, pathname)) return null;
  const Page = options.pages?.[route.id] ?? DefaultPage;
  const page = <Page route={route} params={params} title={t(`routes.${route.id}`)} />;
  const AreaLayout = options.layouts?.[route.layout];
  return AreaLayout ? <AreaLayout route={route}>{page}</AreaLayout> : page;
}

/** The remote's whole React tree; exported so tests and a standalone page can render it directly. */
export function RemoteRoot({ options }: { options: RemoteAppOptions }): ReactNode {
  const owned = ownedRoutes(options.name);
  const Providers = options.providers ?? Fragment;
  return (
    <UiProvider>
      <RemoteErrorBoundary remote={options.name}>
        <Providers>
          <Suspense fallback={<Spinner />}>
            <BrowserRouter>
              <Routes>
                {owned.flatMap(({ route, paths }) =>
                  paths.map((path) => <Route key={path} path={path} element={<RoutePage route={route} options={options} />} />),
                )}
                {/* Paths this remote does not own render nothing: the shell decides what is shown there. */}
                <Route path="*" element={null} />
              </Routes>
            </BrowserRouter>
          </Suspense>
        </Providers>
      </RemoteErrorBoundary>
    </UiProvider>
  );
}

/** single-spa lifecycles for the remote's `./app` expose (single-spa-react 6 + React 19 createRoot). */
export function createRemoteApp(options: RemoteAppOptions): RemoteLifecycles {
  addResources(options.namespace, options.resources);
  function Root(): ReactNode {
    return <RemoteRoot options={options} />;
  }
  const lifecycles = singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: Root,
    // RemoteErrorBoundary inside Root catches page errors; this catches a failing provider, where
    // nothing short of loading the page again can recover.
    errorBoundary: () => <UnavailablePanel onRetry={() => window.location.reload()} />,
  });
  return {
    bootstrap: (props) => Promise.resolve(lifecycles.bootstrap(props as never)),
    mount: (props) => Promise.resolve(lifecycles.mount(props as never)),
    unmount: (props) => Promise.resolve(lifecycles.unmount(props as never)),
  };
}
