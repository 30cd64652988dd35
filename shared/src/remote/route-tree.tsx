// A remote's react-router route tree, built from its rows of the route table. The table stays the
// authority: it decides which remote owns a path, which row a path is (first match wins, `/:slug` last),
// and a path it does not match is the shell's 404. React-router only renders what the table decided,
// with the area layouts as parent routes (`<Outlet/>`) and each row's page lazy-loadable.
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { matchRoute, type Layout, type RemoteName, type RouteDef } from '../routes';
import { PageFrame, Spinner } from '../ui';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { ownedRoutes } from './remote-routes';

export interface RemotePageProps {
  route: RouteDef;
  /** Route parameters (`:id`, `:slug`, …) of the route table's pattern; `useParams()` gives the same. */
  params: Readonly<Record<string, string | undefined>>;
  /** The translated page title (`routes.<id>` in the common namespace). */
  title: string;
}

/** Props of an area layout: the table row of the current page. The layout renders `<Outlet />` for the page. */
export interface RemoteLayoutProps {
  route: RouteDef;
}

export interface RouteTreeOptions {
  name: RemoteName;
  pages?: Partial<Record<string, ComponentType<RemotePageProps>>>;
  layouts?: Partial<Record<Layout, ComponentType<RemoteLayoutProps>>>;
}

/**
 * The react-router path of a table pattern, for the en path and its `/pt` twin at once: an optional
 * static `pt?` segment (`/cart` → `/pt?/cart`), so switching language keeps the same route element and
 * the page re-renders instead of remounting.
 */
export function routerPath(pattern: string): string {
  return pattern === '/' ? '/pt?' : `/pt?${pattern}`;
}

function DefaultPage({ title }: RemotePageProps): ReactNode {
  return <PageFrame title={title} />;
}

/** The row the table gives the current URL, when this remote owns it. */
function useOwnedMatch(name: RemoteName) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  return match && match.route.owner === name ? match : null;
}

/**
 * The page of one table row. Renders only when the table gives the current URL to this very row, so
 * react-router's ranking never overrules the table (`/cart` must not flash catalogue's `/:slug` page
 * while single-spa swaps remotes). The error boundary keeps the layout around a crashing page.
 */
function TablePage({ def, options }: { def: RouteDef; options: RouteTreeOptions }): ReactNode {
  const match = useOwnedMatch(options.name);
  const { t } = useTranslation('common');
  if (!match || match.route !== def) return null;
  const Page = options.pages?.[def.id] ?? DefaultPage;
  return (
    <RemoteErrorBoundary remote={options.name}>
      <Suspense fallback={<Spinner />}>
        <Page route={def} params={match.params} title={t(`routes.${def.id}`)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** A parent route's element: the area layout, given the current row; its `<Outlet/>` renders the page. */
function LayoutElement({ layout, options }: { layout: Layout; options: RouteTreeOptions }): ReactNode {
  const match = useOwnedMatch(options.name);
  const AreaLayout = options.layouts?.[layout];
  if (!AreaLayout || !match || match.route.layout !== layout) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <AreaLayout route={match.route} />
    </Suspense>
  );
}

/**
 * `<Routes>` of the remote: one `<Route>` per owned row (aliases included), grouped under a pathless
 * parent route per area layout the remote passes; any other path renders nothing (the shell decides
 * what is shown there).
 */
export function RemoteRoutes({ options }: { options: RouteTreeOptions }): ReactNode {
  const owned = ownedRoutes(options.name);
  const layouts = [...new Set(owned.map((r) => r.layout))];
  const leaf = (def: RouteDef) => (
    <Route key={def.pattern} path={routerPath(def.pattern)} element={<TablePage def={def} options={options} />} />
  );
  return (
    <Routes>
      {layouts.map((layout) => {
        const rows = owned.filter((r) => r.layout === layout);
        if (!options.layouts?.[layout]) return rows.map(leaf);
        return (
          <Route key={`layout:${layout}`} element={<LayoutElement layout={layout} options={options} />}>
            {rows.map(leaf)}
          </Route>
        );
      })}
      <Route path="*" element={null} />
    </Routes>
  );
}
