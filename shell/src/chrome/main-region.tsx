import { useLayoutEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { actingRole, useAuth } from '@mp/shared/stores';
import { UnavailablePanel } from '@mp/shared/ui';
import { outlet, regionFor, remoteStatusStore, retryRemote } from '../federation/remote-apps';
import { decide } from '../routing/guard';
import { useLocation } from 'react-router';
import { LoginRequiredScreen, NoAccessScreen, NotFoundScreen } from '../screens/screens';
import { placeServerSkeleton } from './server-skeleton';

/** Hosts the remotes' regions; React never renders children into it, so remotes own their DOM. */
function attachOutlet(el: HTMLDivElement | null): void {
  if (el && outlet && outlet.parentElement !== el) el.appendChild(outlet);
}

/** <main>: the shell's own screen for this path, or the owning remote (with its unavailable panel on failure). */
export function MainRegion(): ReactNode {
  const { pathname: routerPathname } = useLocation();
  // The address bar decides, as it does for single-spa's activity functions: react-router applies a navigation in a
  // transition, while a change of acting user (the auth store) renders at once. Deciding on the router's older path
  // with the new role showed "no access" for a moment when the back office opened a user's tab and went to their home.
  const pathname = typeof window === 'undefined' ? routerPathname : window.location.pathname;
  const role = useAuth(actingRole);
  const decision = decide(pathname, role);
  const failed = useStore(
    remoteStatusStore,
    (s) => decision.kind === 'remote' && s.status[decision.remote] === 'failed',
  );
  // Layout effect: runs in the commit that replaced the server-drawn chrome, before the browser paints,
  // so the page's server-drawn <h1> never leaves the screen while the remote loads.
  const skeletonRegion = decision.kind === 'remote' && !failed ? decision.remote : null;
  useLayoutEffect(() => {
    placeServerSkeleton(skeletonRegion ? regionFor(skeletonRegion) : null);
  }, [skeletonRegion]);
  return (
    <main id="main-content" tabIndex={-1}>
      {decision.kind === 'not-found' && <NotFoundScreen path={decision.path} />}
      {decision.kind === 'login' && <LoginRequiredScreen returnTo={pathname} />}
      {decision.kind === 'forbidden' && <NoAccessScreen />}
      {decision.kind === 'remote' && failed && <UnavailablePanel onRetry={() => void retryRemote(decision.remote)} />}
      <div ref={attachOutlet} />
    </main>
  );
}
