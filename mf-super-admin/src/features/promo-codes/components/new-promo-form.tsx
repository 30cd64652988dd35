import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { NewPromoCodeBody } from '@mp/shared/contracts';
import { applyServerErrors, fieldError, FormSelectField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { eurosToCents } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { Button, DateField } from '@mp/shared/ui';
import { useCreatePromoCode } from '../api/create-promo-code';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

/**
 * The form as staff fill it in: the value as typed, a percentage or, for a fixed discount, euros ("12.50", "12,50");
 * the form sends the API a whole percentage or cents.
 */
const PromoFormFields: typeof NewPromoCodeBody = {
  ...NewPromoCodeBody,
  // A required text of a few characters (the contract's own string schema, so TypeBox knows its kind).
  properties: {
    ...NewPromoCodeBody.properties,
    value: { ...NewPromoCodeBody.properties.code, maxLength: 12 } as never,
  },
};
type Values = Omit<NewPromoCodeBody, 'value'> & { value: string };

const WHOLE = /^\d+$/;
const EUROS = /^\d+([.,]\d{1,2})?$/;

/** The typed value as the API takes it (whole percent or cents), or null when it is not one. */
function promoValueOf(kind: NewPromoCodeBody['kind'], typed: string): number | null {
  const text = typed.trim();
  if (kind === 'fixed') return EUROS.test(text) ? eurosToCents(text) : null;
  return WHOLE.test(text) ? Number(text) : null;
}

/** Creates a promo code; the API's 422 map (a code that exists, dates, value) lands on the fields. */
export function NewPromoForm(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const form = useContractForm<Values>(PromoFormFields, { defaultValues: { kind: 'percent' } as Partial<Values> });
  const kind = form.watch('kind');
  const create = useCreatePromoCode();
  const [done, setDone] = useState('');
  const submit = form.handleSubmit((values) => {
    setDone('');
    const value = promoValueOf(values.kind, values.value);
    if (value === null) {
      const message = values.kind === 'fixed' ? t('promo.valueEuros') : t('promo.valuePercent');
      form.setError('value', { type: 'format', message }, { shouldFocus: true });
      return;
    }
    create.mutate(
      { ...values, value },
      {
        onSuccess: (promo) => {
          form.reset({ kind: 'percent' } as Values);
          setDone(t('promo.added', { code: promo.code }));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
        },
      },
    );
  });
  return (
    <section aria-labelledby="new-promo-heading">
      <h2 id="new-promo-heading">{t('promo.addTitle')}</h2>
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <FormTextField form={form} name="code" label={t('promo.code')} required />
        <FormSelectField
          form={form}
          name="kind"
          label={t('promo.kind')}
          required
          options={[
            { value: 'percent', label: t('promo.percent') },
            { value: 'fixed', label: t('promo.fixed') },
          ]}
        />
        <FormTextField
          form={form}
          name="value"
          label={kind === 'fixed' ? t('promo.valueInEuros') : t('promo.valueInPercent')}
          hint={kind === 'fixed' ? t('promo.valueEurosHint') : t('promo.valueHint')}
          required
        />
        {(['valid_from', 'valid_to'] as const).map((name) => (
          <DateField
            key={name}
            label={name === 'valid_from' ? t('promo.validFrom') : t('promo.validTo')}
            required
            value={form.watch(name) ?? ''}
            error={fieldError(form, name)}
            focusRef={form.register(name).ref}
            onChange={(iso) => form.setValue(name, iso, { shouldValidate: form.formState.isSubmitted })}
          />
        ))}
        <FormTextField
          form={form}
          name="max_uses"
          type="number"
          label={t('promo.maxUses')}
          hint={t('promo.maxUsesHint')}
        />
        <Button type="submit" disabled={create.isPending}>
          {t('promo.add')}
        </Button>
      </Form>
      <p role="status" aria-live="polite">
        {done}
      </p>
    </section>
  );
}
