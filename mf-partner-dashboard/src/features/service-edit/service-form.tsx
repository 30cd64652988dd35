import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button, Spinner } from '@mp/shared/ui';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { DashboardServiceEditForm, type DashboardServiceDetail } from '@mp/shared/contracts';
import { useUpdateService } from './api/get-service';
import { bandDefaults, editRuleErrors, formFieldErrors, RULE_FIELDS, updateBody } from './child-band';
import { ChildBandFields } from './child-band-fields';
import { useFormFields } from './api/form-fields';
import type { FieldValue, FormValues } from '../../shared/service-form/form-values';
import { offerBody, offerDefaults, offerFieldOf } from './offer-values';
import { OfferSections } from './offer-sections';

// One editor for everything the service form set. The details and the child band are checked against the contract
// here; price and discount, tiers, languages, policy, category, city, meeting point and notes are drawn with the
// service form's own fields and checked by the API with the form's rules. Only the fields changed are sent, so a
// field the partner did not touch never blocks a save.
const ServiceFields = DashboardServiceEditForm;
type ServiceFields = DashboardServiceEditForm;

const pricesOf = (body: ReturnType<typeof offerBody>['body']) => ({
  value_cents: body.value_cents ?? 0,
  value_discount_cents: body.value_discount_cents ?? 0,
  priceType: body.priceType ?? 'per_person',
});

export function ServiceForm({ service }: { service: DashboardServiceDetail }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const update = useUpdateService(service.id);
  const formFields = useFormFields(service.kind, locale);
  const [offer, setOffer] = useState<FormValues>(() => offerDefaults(service));
  const [offerErrors, setOfferErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const changeOffer = (name: string, value: FieldValue) => {
    setOffer((o) => ({ ...o, [name]: value }));
    setOfferErrors(({ [name]: _gone, ...rest }) => rest);
    setSaved(false);
  };
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
    setSaved(false);
    const typed = offerBody(offer);
    const stored = offerBody(offerDefaults(service)).body;
    const changed = Object.fromEntries(
      Object.entries(typed.body).filter(
        ([k, v]) => JSON.stringify(v) !== JSON.stringify(stored[k as keyof typeof stored]),
      ),
    );
    const typo = Object.entries(typed.errors);
    if (typo.length > 0) {
      setOfferErrors(Object.fromEntries(typo.map(([name, key]) => [name, t(`edit.invalid.${key}`)])));
      document.getElementsByName(typo[0]![0])[0]?.focus();
      return;
    }
    // The same price and age rule as the API (@mp/shared/domain): refused here, on the same fields, in the same words.
    const refused = editRuleErrors({ ...service, ...pricesOf(typed.body) }, values);
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
    update.mutate(
      { ...updateBody(values), ...(formFields.fields.size > 0 ? changed : {}) },
      {
        onSuccess: () => {
          setSaved(true);
          toastStore.getState().show({ message: t('edit.saved'), kind: 'success' });
        },
        onError: (e) => {
          if (!(e instanceof ApiError && e.status === 422)) {
            toastStore.getState().show({ message: t('edit.failed'), kind: 'error' });
            return;
          }
          const onOffer: Record<string, string> = {};
          const others: Record<string, readonly string[]> = {};
          for (const [field, messages] of Object.entries(e.errors)) {
            const name = offerFieldOf(field);
            if (name && messages[0]) onOffer[name] ??= messages[0];
            else others[field] = messages;
          }
          setOfferErrors(onOffer);
          const rest = applyServerErrors(form, formFieldErrors(others));
          const first = Object.keys(onOffer)[0];
          if (first && Object.keys(others).length === 0) document.getElementsByName(first)[0]?.focus();
          if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
        },
      },
    );
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
      {formFields.isPending && !formFields.missing ? (
        <Spinner />
      ) : (
        <OfferSections fields={formFields.fields} values={offer} errors={offerErrors} onChange={changeOffer} />
      )}
      <Button type="submit" busy={update.isPending}>
        {t('edit.save')}
      </Button>
      <p role="status">{saved ? t('edit.savedStatus') : ''}</p>
    </form>
  );
}
