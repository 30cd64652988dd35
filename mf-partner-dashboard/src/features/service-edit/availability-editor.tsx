import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { ApiError } from '@mp/shared/api';
import { Button, Checkbox, TextAreaField, TextField } from '@mp/shared/ui';
import type { AvailabilityRules } from '@mp/shared/contracts';
import { useSaveAvailability } from './api/availability';
import { draftOf, rulesOf, type AvailabilityDraft } from './availability-draft';

const Week = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Day = styled.div`
  display: grid;
  grid-template-columns: 10rem 1fr;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

/** Weekly opening times, daily capacity, blocked dates and cut-off of one service. */
export function AvailabilityEditor({ serviceId, rules }: { serviceId: number; rules: AvailabilityRules }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useSaveAvailability(serviceId);
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const weekdays = t('availability.weekdays', { returnObjects: true }) as unknown as string[];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const read = rulesOf(draft);
    if ('errors' in read) {
      setErrors(Object.fromEntries(Object.entries(read.errors).map(([k, key]) => [k, t(key)])));
      return;
    }
    setErrors({});
    save.mutate(read.rules, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setStatus(t('availability.saved'));
      },
      onError: (e) => {
        if (e instanceof ApiError && Object.keys(e.errors).length) {
          setErrors(
            Object.fromEntries(
              Object.entries(e.errors).map(([k, m]) => [
                k.replace(/^blocked_dates\.\d+$/, 'blocked_dates'),
                m[0] ?? '',
              ]),
            ),
          );
        }
        setStatus(t('availability.failed'));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="availability-title">
      <h2 id="availability-title">{t('availability.title')}</h2>
      <Week>
        <legend>{t('availability.week')}</legend>
        {weekdays.map((label, weekday) => (
          <Day key={label}>
            <Checkbox
              label={label}
              checked={draft.days[weekday]?.open ?? false}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  days: draft.days.map((d, i) => (i === weekday ? { ...d, open: e.target.checked } : d)),
                })
              }
            />
            <TextField
              label={t('availability.times', { day: label })}
              hint={t('availability.timesHint')}
              disabled={!draft.days[weekday]?.open}
              value={draft.days[weekday]?.times ?? ''}
              error={errors[`day.${weekday}`] ?? (weekday === 0 ? errors.weekly : undefined)}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  days: draft.days.map((d, i) => (i === weekday ? { ...d, times: e.target.value } : d)),
                })
              }
            />
          </Day>
        ))}
      </Week>
      <TextField
        label={t('availability.capacity')}
        inputMode="numeric"
        value={draft.daily_capacity}
        error={errors.daily_capacity}
        onChange={(e) => setDraft({ ...draft, daily_capacity: e.target.value })}
      />
      <TextField
        label={t('availability.cutoff')}
        hint={t('availability.cutoffHint')}
        inputMode="numeric"
        value={draft.cutoff_hours}
        error={errors.cutoff_hours}
        onChange={(e) => setDraft({ ...draft, cutoff_hours: e.target.value })}
      />
      <TextAreaField
        label={t('availability.blocked')}
        hint={t('availability.blockedHint')}
        rows={3}
        value={draft.blocked_dates}
        error={errors.blocked_dates}
        onChange={(e) => setDraft({ ...draft, blocked_dates: e.target.value })}
      />
      <Button type="submit" busy={save.isPending}>
        {t('availability.save')}
      </Button>
      <p role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
