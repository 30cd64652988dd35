// The profile form's two fieldsets that are more than fields: the modules (with what staff review) and the logo.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import { FormCheckbox, type UseFormReturn } from '@mp/shared/dashboard';
import type { CompanyProfile, CompanyProfileForm } from '@mp/shared/contracts';
import { FieldGroup } from '../../../shared/components/field-group';

const Group = styled(FieldGroup)`
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
  .hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A live company's modules go through staff's review when switched on (docs/partner-review.md, "Modules"). */
const reviewed = (c: CompanyProfile) => c.status === 'active' || c.status === 'suspended';

/** The company's modules; a live company is told that switching one on asks staff, and what it is waiting for. */
export function ModulesGroup({
  form,
  company,
}: {
  form: UseFormReturn<CompanyProfileForm>;
  company: CompanyProfile;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  return (
    <Group>
      <legend>{t('profile.field.modules')}</legend>
      <FormCheckbox form={form} name="experiences" label={t('profile.modules.experiences')} />
      <FormCheckbox form={form} name="transfers" label={t('profile.modules.transfers')} />
      {reviewed(company) && <p className="hint">{t('profile.modulesReviewHint')}</p>}
      {company.module_request && (
        <p className="hint" role="status">
          {t('profile.moduleWaiting', {
            module: t(`profile.modules.${company.module_request}`),
            date: company.module_requested_at ? formatDate(company.module_requested_at) : '',
          })}
        </p>
      )}
    </Group>
  );
}

/** The logo's file input, its hint and the server's refusal on it. */
export function LogoGroup({ error, choose }: { error: string | null; choose(file: File | null): void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const id = useId();
  return (
    <Group>
      <legend>{t('profile.field.logo')}</legend>
      <label htmlFor={id}>{t('profile.chooseLogo')}</label>{' '}
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
      />
      <p className="hint" id={`${id}-hint`}>
        {t('profile.logoHint')}
      </p>
      {error && (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </Group>
  );
}
