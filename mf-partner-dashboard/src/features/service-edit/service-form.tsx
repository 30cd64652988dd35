import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button } from '@mp/shared/ui';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { DashboardServiceDetailsForm, type DashboardServiceDetail } from '@mp/shared/contracts';
import { useUpdateService } from './api/get-service';

// The fields this form edits come from the contract (prices change in the list's bulk action).
const ServiceFields = DashboardServiceDetailsForm;
type ServiceFields = DashboardServiceDetailsForm;

export function ServiceForm({ service }: { service: DashboardServiceDetail }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const update = useUpdateService(service.id);
  const form = useContractForm<ServiceFields>(ServiceFields, {
    defaultValues: {
      name_en: service.name.en,
      name_pt: service.name.pt,
      short_description_en: service.short_description.en,
      short_description_pt: service.short_description.pt,
      description_en: service.description.en,
      description_pt: service.description.pt,
      maxCapacity: service.maxCapacity,
      duration: service.duration,
      age_start: service.age_start,
      age_end: service.age_end,
    },
  });
  const field = (name: keyof ServiceFields) => ({ form, name, label: t(`edit.fields.${name}`) });
  return (
    <form
      noValidate
      aria-labelledby="service-form-title"
      onSubmit={form.handleSubmit((values) =>
        update.mutate(values, {
          onSuccess: () => toastStore.getState().show({ message: t('edit.saved'), kind: 'success' }),
          onError: (e) => {
            const rest = e instanceof ApiError && e.status === 422 ? applyServerErrors(form, e) : [t('edit.failed')];
            if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
          },
        }),
      )}
    >
      <h2 id="service-form-title">{t('edit.details')}</h2>
      <FormTextField {...field('name_en')} required />
      <FormTextField {...field('name_pt')} required />
      <FormTextAreaField {...field('short_description_en')} rows={2} />
      <FormTextAreaField {...field('short_description_pt')} rows={2} />
      <FormTextAreaField {...field('description_en')} rows={5} />
      <FormTextAreaField {...field('description_pt')} rows={5} />
      <FormTextField {...field('maxCapacity')} type="number" />
      <FormTextField {...field('duration')} type="number" />
      <FormTextField {...field('age_start')} type="number" />
      <FormTextField {...field('age_end')} type="number" />
      <Button type="submit" busy={update.isPending}>
        {t('edit.save')}
      </Button>
    </form>
  );
}
