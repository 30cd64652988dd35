// The service form, a step at a time: the steps' list, the current step's fields drawn by their server-given type,
// Back and "Save and continue" (or Publish on the last step). The same form creates a service and finishes a draft.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import type { FormStep, FormSubmitResult } from '@mp/shared/contracts';
import { DynamicField } from './dynamic-field';
import { emptyValue } from './form-values';
import { useServiceSteps, type StepsStart } from './use-service-steps';

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  li {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
  li[aria-current='step'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 40rem;
`;
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export function ServiceSteps({
  kind,
  steps,
  start,
  photos = 0,
  onPublished,
  onSaved,
}: {
  kind: string;
  steps: readonly FormStep[];
  start: StepsStart;
  /** Photos the draft already has: a pictures step posted without new files keeps them. */
  photos?: number;
  onPublished: (result: FormSubmitResult, name: string) => void;
  /** A step was saved on the draft (the first one makes it). */
  onSaved?: (serviceId: number) => void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const form = useServiceSteps(kind, steps, start, {
    // The service's name as this page's language writes it (the English one if the form has no name in it).
    published: (result) => onPublished(result, String(form.values[`name_${locale}`] || form.values.name_en || '')),
    saved: onSaved,
  });
  const step = form.current;
  return (
    <>
      <nav aria-label={t('newService.steps')}>
        <Steps>
          {steps.map((s, i) => (
            <li key={s.id} aria-current={i === form.index ? 'step' : undefined}>
              {t('newService.stepOf', { current: i + 1, total: steps.length })}: {s.name}
            </li>
          ))}
        </Steps>
      </nav>
      {step && (
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} aria-labelledby="service-step-title">
          <h2 id="service-step-title">{step.name}</h2>
          <Fields>
            {step.fields.map((f) => (
              <div key={f.id}>
                <DynamicField
                  field={f}
                  value={form.values[f.name] ?? emptyValue(f)}
                  error={form.errors[f.name]}
                  onChange={(v) => form.change(f.name, v)}
                />
                {f.field_type === 'images' && photos > 0 && <p>{t('newService.picturesKept', { count: photos })}</p>}
              </div>
            ))}
          </Fields>
          {form.otherErrors.length > 0 && (
            <Alert role="alert" tabIndex={-1}>
              {form.otherErrors.join(' ')}
            </Alert>
          )}
          <Actions>
            {form.index > 0 && (
              <Button type="button" variant="secondary" onClick={form.back}>
                {t('newService.back')}
              </Button>
            )}
            <Button type="submit" busy={form.busy}>
              {form.last ? t('newService.publish') : t('newService.next')}
            </Button>
          </Actions>
        </form>
      )}
    </>
  );
}
