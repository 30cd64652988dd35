// /affiliates/info: how the affiliate programme works — the link, the 30 days, the rate the back
// office set for this affiliate, and when a commission is pending, earned or cancelled.
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { REFERRAL_DAYS } from '@mp/shared/contracts';
import { formatPercent } from '@mp/shared/domain';
import { useLocale } from '@mp/shared/stores';
import { useAffiliateDashboard } from './api/get-affiliate';

export default function AffiliateInfoPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const dashboard = useAffiliateDashboard();
  return (
    <PageFrame title={title}>
      {dashboard.isPending && <Spinner />}
      {dashboard.error && <ErrorState onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && (
        <>
          <p>{t('affiliates.info.link', { code: dashboard.data.code })}</p>
          <p>{t('affiliates.info.window', { days: REFERRAL_DAYS })}</p>
          <p>
            {t('affiliates.info.rate', { rate: formatPercent(dashboard.data.commission_basis_points / 100, locale) })}
          </p>
          <h2>{t('affiliates.info.statesTitle')}</h2>
          <dl>
            {(['pending', 'earned', 'cancelled'] as const).map((s) => (
              <div key={s}>
                <dt>{t(`affiliates.statuses.${s}`)}</dt>
                <dd>{t(`affiliates.info.states.${s}`)}</dd>
              </div>
            ))}
          </dl>
          <LinkButton href={to('affiliates.dashboard')}>{t('affiliates.info.toDashboard')}</LinkButton>
        </>
      )}
    </PageFrame>
  );
}
