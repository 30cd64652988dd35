import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { firstError, regionName } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { SelectField, TextField } from '@mp/shared/ui';
import { COUNTRIES, type BillingField } from '../../../shared/billing-form';
import type { BillingForm } from '../hooks/use-billing-form';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
`;

/** The billing data fields (spec §3), each with its error. */
export function BillingFields({ form }: { form: BillingForm }): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const countries = useMemo(() => COUNTRIES.map((c) => ({ value: c, label: regionName(c, locale) })), [locale]);
  const { data, errors, edit } = form;
  const field = (name: BillingField, props: { type?: string; autoComplete?: string; required?: boolean } = {}) => (
    <TextField
      key={name}
      id={`billing-${name}`}
      label={t(`personal.fields.${name}`)}
      value={data[name]}
      error={firstError(errors, name)}
      onChange={(e) => edit(name, e.target.value)}
      {...props}
    />
  );
  return (
    <Grid>
      {field('first_name', { autoComplete: 'given-name', required: true })}
      {field('last_name', { autoComplete: 'family-name', required: true })}
      {field('email', { type: 'email', autoComplete: 'email', required: true })}
      {field('phone', { type: 'tel', autoComplete: 'tel' })}
      <SelectField
        id="billing-country"
        label={t('personal.fields.country')}
        options={countries}
        value={data.country}
        error={firstError(errors, 'country')}
        onChange={(e) => edit('country', e.target.value)}
      />
      {field('city', { autoComplete: 'address-level2' })}
      {field('address', { autoComplete: 'street-address' })}
      {field('zipcode', { autoComplete: 'postal-code' })}
      {field('vatnumber')}
    </Grid>
  );
}
