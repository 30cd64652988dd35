// Reads a remote's pages off the one route-ownership table, so no remote keeps a second list of them. Every route exists at the root (en) and under /pt (pt).
import { matchRoute, routes, type RemoteName, type RouteDef } from '../routes';

export interface RemoteRoute {
  route: RouteDef;
  /** Path patterns: the en path and its /pt twin. */
  paths: [string, string];
}

/** The en pattern and its /pt twin (`:id`, `:slug?`, trailing `/*`). */
export function routerPaths(pattern: string): [string, string] {
  return [pattern, pattern === '/' ? '/pt' : `/pt${pattern}`];
}

/** The routes a remote owns, in table order. Ids repeat for aliases (/affiliates and /affiliates/dashboard). */
export function ownedRoutes(remote: RemoteName): RemoteRoute[] {
  return routes.filter((r) => r.owner === remote).map((route) => ({ route, paths: routerPaths(route.pattern) }));
}

/**
 * Whether the table gives `pathname` to this exact route (table order decides: `/cart` is checkout's,
 * never catalogue's `/:slug`).
 */
export function isCurrentRoute(route: RouteDef, pathname: string): boolean {
  const match = matchRoute(pathname);
  return match !== null && match.route === route;
}
