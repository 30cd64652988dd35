// The affiliate's profile pages: /affiliates/profile (view), /affiliates/profile/edit (name, contact,
// payout details; 422s on the fields) and /affiliates/profile/settings (mail language, password).
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { formatPercent } from '@mp/shared/domain';
import { useLocale } from '@mp/shared/stores';
import { PasswordChangeSection } from '../../shared/account/settings-sections';
import { useChangeAffiliatePassword } from './api/affiliate-profile';
import { AffiliateEditForm } from './components/affiliate-edit-form';
import { MailLanguageForm } from './components/mail-language-form';
import { Frame } from './components/profile-frame';
import { FactsList } from '../../shared/components/facts-list';

/** /affiliates/profile */
export function AffiliateProfilePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const none = t('affiliateProfile.notGiven');
  return (
    <Frame title={title}>
      {(p) => (
        <>
          <h2>{`${p.first_name} ${p.last_name}`}</h2>
          <FactsList>
            <dt>{t('affiliateProfile.field.email')}</dt>
            <dd>{p.email}</dd>
            <dt>{t('affiliateProfile.field.phone')}</dt>
            <dd>{p.phone || none}</dd>
            <dt>{t('affiliateProfile.field.description')}</dt>
            <dd>{p.description || none}</dd>
            <dt>{t('affiliateProfile.field.iban')}</dt>
            <dd>{p.iban || none}</dd>
            <dt>{t('affiliateProfile.field.vatnumber')}</dt>
            <dd>{p.vatnumber || none}</dd>
            <dt>{t('affiliateProfile.code')}</dt>
            <dd>{p.code}</dd>
            <dt>{t('affiliateProfile.rate')}</dt>
            <dd>{formatPercent(p.commission_basis_points / 100, locale)}</dd>
          </FactsList>
          <LinkButton href={to('affiliates.profile-edit')}>{t('affiliateProfile.edit')}</LinkButton>
        </>
      )}
    </Frame>
  );
}

/** /affiliates/profile/edit */
export function AffiliateProfileEditPage({ title }: RemotePageProps): ReactNode {
  return <Frame title={title}>{(p) => <AffiliateEditForm key={p.id} profile={p} />}</Frame>;
}

/** /affiliates/profile/settings */
export function AffiliateSettingsPage({ title }: RemotePageProps): ReactNode {
  const changePassword = useChangeAffiliatePassword();
  return (
    <Frame title={title}>
      {(p) => (
        <>
          <MailLanguageForm profile={p} />
          <PasswordChangeSection change={changePassword} id="affiliate-password" />
        </>
      )}
    </Frame>
  );
}
