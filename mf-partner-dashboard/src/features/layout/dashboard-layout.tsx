import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { SideNavLayout, type RemoteLayoutProps, type SideNavLink } from '@mp/shared/remote';

/** Side-nav links of the supplier dashboard (spec §2 partner dashboard). */
export const SUPPLIER_LINKS: readonly SideNavLink[] = [
  { id: 'dashboard.home', path: '/dashboard' },
  { id: 'dashboard.calendar-and-bookings', path: '/dashboard/calendar-and-bookings' },
  { id: 'dashboard.sales', path: '/dashboard/sales' },
  { id: 'dashboard.services-preview', path: '/dashboard/services/preview' },
  { id: 'dashboard.services-new', path: '/dashboard/services/new' },
  { id: 'dashboard.vehicles-preview', path: '/dashboard/vehicles/preview' },
  { id: 'dashboard.vehicles-new', path: '/dashboard/vehicles/new' },
  { id: 'dashboard.team', path: '/dashboard/profile/team' },
  { id: 'dashboard.promoter-area', path: '/dashboard/promoter-area' },
  { id: 'dashboard.profile', path: '/dashboard/profile' },
];

/** Side-nav links of the affiliate area. */
export const AFFILIATE_LINKS: readonly SideNavLink[] = [
  { id: 'affiliates.dashboard', path: '/affiliates/dashboard' },
  { id: 'affiliates.info', path: '/affiliates/info' },
  { id: 'affiliates.profile', path: '/affiliates/profile' },
  { id: 'affiliates.profile-settings', path: '/affiliates/profile/settings' },
];

export default function DashboardLayout({ route, children }: RemoteLayoutProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const affiliate = route.id.startsWith('affiliates.');
  return (
    <SideNavLayout label={t(affiliate ? 'nav.affiliate' : 'nav.supplier')} links={affiliate ? AFFILIATE_LINKS : SUPPLIER_LINKS}>
      {children}
    </SideNavLayout>
  );
}
