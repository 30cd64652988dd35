// The child band's fields on the edit screen (docs/adr/023): the child price, the age children are priced up to and
// whether they may come alone, in a fieldset whose legend names them for screen readers; empty price and age mean one
// price for all, and "Remove the child price" empties both. A group price has no child band, so it says so instead.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { FormCheckbox, FormTextField, type UseFormReturn } from '@mp/shared/dashboard';
import type { DashboardServiceDetail, DashboardServiceEditForm } from '@mp/shared/contracts';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export function ChildBandFields({
  form,
  service,
}: {
  form: UseFormReturn<DashboardServiceEditForm>;
  service: DashboardServiceDetail;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const ageStart = form.watch('age_start');
  const [price, age] = form.watch(['child_value', 'child_age_end']);
  const set = (price !== undefined && String(price).trim() !== '') || (age !== undefined && String(age).trim() !== '');
  const label = (name: 'child_value' | 'child_age_end' | 'children_alone') => t(`edit.fields.${name}`);
  return (
    <Group aria-describedby="child-band-intro">
      <legend>{t('edit.band.title')}</legend>
      {service.priceType === 'per_group' ? (
        <Note id="child-band-intro">{t('edit.band.perGroup')}</Note>
      ) : (
        <>
          <Note id="child-band-intro">{t('edit.band.intro')}</Note>
          <FormTextField form={form} name="child_value" label={label('child_value')} hint={t('edit.band.priceHint')} />
          <FormTextField
            form={form}
            name="child_age_end"
            type="number"
            label={label('child_age_end')}
            hint={t('edit.band.ageHint', {
              start: ageStart === undefined || String(ageStart) === '' ? service.age_start : ageStart,
            })}
          />
          <FormCheckbox form={form} name="children_alone" label={label('children_alone')} />
          {set && (
            <div>
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  form.setValue('child_value', '', { shouldDirty: true });
                  form.setValue('child_age_end', '' as unknown as number, { shouldDirty: true });
                  form.clearErrors(['child_value', 'child_age_end']);
                  form.setFocus('child_value');
                }}
              >
                {t('edit.band.remove')}
              </Button>
            </div>
          )}
        </>
      )}
    </Group>
  );
}
