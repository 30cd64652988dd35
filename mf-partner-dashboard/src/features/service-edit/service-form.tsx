import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button } from '@mp/shared/ui';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { DashboardServiceEditForm, type DashboardServiceDetail } from '@mp/shared/contracts';
import { useUpdateService } from './api/get-service';
import { bandDefaults, editRuleErrors, formFieldErrors, RULE_FIELDS, updateBody } from './child-band';
import { ChildBandFields } from './child-band-fields';

// The fields this form edits come from the contract (prices change in the list's bulk action); the child band is
// typed in euros and sent in cents.
const ServiceFields = DashboardServiceEditForm;
type ServiceFields = DashboardServiceEditForm;

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
      ...bandDefaults(service),
    },
  });
  const field = (name: keyof DashboardServiceEditForm) => ({ form, name, label: t(`edit.fields.${name}`) });
  const save = (values: ServiceFields) => {
    // The same price and age rule as the API (@mp/shared/domain): refused here, on the same fields, in the same words.
    const refused = editRuleErrors(service, values);
    const first = RULE_FIELDS.find((name) => refused[name]);
    if (first) {
      for (const name of RULE_FIELDS) {
        const message = refused[name];
        if (message)
          form.setError(
            name,
            { type: 'rule', message: t(`serviceRules.${message.key}`, message.params ?? {}) },
            { shouldFocus: name === first },
          );
      }
      return;
    }
    update.mutate(updateBody(values), {
      onSuccess: () => toastStore.getState().show({ message: t('edit.saved'), kind: 'success' }),
      onError: (e) => {
        const rest =
          e instanceof ApiError && e.status === 422
            ? applyServerErrors(form, formFieldErrors(e.errors))
            : [t('edit.failed')];
        if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
      },
    });
  };
  return (
    <form noValidate aria-labelledby="service-form-title" onSubmit={form.handleSubmit(save)}>
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
      <ChildBandFields form={form} service={service} />
      <Button type="submit" busy={update.isPending}>
        {t('edit.save')}
      </Button>
    </form>
  );
}
