import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { SideNavLayout, type RemoteLayoutProps } from '@mp/shared/remote';
import { useStaffProfile } from '../../shared/staff/api/get-staff-profile';
import { BACK_OFFICE_LINKS, linksFor } from './nav-permissions';
import { useInboxUnread } from './use-inbox-unread';

export { BACK_OFFICE_LINKS };

/**
 * The back office's parent route: the side nav (only the pages the staff role allows; Messages with the reader's
 * unread count), the page in its `<Outlet />`.
 */
export default function BackOfficeLayout(_props: RemoteLayoutProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const profile = useStaffProfile();
  const unread = useInboxUnread();
  const links = (profile.data ? linksFor(BACK_OFFICE_LINKS, profile.data.permissions) : []).map((link) =>
    link.id === 'super-admin.messages'
      ? { ...link, end: false, badge: { count: unread, label: t('inbox.navUnread', { count: unread }) } }
      : link,
  );
  return <SideNavLayout label={t('nav.label')} links={links} />;
}
