// /user-panel/settings (issue 12 §1): mail language and choices, and a password change (other sessions signed out).
import type { ReactNode } from 'react';
import { Type } from '@sinclair/typebox';
import { ApiError } from '@mp/shared/api';
import type { ClientSettings } from '@mp/shared/contracts';
import { applyServerErrors, FormCheckbox, FormSelectField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { actingUser, useAuth } from '@mp/shared/stores';
import { Button, ErrorState, PageFrame, PasswordStrength, Spinner } from '@mp/shared/ui';
import { useChangePassword, useDownloadMyData, useSaveSettings, useSettings } from './api/settings-api';

const PreferencesSchema = Type.Object({
  language: Type.Union([Type.Literal(''), Type.Literal('en'), Type.Literal('pt')]),
  email_chat: Type.Boolean(),
  email_bookings: Type.Boolean(),
  email_news: Type.Boolean(),
});
type PreferenceValues = Omit<ClientSettings, 'language'> & { language: '' | 'en' | 'pt' };

function PreferencesForm({ userId, settings }: { userId: number; settings: ClientSettings }): ReactNode {
  const { t } = useTranslation('userPanel');
  const form = useContractForm<PreferenceValues>(PreferencesSchema, { defaultValues: { ...settings, language: settings.language ?? '' } });
  const save = useSaveSettings(userId);
  return (
    <form noValidate aria-labelledby="settings-mail" onSubmit={form.handleSubmit((v) => save.mutate({ ...v, language: v.language || null }))}>
      <h2 id="settings-mail">{t('settings.mailTitle')}</h2>
      <FormSelectField
        form={form}
        name="language"
        label={t('settings.language')}
        options={[
          { value: '', label: t('settings.languageDefault') },
          { value: 'en', label: 'English' },
          { value: 'pt', label: 'Português' },
        ]}
      />
      <FormCheckbox form={form} name="email_chat" label={t('settings.emailChat')} />
      <FormCheckbox form={form} name="email_bookings" label={t('settings.emailBookings')} />
      <FormCheckbox form={form} name="email_news" label={t('settings.emailNews')} />
      <Button type="submit" busy={save.isPending}>
        {t('settings.save')}
      </Button>
      <div role="status" aria-live="polite">
        {save.isSuccess && t('settings.saved')}
      </div>
    </form>
  );
}

const PasswordSchema = Type.Object({
  current_password: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 8 }),
  password_confirmation: Type.String({ minLength: 1 }),
});
interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
}

function PasswordForm(): ReactNode {
  const { t } = useTranslation('userPanel');
  const form = useContractForm<PasswordValues>(PasswordSchema, { defaultValues: { current_password: '', password: '', password_confirmation: '' } });
  const change = useChangePassword();
  return (
    <form
      noValidate
      aria-labelledby="settings-password"
      onSubmit={form.handleSubmit((v) =>
        change.mutate(v, {
          onSuccess: () => form.reset(),
          onError: (error) => error instanceof ApiError && error.status === 422 && applyServerErrors(form, error),
        }),
      )}
    >
      <h2 id="settings-password">{t('settings.passwordTitle')}</h2>
      <FormTextField form={form} name="current_password" label={t('settings.currentPassword')} type="password" autoComplete="current-password" required />
      <FormTextField form={form} name="password" label={t('settings.newPassword')} type="password" autoComplete="new-password" required />
      <PasswordStrength password={form.watch('password')} />
      <FormTextField form={form} name="password_confirmation" label={t('settings.confirmPassword')} type="password" autoComplete="new-password" required />
      <Button type="submit" busy={change.isPending}>
        {t('settings.changePassword')}
      </Button>
      <div role="status" aria-live="polite">
        {change.isSuccess && change.data.message}
      </div>
    </form>
  );
}

function MyData(): ReactNode {
  const { t } = useTranslation('userPanel');
  const download = useDownloadMyData();
  return (
    <section aria-labelledby="settings-data">
      <h2 id="settings-data">{t('settings.dataTitle')}</h2>
      <p>{t('settings.dataText')}</p>
      <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
        {t('settings.download')}
      </Button>
      <div role="status" aria-live="polite">
        {download.isError && t('settings.downloadFailed')}
      </div>
    </section>
  );
}

export function SettingsPage({ title }: RemotePageProps): ReactNode {
  const user = useAuth(actingUser);
  const query = useSettings(user?.id ?? null);
  return (
    <PageFrame title={title}>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {query.data && user && <PreferencesForm userId={user.id} settings={query.data} />}
      <PasswordForm />
      <MyData />
    </PageFrame>
  );
}

export default SettingsPage;
