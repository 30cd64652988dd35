// One weekday of a restaurant's opening hours: its periods (opens, closes) on the 5-minute grid, each removable, and a
// button to add one up to the day's limit. A day without a period is closed.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button, TextField } from '@mp/shared/ui';
import { RESTAURANT_RULE_LIMITS } from '@mp/shared/contracts';
import { dayField, periodField, type PeriodDraft } from './restaurant-rules-draft';

const Day = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  legend {
    font-weight: 600;
  }
`;
/*
 * Opens and closes side by side, level even when one shows an error; the remove button after them, at their foot, and
 * on a narrow phone on a line of its own.
 */
const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  > div {
    flex: 1 1 7.5rem;
    min-width: 0;
  }
  > button {
    align-self: end;
  }
`;
const DayError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

export function WeekdayPeriods(props: {
  weekday: number;
  name: string;
  periods: readonly PeriodDraft[];
  errors: Readonly<Record<string, string>>;
  onChange: (periods: PeriodDraft[]) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}): ReactNode {
  const { weekday, name, periods, errors, onChange, onAdd, onRemove } = props;
  const { t } = useTranslation('partnerDashboard');
  const dayError = errors[dayField(weekday)];
  const errorId = `restaurant-day-${weekday}-error`;
  const set = (index: number, end: keyof PeriodDraft, value: string) =>
    onChange(periods.map((p, i) => (i === index ? { ...p, [end]: value } : p)));
  return (
    <Day aria-describedby={dayError ? errorId : undefined}>
      <legend>{name}</legend>
      {periods.length === 0 && <p>{t('restaurantRules.closed')}</p>}
      {periods.map((p, index) => (
        <Period key={index} role="group" aria-label={t('restaurantRules.period', { day: name, number: index + 1 })}>
          <TextField
            id={`restaurant-${periodField(weekday, index, 'opens')}`}
            type="time"
            step={300}
            label={t('restaurantRules.opens')}
            value={p.opens}
            error={errors[periodField(weekday, index, 'opens')]}
            onChange={(e) => set(index, 'opens', e.target.value)}
          />
          <TextField
            id={`restaurant-${periodField(weekday, index, 'closes')}`}
            type="time"
            step={300}
            label={t('restaurantRules.closes')}
            value={p.closes}
            error={errors[periodField(weekday, index, 'closes')]}
            onChange={(e) => set(index, 'closes', e.target.value)}
          />
          <Button
            type="button"
            variant="secondary"
            aria-label={t('restaurantRules.removePeriod', { day: name, number: index + 1 })}
            onClick={() => onRemove(index)}
          >
            {t('restaurantRules.remove')}
          </Button>
        </Period>
      ))}
      {dayError && <DayError id={errorId}>{dayError}</DayError>}
      {periods.length < RESTAURANT_RULE_LIMITS.periodsPerDay && (
        <div>
          <Button
            type="button"
            variant="secondary"
            id={`restaurant-add-${weekday}`}
            aria-label={t('restaurantRules.addPeriodTo', { day: name })}
            onClick={onAdd}
          >
            {t('restaurantRules.addPeriod')}
          </Button>
        </div>
      )}
    </Day>
  );
}
