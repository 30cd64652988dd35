import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import type { RouteId } from '@mp/shared/routes';
import { useAccess } from '../../shared/access/api/get-access';
import { allowedLinks } from '../../shared/access/menu';
import { TabLinks } from '../../shared/components/tab-links';

const PAGES: readonly RouteId[] = [
  'dashboard.profile',
  'dashboard.profile-edit',
  'dashboard.profile-reviews',
  'dashboard.profile-settings',
  'dashboard.team',
];

/** The profile's sub-pages, as far as the member's role opens them. */
export function ProfileTabs(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const access = useAccess();
  const links = allowedLinks(
    PAGES.map((id) => ({ id })),
    access.data?.permissions,
  );
  return (
    <TabLinks aria-label={t('profile.sections')}>
      {links.map(({ id }) => (
        <NavLink key={id} to={to(id as RouteId)} end>
          {t(`profile.tab.${id.replace('dashboard.', '')}`)}
        </NavLink>
      ))}
    </TabLinks>
  );
}
