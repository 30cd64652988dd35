import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import type { RouteId } from '@mp/shared/routes';
import { useAccess } from '../../shared/access/api/get-access';
import { allowedLinks } from '../../shared/access/menu';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  a {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
`;

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
    <Tabs aria-label={t('profile.sections')}>
      {links.map(({ id }) => (
        <NavLink key={id} to={to(id as RouteId)} end>
          {t(`profile.tab.${id.replace('dashboard.', '')}`)}
        </NavLink>
      ))}
    </Tabs>
  );
}
