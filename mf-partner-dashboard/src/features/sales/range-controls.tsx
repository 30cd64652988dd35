// The sales screen's range (from, to) and grouping, kept in the URL (`?from=&to=&group=`) so a view can be shared.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SetURLSearchParams } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { lisbonToday } from '@mp/shared/domain';
import { SelectField, TextField } from '@mp/shared/ui';
import type { SalesRange } from './api/keys';

const GROUPS: readonly SalesRange['group'][] = ['day', 'week', 'month'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The range the URL asks for; the last 30 days by day when it asks for none. */
export function rangeOf(params: URLSearchParams, today = lisbonToday()): SalesRange {
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : today;
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : addDays(to, -29);
  const group = GROUPS.find((g) => g === params.get('group')) ?? 'day';
  return { from, to, group };
}

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(4)};
  > * {
    min-width: 11rem;
  }
`;

export interface RangeControlsProps {
  range: SalesRange;
  setParams: SetURLSearchParams;
  /** The server's 422 field messages (from, to, group). */
  errors: Record<string, string[]>;
}

export function RangeControls({ range, setParams, errors }: RangeControlsProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const set = (key: keyof SalesRange, value: string) => {
    if (!value) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(key, value);
      return next;
    });
  };
  return (
    <Row aria-label={t('sales.range')} onSubmit={(e) => e.preventDefault()}>
      <TextField
        label={t('sales.from')}
        type="date"
        value={range.from}
        max={range.to}
        onChange={(e) => set('from', e.target.value)}
        error={errors.from?.[0]}
      />
      <TextField
        label={t('sales.to')}
        type="date"
        value={range.to}
        min={range.from}
        onChange={(e) => set('to', e.target.value)}
        error={errors.to?.[0]}
      />
      <SelectField
        label={t('sales.groupBy')}
        value={range.group}
        options={GROUPS.map((g) => ({ value: g, label: t(`sales.groupOption.${g}`) }))}
        onChange={(e) => set('group', e.target.value)}
        error={errors.group?.[0]}
      />
    </Row>
  );
}
