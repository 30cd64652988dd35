import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { SideNavLayout, type RemoteLayoutProps, type SideNavLink } from '@mp/shared/remote';
import { pathTo, type RouteId } from '@mp/shared/routes';
import { useStaffProfile } from '../staff/api/get-staff-profile';
import { linksFor } from './nav-permissions';

const PAGES: readonly RouteId[] = [
  'super-admin.dashboard',
  'super-admin.sales',
  'super-admin.bookings-and-quotes',
  'super-admin.create-booking',
  'super-admin.partners',
  'super-admin.affiliates',
  'super-admin.customers',
  'super-admin.services',
  'super-admin.promo-codes',
  'super-admin.reviews',
  'super-admin.invoices',
  'super-admin.reconciliation',
  'super-admin.team',
  'super-admin.audit-log',
  'super-admin.chatbot-config',
  'super-admin.website',
];

/** Side-nav links of the back office (spec §2 super-admin routes without parameters). */
export const BACK_OFFICE_LINKS: readonly SideNavLink[] = PAGES.map((id) => ({ id, path: pathTo(id) }));

/** The back office's parent route: the side nav (only the pages the staff role allows), the page in its `<Outlet />`. */
export default function BackOfficeLayout(_props: RemoteLayoutProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const profile = useStaffProfile();
  const links = profile.data ? linksFor(BACK_OFFICE_LINKS, profile.data.permissions) : [];
  return <SideNavLayout label={t('nav.label')} links={links} />;
}
