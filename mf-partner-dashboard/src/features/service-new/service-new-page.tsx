// /dashboard/services/new: the service form built from the server. The kind of service picks the form
// (GET /api/form-categories/{kind}); each step's fields come from GET /api/form-steps/{id} in display order; "Save
// and continue" posts the step (POST api/form-submit/{kind}) onto a draft kept on the server, and the last step
// publishes it. The storefront shows the service only once it is published.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { useLocale, toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { Button, ErrorState, PageFrame, SelectField, Spinner } from '@mp/shared/ui';
import type { FormSubmitResult } from '@mp/shared/contracts';
import { useFormCategory, useFormStep } from '../../shared/service-form/api/form-queries';
import { useSubmitFormStep } from './api/forms';
import { DynamicField } from '../../shared/service-form/dynamic-field';
import { useCompanyReview } from '../../shared/company/api/get-company-review';
import {
  emptyValue,
  errorsByField,
  stepFormData,
  type FieldValue,
  type FormValues,
} from '../../shared/service-form/form-values';

const KINDS = ['experience', 'wellness'] as const;
type Kind = (typeof KINDS)[number];

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
const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function ServiceNewPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const to = usePathTo();
  const [search, setSearch] = useSearchParams();
  const kind: Kind = KINDS.find((k) => k === search.get('kind')) ?? 'experience';
  const form = useFormCategory(kind, locale);
  const [index, setIndex] = useState(0);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each refused post counts once, so the first invalid field is focused after the errors are drawn (spec §5).
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [serviceId, setServiceId] = useState<number | undefined>();
  const [published, setPublished] = useState<FormSubmitResult | undefined>();
  const steps = form.data?.steps ?? [];
  const current = steps[index];
  const step = useFormStep(current?.id, locale);
  const submit = useSubmitFormStep(kind);
  const last = index === steps.length - 1;
  // The service's name as this page's language writes it (the English one if the form has no name in it).
  const serviceName = String(values[`name_${locale}`] || values.name_en || '');
  // A company not live yet (or no longer) publishes a service ready for sale, not one the storefront shows.
  const review = useCompanyReview();
  const publishedKey =
    review === undefined || review.live
      ? 'newService.published'
      : review.status === 'pending'
        ? 'newService.publishedPending'
        : 'newService.publishedOffline';

  useEffect(() => {
    if (refusals === 0) return;
    // A control marks itself invalid; a group of controls (a fieldset) does too, and its first control takes the focus.
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, select, textarea, button');
    target?.focus();
  }, [refusals]);

  if (published) {
    return (
      <PageFrame title={title}>
        <p role="status">{t(publishedKey, { name: serviceName })}</p>
        <Actions>
          {review?.live ? (
            <LinkButton href={to('service', { slug: published.slug })}>{t('newService.viewOnStore')}</LinkButton>
          ) : null}
          <LinkButton href={to('dashboard.services-preview')} variant="secondary">
            {t('edit.back')}
          </LinkButton>
        </Actions>
      </PageFrame>
    );
  }

  const value = (name: string, fallback: FieldValue) => values[name] ?? fallback;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!current || !step.data) return;
    const body = stepFormData(step.data.fields, values, { step: current.id, serviceId, submit: last });
    submit.mutate(body, {
      onSuccess: (result) => {
        setServiceId(result.service_id);
        setErrors({});
        if (result.status === 'active') {
          setPublished(result);
          toastStore.getState().show({ message: t(publishedKey, { name: serviceName }), kind: 'success' });
        } else {
          toastStore.getState().show({ message: t('newService.draftSaved'), kind: 'success' });
          setIndex(index + 1);
        }
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422) {
          setErrors(errorsByField(e.errors));
          setRefusals((n) => n + 1);
          toastStore.getState().show({ message: t('newService.fix'), kind: 'error' });
        } else toastStore.getState().show({ message: t('newService.failed'), kind: 'error' });
      },
    });
  };

  return (
    <PageFrame title={title}>
      <Note>{t('newService.intro')}</Note>
      {serviceId === undefined && (
        <Fields>
          <SelectField
            label={t('newService.kind')}
            options={KINDS.map((k) => ({ value: k, label: t(`newService.kinds.${k}`) }))}
            value={kind}
            onChange={(e) => {
              setSearch({ kind: e.target.value }, { replace: true });
              setIndex(0);
              setValues({});
              setErrors({});
            }}
          />
        </Fields>
      )}
      {form.isPending && <Spinner />}
      {form.error && <ErrorState onRetry={() => void form.refetch()} />}
      {steps.length > 0 && (
        <nav aria-label={t('newService.steps')}>
          <Steps>
            {steps.map((s, i) => (
              <li key={s.id} aria-current={i === index ? 'step' : undefined}>
                {t('newService.stepOf', { current: i + 1, total: steps.length })}: {s.name}
              </li>
            ))}
          </Steps>
        </nav>
      )}
      {current && step.isPending && <Spinner />}
      {step.error && <ErrorState onRetry={() => void step.refetch()} />}
      {current && step.data && (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="service-step-title">
          <h2 id="service-step-title">{step.data.name}</h2>
          <Fields>
            {step.data.fields.map((f) => (
              <DynamicField
                key={f.id}
                field={f}
                value={value(f.name, emptyValue(f))}
                error={errors[f.name]}
                onChange={(v) => setValues((old) => ({ ...old, [f.name]: v }))}
              />
            ))}
          </Fields>
          <Actions>
            {index > 0 && (
              <Button type="button" variant="secondary" onClick={() => setIndex(index - 1)}>
                {t('newService.back')}
              </Button>
            )}
            <Button type="submit" busy={submit.isPending}>
              {last ? t('newService.publish') : t('newService.next')}
            </Button>
          </Actions>
        </form>
      )}
    </PageFrame>
  );
}
