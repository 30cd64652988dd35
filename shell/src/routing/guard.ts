// What the shell shows for a path: the owning remote, or one of its own screens. The single-spa
// activity functions use the same decision, so a remote is mounted exactly when the shell shows it.
import { canAccess, matchRoute, type RemoteName, type Role, type RouteMatch } from '@mp/shared/routes';

export type GuardDecision =
  | { kind: 'remote'; remote: RemoteName; match: RouteMatch }
  | { kind: 'login'; match: RouteMatch }
  | { kind: 'forbidden'; match: RouteMatch }
  | { kind: 'not-found'; path: string };

/**
 * spec §2/§6: unmatched paths and /not-found → 404 screen; a page whose access is not public asks an
 * anonymous visitor to log in and tells a wrong role "no access" — never a 404. `role` is the acting
 * role (the impersonated user's while a super admin impersonates).
 */
export function decide(pathname: string, role: Role | null): GuardDecision {
  const match = matchRoute(pathname);
  if (!match || match.route.owner === 'shell') return { kind: 'not-found', path: pathname };
  const access = canAccess(match.route, role);
  if (access === 'login') return { kind: 'login', match };
  if (access === 'forbidden') return { kind: 'forbidden', match };
  return { kind: 'remote', remote: match.route.owner, match };
}

/** single-spa activity: the route's owner is `remote` AND the acting user may open it. */
export function isRemoteActive(remote: RemoteName, pathname: string, role: Role | null): boolean {
  const decision = decide(pathname, role);
  return decision.kind === 'remote' && decision.remote === remote;
}
