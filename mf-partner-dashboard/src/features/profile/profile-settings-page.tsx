import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { toastStore } from '@mp/shared/stores';
import { Button, ErrorNotice, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { FormCheckbox, FormSelectField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { PartnerMailSettingsForm, type PartnerSettings } from '@mp/shared/contracts';
import {
  PasswordChangeSection,
  SettingsSection,
  useLanguageOptions,
  useSettingsError,
} from '../../shared/account/settings-sections';
import { useAccess } from '../../shared/access/api/get-access';
import { useChangePassword, useSaveSettings, useSettings } from './api/profile';
import { ProfileTabs } from './profile-tabs';
import { PendingNotificationEmail } from './components/pending-notification-email';
import { useEmailConfirmLink, type EmailConfirmState } from './components/use-email-confirm-link';

function MailSettings({ settings, mayEditCompany }: { settings: PartnerSettings; mayEditCompany: boolean }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useSaveSettings();
  const failed = useSettingsError();
  const languages = useLanguageOptions();
  const form = useContractForm<PartnerMailSettingsForm>(PartnerMailSettingsForm, {
    defaultValues: {
      language: settings.language ?? '',
      notification_email: settings.notification_email ?? '',
      email_chat: settings.email_chat,
      email_news: settings.email_news,
    },
  });
  return (
    <SettingsSection aria-labelledby="mail-settings">
      <h2 id="mail-settings">{t('settings.mailTitle')}</h2>
      <p>{t('settings.mailHint')}</p>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) => {
          const body = {
            language: v.language === '' ? null : v.language,
            email_chat: v.email_chat,
            email_news: v.email_news,
            ...(mayEditCompany ? { notification_email: v.notification_email } : {}),
          };
          const asked = mayEditCompany ? v.notification_email.trim().toLowerCase() : '';
          save.mutate(body, {
            onSuccess: (saved) => {
              toastStore.getState().show({ message: t('settings.saved'), kind: 'success' });
              if (asked !== '' && saved.pending_notification_email?.email === asked)
                toastStore.getState().show({ message: t('settings.linkSent', { email: asked }), kind: 'info' });
            },
            onError: (e) => failed(form, e),
          });
        })}
      >
        <FormSelectField form={form} name="language" label={t('settings.language')} options={languages} />
        {mayEditCompany && (
          <FormTextField
            form={form}
            name="notification_email"
            type="email"
            autoComplete="email"
            label={t('settings.notificationEmail')}
            hint={t('settings.notificationHint')}
          />
        )}
        {mayEditCompany && settings.pending_notification_email && (
          <PendingNotificationEmail settings={settings} pending={settings.pending_notification_email} />
        )}
        <fieldset aria-describedby="mail-always">
          <legend>{t('settings.choicesTitle')}</legend>
          <FormCheckbox form={form} name="email_chat" label={t('settings.emailChat')} />
          <FormCheckbox form={form} name="email_news" label={t('settings.emailNews')} />
          <p id="mail-always">{t('settings.alwaysSent')}</p>
        </fieldset>
        <Button type="submit" busy={save.isPending}>
          {t('settings.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}

function ConfirmLinkState({ state }: { state: EmailConfirmState }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  if (state.kind === 'confirming') return <p role="status">{t('settings.confirming')}</p>;
  if (state.kind === 'failed')
    return (
      <ErrorNotice role="alert">
        <p>{t('settings.confirmFailed')}</p>
        <p>{state.message}</p>
      </ErrorNotice>
    );
  return null;
}

/**
 * /dashboard/profile/settings: mail language, notification address (a new one waits for the link mailed to it, which
 * opens this page to confirm it) and mail choices, and the member's password.
 * `children`: sections of other features that src/app puts on this page (the calendar feed).
 */
export default function ProfileSettingsPage({
  title,
  children,
}: RemotePageProps & { children?: ReactNode }): ReactNode {
  const settings = useSettings();
  const access = useAccess();
  const changePassword = useChangePassword();
  const link = useEmailConfirmLink(access.data?.permissions.includes('company'));
  return (
    <PageFrame title={title}>
      <ProfileTabs />
      <ConfirmLinkState state={link} />
      {(settings.isPending || access.isPending) && <Spinner />}
      {settings.error && <ErrorState onRetry={() => void settings.refetch()} />}
      {settings.data && access.data && (
        // A confirmed address (from the mailed link) starts the form again from what the server now holds.
        <MailSettings
          key={settings.data.notification_email ?? ''}
          settings={settings.data}
          mayEditCompany={access.data.permissions.includes('company')}
        />
      )}
      {children}
      <PasswordChangeSection change={changePassword} id="password-settings" />
    </PageFrame>
  );
}
