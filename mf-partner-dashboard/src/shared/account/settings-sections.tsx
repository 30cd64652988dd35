// The account settings both dashboards show (partner /dashboard/profile/settings, affiliate /affiliates/profile/settings):
// the bordered section, the mail-language choices, the password change and the toast for errors not tied to a field.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button } from '@mp/shared/ui';
import {
  applyServerErrors,
  FormTextField,
  useContractForm,
  type FieldValues,
  type UseFormReturn,
} from '@mp/shared/dashboard';
import { PasswordChangeForm, type MessageContent } from '@mp/shared/contracts';

export const SettingsSection = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  max-width: 36rem;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The mail-language choices: the site's default, Portuguese or English. */
export function useLanguageOptions(): { value: string; label: string }[] {
  const { t } = useTranslation('partnerDashboard');
  return [
    { value: '', label: t('settings.languageDefault') },
    { value: 'pt', label: t('settings.languages.pt') },
    { value: 'en', label: t('settings.languages.en') },
  ];
}

/**
 * What a failed save does: a 422 goes onto its fields (what no field shows is toasted), anything else toasts
 * `settings.failed`.
 */
export function useSettingsError(): <T extends FieldValues>(form: UseFormReturn<T>, error: unknown) => void {
  const { t } = useTranslation('partnerDashboard');
  return (form, error) => {
    const rest =
      error instanceof ApiError && error.status === 422 ? applyServerErrors(form, error) : [t('settings.failed')];
    if (rest.length) toastStore.getState().show({ message: rest.join(' ') || t('settings.failed'), kind: 'error' });
  };
}

type PasswordBody = { current_password: string; password: string; password_confirmation: string };

/** The password change (the current password is needed), posting through the dashboard's own call. */
export function PasswordChangeSection({
  change,
  id,
}: {
  change: UseMutationResult<MessageContent, Error, PasswordBody>;
  id: string;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const failed = useSettingsError();
  const form = useContractForm<PasswordChangeForm>(PasswordChangeForm, {
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  return (
    <SettingsSection aria-labelledby={id}>
      <h2 id={id}>{t('settings.passwordTitle')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          change.mutate(v, {
            onSuccess: (r) => {
              form.reset();
              toastStore.getState().show({ message: r.message, kind: 'success' });
            },
            onError: (e) => failed(form, e),
          }),
        )}
      >
        <FormTextField
          form={form}
          name="current_password"
          type="password"
          autoComplete="current-password"
          label={t('settings.currentPassword')}
          required
        />
        <FormTextField
          form={form}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('settings.newPassword')}
          hint={t('settings.passwordHint')}
          required
        />
        <FormTextField
          form={form}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          label={t('settings.confirmPassword')}
          required
        />
        <Button type="submit" busy={change.isPending}>
          {t('settings.changePassword')}
        </Button>
      </form>
    </SettingsSection>
  );
}
