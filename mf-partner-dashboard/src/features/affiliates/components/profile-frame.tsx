// The frame of the affiliate's profile pages: the page title, the tabs between view, edit and settings, and the
// profile once it has loaded (a spinner, or an error with a retry, until then).
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import type { RouteId } from '@mp/shared/routes';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import type { AffiliateProfile } from '@mp/shared/contracts';
import { useAffiliateProfile } from '../api/affiliate-profile';
import { TabLinks } from '../../../shared/components/tab-links';

const PAGES: readonly RouteId[] = ['affiliates.profile', 'affiliates.profile-edit', 'affiliates.profile-settings'];

function ProfileTabs(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  return (
    <TabLinks aria-label={t('affiliateProfile.sections')}>
      {PAGES.map((id) => (
        <NavLink key={id} to={to(id)} end>
          {t(`affiliateProfile.tab.${id.replace('affiliates.', '')}`)}
        </NavLink>
      ))}
    </TabLinks>
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
