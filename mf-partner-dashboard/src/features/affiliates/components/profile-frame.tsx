// The frame of the affiliate's profile pages: the page title, the tabs between view, edit and settings, and the
// profile once it has loaded (a spinner, or an error with a retry, until then).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import type { RouteId } from '@mp/shared/routes';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import type { AffiliateProfile } from '@mp/shared/contracts';
import { useAffiliateProfile } from '../api/affiliate-profile';

const Tabs = styled.nav`
  display: flex;
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
const PAGES: readonly RouteId[] = ['affiliates.profile', 'affiliates.profile-edit', 'affiliates.profile-settings'];

function ProfileTabs(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  return (
    <Tabs aria-label={t('affiliateProfile.sections')}>
      {PAGES.map((id) => (
        <NavLink key={id} to={to(id)} end>
          {t(`affiliateProfile.tab.${id.replace('affiliates.', '')}`)}
        </NavLink>
      ))}
    </Tabs>
  );
}

export function Frame({ title, children }: { title: string; children: (p: AffiliateProfile) => ReactNode }): ReactNode {
  const profile = useAffiliateProfile();
  return (
    <PageFrame title={title}>
      <ProfileTabs />
      {profile.isPending && <Spinner />}
      {profile.error && <ErrorState onRetry={() => void profile.refetch()} />}
      {profile.data && children(profile.data)}
    </PageFrame>
  );
}
