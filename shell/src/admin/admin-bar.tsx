// What a signed-in super admin gets above every page: the user tabs and, while acting as someone, the banner.
// Lazy (app-shell.tsx): only SUPER users load it.
import type { ReactNode } from 'react';
import { ImpersonationBanner } from './impersonation-banner';
import TabSwitcher from './tab-switcher';

/** The page the admin left is remembered by BackOfficePageMemory, which the shell renders without waiting for this chunk. */
export default function AdminBar(): ReactNode {
  return (
    <>
      <TabSwitcher />
      <ImpersonationBanner />
    </>
  );
}
