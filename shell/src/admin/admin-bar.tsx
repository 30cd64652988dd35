// What a signed-in super admin gets above every page: the user tabs and, while acting as someone, the banner.
// Lazy (app-shell.tsx): only SUPER users load it.
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { actingRole, useAuth } from '@mp/shared/stores';
import { rememberBackOfficePage } from './acting-home';
import { ImpersonationBanner } from './impersonation-banner';
import TabSwitcher from './tab-switcher';

export default function AdminBar(): ReactNode {
  const { pathname, search } = useLocation();
  const actingAsSelf = useAuth((s) => actingRole(s) === 'SUPER');
  // "Back to my account" returns to the back-office page the admin left.
  useEffect(() => {
    if (actingAsSelf) rememberBackOfficePage(pathname, search);
  }, [actingAsSelf, pathname, search]);
  return (
    <>
      <TabSwitcher />
      <ImpersonationBanner />
    </>
  );
}
