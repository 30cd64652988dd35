// "Back to my account" returns to the back-office page the admin left (acting-home.ts). The page is remembered from
// the shell's first render on, not by the lazily loaded admin bar: an admin who opens a user tab before that chunk has
// arrived would otherwise come back to the back office's home.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { actingRole, useAuth } from '@mp/shared/stores';
import { rememberBackOfficePage } from './acting-home';

export function BackOfficePageMemory(): null {
  const { pathname, search } = useLocation();
  const actingAsSelf = useAuth((s) => actingRole(s) === 'SUPER');
  useEffect(() => {
    if (actingAsSelf) rememberBackOfficePage(pathname, search);
  }, [actingAsSelf, pathname, search]);
  return null;
}
