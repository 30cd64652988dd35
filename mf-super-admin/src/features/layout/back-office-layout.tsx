import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { SideNavLayout, type RemoteLayoutProps, type SideNavLink } from '@mp/shared/remote';

/** Side-nav links of the back office (spec §2 super-admin routes without parameters). */
export const BACK_OFFICE_LINKS: readonly SideNavLink[] = [
  { id: 'super-admin.dashboard', path: '/super-admin/dashboard' },
  { id: 'super-admin.sales', path: '/super-admin/sales' },
  { id: 'super-admin.bookings-and-quotes', path: '/super-admin/bookings-and-quotes' },
  { id: 'super-admin.create-booking', path: '/super-admin/create-booking' },
  { id: 'super-admin.partners', path: '/super-admin/partners' },
  { id: 'super-admin.affiliates', path: '/super-admin/affiliates' },
  { id: 'super-admin.customers', path: '/super-admin/customers' },
  { id: 'super-admin.services', path: '/super-admin/services' },
  { id: 'super-admin.promo-codes', path: '/super-admin/promo-codes' },
  { id: 'super-admin.reviews', path: '/super-admin/reviews' },
  { id: 'super-admin.invoices', path: '/super-admin/invoices' },
  { id: 'super-admin.team', path: '/super-admin/team' },
  { id: 'super-admin.chatbot-config', path: '/super-admin/chatbot-config' },
  { id: 'super-admin.website', path: '/super-admin/website' },
];

export default function BackOfficeLayout({ children }: RemoteLayoutProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  return (
    <SideNavLayout label={t('nav.label')} links={BACK_OFFICE_LINKS}>
      {children}
    </SideNavLayout>
  );
}
