// Turns the one route-ownership table into a remote's react-router paths, so no remote keeps a
// second list of its pages. Every route exists at the root (en) and under /pt (pt).
import { matchRoute, routes, type RemoteName, type RouteDef } from '../routes';

export interface RemoteRoute {
  route: RouteDef;
  /** react-router path patterns: the en path and its /pt twin. */
  paths: [string, string];
}

/** The table's pattern syntax (`:id`, `:slug?`, trailing `/*`) is react-router's too. */
export function routerPaths(pattern: string): [string, string] {
  return [pattern, pattern === '/' ? '/pt' : `/pt${pattern}`];
}

/** The routes a remote owns, in table order. Ids repeat for aliases (/affiliates and /affiliates/dashboard). */
export function ownedRoutes(remote: RemoteName): RemoteRoute[] {
  return routes.filter((r) => r.owner === remote).map((route) => ({ route, paths: routerPaths(route.pattern) }));
}

/**
 * Whether the table gives `pathname` to this exact route. react-router ranks by specificity, not table
 * order, so a remote checks before rendering: `/cart` must not flash catalogue's `/:slug` page while
 * single-spa is swapping remotes.
 */
export function isCurrentRoute(route: RouteDef, pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.route === route;
}
