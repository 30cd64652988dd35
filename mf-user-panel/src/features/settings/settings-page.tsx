// /user-panel/settings: mail language and choices, a password change (other sessions signed out),
// download my data, and delete my account (password confirmation in a dialog; signed out afterwards).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Type } from '@sinclair/typebox';
import { ApiError } from '@mp/shared/api';
import type { ClientSettings } from '@mp/shared/contracts';
import { applyServerErrors, FormCheckbox, FormSelectField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { useNavigate } from '@mp/shared/router';
import { actingUser, authStore, toastStore, useAuth } from '@mp/shared/stores';
import { Button, ErrorNotice, ErrorState, Modal, PageFrame, PasswordStrength, Spinner } from '@mp/shared/ui';
import {
  useChangePassword,
  useDeleteAccount,
  useDownloadMyData,
  useSaveSettings,
  useSettings,
} from './api/settings-api';

const PreferencesSchema = Type.Object({
  language: Type.Union([Type.Literal(''), Type.Literal('en'), Type.Literal('pt')]),
  email_chat: Type.Boolean(),
  email_reminders: Type.Boolean(),
  email_reviews: Type.Boolean(),
  email_news: Type.Boolean(),
});
type PreferenceValues = Omit<ClientSettings, 'language'> & { language: '' | 'en' | 'pt' };

function PreferencesForm({ userId, settings }: { userId: number; settings: ClientSettings }): ReactNode {
  const { t } = useTranslation('userPanel');
  const form = useContractForm<PreferenceValues>(PreferencesSchema, {
    defaultValues: { ...settings, language: settings.language ?? '' },
  });
  const save = useSaveSettings(userId);
  return (
    <form
      noValidate
      aria-labelledby="settings-mail"
      onSubmit={form.handleSubmit((v) => save.mutate({ ...v, language: v.language || null }))}
    >
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
      <fieldset aria-describedby="settings-always">
        <legend>{t('settings.choicesTitle')}</legend>
        <FormCheckbox form={form} name="email_reminders" label={t('settings.emailReminders')} />
        <FormCheckbox form={form} name="email_reviews" label={t('settings.emailReviews')} />
        <FormCheckbox form={form} name="email_chat" label={t('settings.emailChat')} />
        <FormCheckbox form={form} name="email_news" label={t('settings.emailNews')} />
        <p id="settings-always">{t('settings.alwaysSent')}</p>
      </fieldset>
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
  const form = useContractForm<PasswordValues>(PasswordSchema, {
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
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
      <FormTextField
        form={form}
        name="current_password"
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <FormTextField
        form={form}
        name="password"
        label={t('settings.newPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
      <PasswordStrength password={form.watch('password')} />
      <FormTextField
        form={form}
        name="password_confirmation"
        label={t('settings.confirmPassword')}
        type="password"
        autoComplete="new-password"
        required
      />
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const DeleteSchema = Type.Object({ password: Type.String({ minLength: 1 }) });

/** The dialog's form: the password confirms it; a refusal (upcoming bookings, open payment) is shown as it comes. */
function DeleteAccountForm({ userId, onCancel }: { userId: number; onCancel(): void }): ReactNode {
  const { t } = useTranslation('userPanel');
  const form = useContractForm<{ password: string }>(DeleteSchema, { defaultValues: { password: '' } });
  const remove = useDeleteAccount(userId);
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((v) => {
        setRefusal(null);
        remove.mutate(v.password, {
          onSuccess: (done) => {
            authStore.getState().logout();
            toastStore.getState().show({ message: done.message, kind: 'success' });
            void navigate(pathTo('home'));
          },
          onError: (error) => {
            if (!(error instanceof ApiError) || error.status !== 422) return setRefusal(t('settings.deleteFailed'));
            applyServerErrors(form, error);
            const account = error.errors?.account?.[0];
            if (account) setRefusal(account);
          },
        });
      })}
    >
      <p>{t('settings.deleteConfirmText')}</p>
      <FormTextField
        form={form}
        name="password"
        label={t('settings.deletePassword')}
        type="password"
        autoComplete="current-password"
        required
      />
      <ErrorNotice role="alert">{refusal}</ErrorNotice>
      <Actions>
        <Button type="submit" variant="danger" busy={remove.isPending}>
          {t('settings.deleteConfirm')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('settings.deleteKeep')}
        </Button>
      </Actions>
    </form>
  );
}

function DeleteAccount({ userId }: { userId: number }): ReactNode {
  const { t } = useTranslation('userPanel');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="settings-delete">
      <h2 id="settings-delete">{t('settings.deleteTitle')}</h2>
      <p>{t('settings.deleteText')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('settings.delete')}
      </Button>
      <Modal open={open} title={t('settings.deleteDialogTitle')} onClose={() => setOpen(false)}>
        {open && <DeleteAccountForm userId={userId} onCancel={() => setOpen(false)} />}
      </Modal>
    </section>
  );
}

function SettingsPage({ title }: RemotePageProps): ReactNode {
  const user = useAuth(actingUser);
  const query = useSettings(user?.id ?? null);
  return (
    <PageFrame title={title}>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {query.data && user && <PreferencesForm userId={user.id} settings={query.data} />}
      <PasswordForm />
      <MyData />
      {user && <DeleteAccount userId={user.id} />}
    </PageFrame>
  );
}

export default SettingsPage;
