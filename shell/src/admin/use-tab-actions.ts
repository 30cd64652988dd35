import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { actingRole, authStore } from '@mp/shared/stores';
import { pathForActingRole } from './acting-home';

export interface TabActions {
  select(userId: number): void;
  remove(userId: number): void;
  /** "Back to my account": the first tab, the super admin's own. */
  backToMain(): void;
}

/**
 * The tab rule's actions (spec §4, in the auth store) plus where to go next: a page the new acting user may not
 * open is left for their home, so no one is shown "no access" after a switch.
 */
export function useTabActions(): TabActions {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const follow = useCallback(
    (change: () => void) => {
      change();
      const role = actingRole(authStore.getState());
      const next = role ? pathForActingRole(pathname, role) : null;
      if (next) void navigate(next);
    },
    [navigate, pathname],
  );
  return {
    select: (userId) => follow(() => authStore.getState().selectTab(userId)),
    remove: (userId) => follow(() => authStore.getState().removeTab(userId)),
    backToMain: () =>
      follow(() => {
        const first = authStore.getState().tabs[0];
        if (first) authStore.getState().selectTab(first.id);
      }),
  };
}
