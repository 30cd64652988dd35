// Reads a remote's pages off the one route-ownership table, so no remote keeps a second list of them.
import { routes, type RemoteName, type RouteDef } from '../routes';

/** The routes a remote owns, in table order. Ids repeat for aliases (/affiliates and /affiliates/dashboard). */
export function ownedRoutes(remote: RemoteName): RouteDef[] {
  return routes.filter((r) => r.owner === remote);
}
