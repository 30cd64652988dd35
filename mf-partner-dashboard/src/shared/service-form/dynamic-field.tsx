// One field of the service form, drawn by its server-given type: every control labelled, its
// error announced with it (aria-invalid / aria-describedby), lists (start times, price tiers) with add and remove.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button, Checkbox, SelectField, TextAreaField, TextField } from '@mp/shared/ui';
import type { FormField } from '@mp/shared/contracts';
import type { FieldValue, Tier } from './form-values';

const Group = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
`;
const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Props {
  field: FormField;
  value: FieldValue;
  error: string | undefined;
  onChange: (value: FieldValue) => void;
}

/** A fieldset with its legend, for fields with several controls; its error is read with the group. */
function FieldGroup({
  field,
  error,
  children,
}: {
  field: FormField;
  error: string | undefined;
  children: ReactNode;
}): ReactNode {
  const { t } = useTranslation('common');
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        {field.label}
        {field.required && <span title={t('app.required')}> *</span>}
      </legend>
      {children}
      {error && <Error id={errorId}>{error}</Error>}
    </Group>
  );
}

export function DynamicField({ field, value, error, onChange }: Props): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const common = { label: field.label, required: field.required, error, name: field.name };
  switch (field.field_type) {
    case 'textarea':
      return <TextAreaField {...common} rows={4} value={value as string} onChange={(e) => onChange(e.target.value)} />;
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value as string}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'money':
      return (
        <TextField
          {...common}
          inputMode="decimal"
          hint={t('newService.moneyHint')}
          value={value as string}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return <TextField {...common} type="date" value={value as string} onChange={(e) => onChange(e.target.value)} />;
    case 'select':
      return (
        <SelectField
          {...common}
          options={field.options ?? []}
          placeholder={t('newService.choose')}
          value={value as string}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'checkbox':
      return (
        <Checkbox
          label={field.label}
          name={field.name}
          error={error}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
      );
    case 'multiselect': {
      const chosen = value as string[];
      return (
        <FieldGroup field={field} error={error}>
          {(field.options ?? []).map((o) => (
            <Checkbox
              key={o.value}
              label={o.label}
              name={`${field.name}[]`}
              checked={chosen.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value))}
            />
          ))}
        </FieldGroup>
      );
    }
    case 'time': {
      const times = value as string[];
      return (
        <FieldGroup field={field} error={error}>
          {times.map((time, i) => (
            <Row key={i}>
              <TextField
                label={t('newService.time', { n: i + 1 })}
                type="time"
                value={time}
                onChange={(e) => onChange(times.map((v, j) => (j === i ? e.target.value : v)))}
              />
              {times.length > 1 && (
                <Button type="button" variant="secondary" onClick={() => onChange(times.filter((_, j) => j !== i))}>
                  {t('newService.removeTime', { n: i + 1 })}
                </Button>
              )}
            </Row>
          ))}
          <div>
            <Button type="button" variant="secondary" onClick={() => onChange([...times, ''])}>
              {t('newService.addTime')}
            </Button>
          </div>
        </FieldGroup>
      );
    }
    case 'price_tiers': {
      const tiers = value as Tier[];
      const change = (i: number, patch: Partial<Tier>) =>
        onChange(tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));
      return (
        <FieldGroup field={field} error={error}>
          {tiers.length === 0 && <Hint>{t('newService.noTiers')}</Hint>}
          {tiers.map((tier, i) => (
            <Row key={i}>
              <TextField
                label={t('newService.tierCapacity', { n: i + 1 })}
                type="number"
                inputMode="numeric"
                min={2}
                value={tier.capacity}
                onChange={(e) => change(i, { capacity: e.target.value })}
              />
              <TextField
                label={t('newService.tierValue', { n: i + 1 })}
                inputMode="decimal"
                value={tier.value}
                onChange={(e) => change(i, { value: e.target.value })}
              />
              <Button type="button" variant="secondary" onClick={() => onChange(tiers.filter((_, j) => j !== i))}>
                {t('newService.removeTier', { n: i + 1 })}
              </Button>
            </Row>
          ))}
          <div>
            <Button type="button" variant="secondary" onClick={() => onChange([...tiers, { capacity: '', value: '' }])}>
              {t('newService.addTier')}
            </Button>
          </div>
        </FieldGroup>
      );
    }
    case 'images':
    case 'file': {
      const files = value as File[];
      return (
        <TextField
          {...common}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple={field.field_type === 'images'}
          hint={t('newService.picturesChosen', { count: files.length })}
          onChange={(e) => onChange(Array.from(e.target.files ?? []))}
        />
      );
    }
    default:
      return <TextField {...common} value={value as string} onChange={(e) => onChange(e.target.value)} />;
  }
}
