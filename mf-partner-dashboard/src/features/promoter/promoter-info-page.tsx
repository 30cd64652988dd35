// /dashboard/promoter-area/info: how promo code requests work and what each status means.
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';

export default function PromoterInfoPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  return (
    <PageFrame title={title}>
      <p>{t('promoter.info.what')}</p>
      <p>{t('promoter.info.how')}</p>
      <h2>{t('promoter.info.statesTitle')}</h2>
      <dl>
        {(['requested', 'assigned', 'used'] as const).map((s) => (
          <div key={s}>
            <dt>{t(`promoter.status.${s}`)}</dt>
            <dd>{t(`promoter.info.states.${s}`)}</dd>
          </div>
        ))}
      </dl>
      <LinkButton href={to('dashboard.promoter-area')}>{t('promoter.info.toArea')}</LinkButton>
    </PageFrame>
  );
}
