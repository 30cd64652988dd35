// The language of the affiliate's mails (empty: the site's language at the time).
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { FormSelectField, useContractForm } from '@mp/shared/dashboard';
import { PartnerSettingsForm, type AffiliateProfile } from '@mp/shared/contracts';
import { SettingsSection, useLanguageOptions, useSettingsError } from '../../../shared/account/settings-sections';
import { useSaveAffiliateLanguage } from '../api/affiliate-profile';

export function MailLanguageForm({ profile }: { profile: AffiliateProfile }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useSaveAffiliateLanguage();
  const failed = useSettingsError();
  const languages = useLanguageOptions();
  const form = useContractForm<PartnerSettingsForm>(PartnerSettingsForm, {
    defaultValues: { language: profile.language ?? '', notification_email: '' },
  });
  return (
    <SettingsSection aria-labelledby="affiliate-mail">
      <h2 id="affiliate-mail">{t('settings.mailTitle')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          save.mutate(v.language === '' ? null : v.language, {
            onSuccess: () => toastStore.getState().show({ message: t('settings.saved'), kind: 'success' }),
            onError: (e) => failed(form, e),
          }),
        )}
      >
        <FormSelectField form={form} name="language" label={t('settings.language')} options={languages} />
        <Button type="submit" busy={save.isPending}>
          {t('settings.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}
