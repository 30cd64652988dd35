// The form that asks the back office for a promo code: why, the discount wanted and the services it is for. A 422's
// field messages go on their fields; the form empties and a toast says it was sent.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button, Checkbox, ErrorState, Spinner } from '@mp/shared/ui';
import { applyServerErrors, fieldError, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { PartnerPromoRequestForm } from '@mp/shared/contracts';
import { useServices } from '../../../shared/services/api/get-services';
import { useRequestPromoCode } from '../api/promo-requests';

const Section = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  .services {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;
export function PromoRequestForm(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const services = useServices({ per_page: 100, sort: 'name' });
  const request = useRequestPromoCode();
  const form = useContractForm<PartnerPromoRequestForm>(PartnerPromoRequestForm, {
    defaultValues: { reason: '', wanted_discount_percent: '', service_ids: [] },
  });
  const chosen = form.watch('service_ids');
  const servicesError = fieldError(form, 'service_ids');
  const choices = (services.data?.data ?? []).filter((s) => s.status !== 'draft');
  const toggle = (id: string, on: boolean) =>
    form.setValue('service_ids', on ? [...chosen, id] : chosen.filter((c) => c !== id), {
      shouldValidate: form.formState.isSubmitted,
    });
  return (
    <Section aria-labelledby="promo-request-title">
      <h2 id="promo-request-title">{t('promoter.formTitle')}</h2>
      <form
        noValidate
        onSubmit={form.handleSubmit((v) =>
          request.mutate(
            {
              reason: v.reason.trim(),
              wanted_discount_percent: Number(v.wanted_discount_percent),
              service_ids: v.service_ids.map(Number),
            },
            {
              onSuccess: () => {
                form.reset({ reason: '', wanted_discount_percent: '', service_ids: [] });
                toastStore.getState().show({ message: t('promoter.sent'), kind: 'success' });
              },
              onError: (e) => {
                const rest =
                  e instanceof ApiError && e.status === 422 ? applyServerErrors(form, e) : [t('promoter.failed')];
                if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
              },
            },
          ),
        )}
      >
        <FormTextAreaField
          form={form}
          name="reason"
          rows={3}
          label={t('promoter.reason')}
          hint={t('promoter.reasonHint')}
          required
        />
        <FormTextField
          form={form}
          name="wanted_discount_percent"
          type="number"
          label={t('promoter.discount')}
          hint={t('promoter.discountHint')}
          required
        />
        <fieldset
          aria-invalid={servicesError ? true : undefined}
          aria-describedby={servicesError ? 'promo-services-error' : undefined}
        >
          <legend>{t('promoter.services')}</legend>
          {services.isPending && <Spinner />}
          {services.error && <ErrorState onRetry={() => void services.refetch()} />}
          {services.data && choices.length === 0 && <p>{t('promoter.noServices')}</p>}
          <div className="services">
            {choices.map((s) => (
              <Checkbox
                key={s.id}
                label={s.name}
                checked={chosen.includes(String(s.id))}
                onChange={(e) => toggle(String(s.id), e.target.checked)}
              />
            ))}
          </div>
          {servicesError && (
            <p className="error" id="promo-services-error">
              {servicesError}
            </p>
          )}
        </fieldset>
        <Button type="submit" busy={request.isPending}>
          {t('promoter.send')}
        </Button>
      </form>
    </Section>
  );
}
