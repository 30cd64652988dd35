import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { SideNavLayout, type RemoteLayoutProps, type SideNavLink } from '@mp/shared/remote';
import { pathTo, type RouteId } from '@mp/shared/routes';
import { useAccess } from '../../shared/access/api/get-access';
import { allowedLinks } from '../../shared/access/menu';
import { CompanyReviewBanner } from './company-review-banner';
import { unreadTotal, useCompanyInbox } from '../../shared/messages/api/get-company-inbox';

const link = (id: RouteId): SideNavLink => ({ id, path: pathTo(id) });

/** Side-nav links of the supplier dashboard (spec §2 partner dashboard). */
export const SUPPLIER_LINKS: readonly SideNavLink[] = [
  link('dashboard.home'),
  link('dashboard.calendar-and-bookings'),
  link('dashboard.messages'),
  link('dashboard.sales'),
  link('dashboard.services-preview'),
  link('dashboard.services-new'),
  link('dashboard.vehicles-preview'),
  link('dashboard.vehicles-new'),
  link('dashboard.team'),
  link('dashboard.promoter-area'),
  link('dashboard.profile'),
  link('dashboard.reviews'),
  link('dashboard.profile-settings'),
];

/** Side-nav links of the affiliate area. */
export const AFFILIATE_LINKS: readonly SideNavLink[] = [
  link('affiliates.dashboard'),
  link('affiliates.info'),
  link('affiliates.profile'),
  link('affiliates.profile-settings'),
];

function SupplierNav({ label }: { label: string }): ReactNode {
  // The menu shows what the member's team role allows (the API refuses the rest anyway), of the company's modules.
  // Every page says so while the company is under review, not approved or suspended.
  const { t } = useTranslation('partnerDashboard');
  const access = useAccess();
  // The Messages link carries the reader's unread count, for those who may read the company's conversations.
  const inbox = useCompanyInbox(access.data?.permissions.includes('bookings') ?? false);
  const unread = unreadTotal(inbox.data);
  const links = SUPPLIER_LINKS.map((l) =>
    l.id === 'dashboard.messages'
      ? { ...l, badge: { count: unread, label: t('messages.navBadge', { count: unread }) } }
      : l,
  );
  return (
    <SideNavLayout
      label={label}
      links={allowedLinks(links, access.data?.permissions, access.data?.modules)}
      notice={<CompanyReviewBanner />}
    />
  );
}

/** The dashboard area's parent route: the side nav of the current area, the page in its `<Outlet />`. */
export default function DashboardLayout({ route }: RemoteLayoutProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  if (route.id.startsWith('affiliates.')) return <SideNavLayout label={t('nav.affiliate')} links={AFFILIATE_LINKS} />;
  return <SupplierNav label={t('nav.supplier')} />;
}
