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
  grid-template-columns: minmax(0, 10rem) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
`;

/**
 * Weekly opening times, daily capacity, blocked dates and cut-off of one service. A restaurant's times and covers come
 * from its tables and opening hours, an event's from its sessions: for them only the closed dates are edited here (the
 * API keeps only those).
 */
export function AvailabilityEditor({
  serviceId,
  rules,
  closedDatesOnly = false,
}: {
  serviceId: number;
  rules: AvailabilityRules;
  closedDatesOnly?: boolean;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useSaveAvailability(serviceId);
  const [draft, setDraft] = useState<AvailabilityDraft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');

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
      <h2 id="availability-title">{t(closedDatesOnly ? 'availability.closedTitle' : 'availability.title')}</h2>
      {closedDatesOnly ? (
        <p>{t('availability.closedIntro')}</p>
      ) : (
        <WeeklyFields draft={draft} errors={errors} onChange={setDraft} />
      )}
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

/** The weekly start times, the places per day and the booking cut-off of a service sold by the day. */
function WeeklyFields({
  draft,
  errors,
  onChange,
}: {
  draft: AvailabilityDraft;
  errors: Readonly<Record<string, string>>;
  onChange: (draft: AvailabilityDraft) => void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const weekdays = t('availability.weekdays', { returnObjects: true }) as unknown as string[];
  const setDay = (weekday: number, change: Partial<AvailabilityDraft['days'][number]>) =>
    onChange({ ...draft, days: draft.days.map((d, i) => (i === weekday ? { ...d, ...change } : d)) });
  return (
    <>
      <Week>
        <legend>{t('availability.week')}</legend>
        {weekdays.map((label, weekday) => (
          <Day key={label}>
            <Checkbox
              label={label}
              checked={draft.days[weekday]?.open ?? false}
              onChange={(e) => setDay(weekday, { open: e.target.checked })}
            />
            <TextField
              label={t('availability.times', { day: label })}
              hint={t('availability.timesHint')}
              disabled={!draft.days[weekday]?.open}
              value={draft.days[weekday]?.times ?? ''}
              error={errors[`day.${weekday}`] ?? (weekday === 0 ? errors.weekly : undefined)}
              onChange={(e) => setDay(weekday, { times: e.target.value })}
            />
          </Day>
        ))}
      </Week>
      <TextField
        label={t('availability.capacity')}
        inputMode="numeric"
        value={draft.daily_capacity}
        error={errors.daily_capacity}
        onChange={(e) => onChange({ ...draft, daily_capacity: e.target.value })}
      />
      <TextField
        label={t('availability.cutoff')}
        hint={t('availability.cutoffHint')}
        inputMode="numeric"
        value={draft.cutoff_hours}
        error={errors.cutoff_hours}
        onChange={(e) => onChange({ ...draft, cutoff_hours: e.target.value })}
      />
    </>
  );
}
