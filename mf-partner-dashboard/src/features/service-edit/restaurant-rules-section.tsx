// "Tables and opening hours" of a restaurant service (docs/adr/044): the weekly opening periods, the slot length, the
// covers a slot seats and who confirms a table request. Saved together; the storefront's tables follow at once.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { ApiError } from '@mp/shared/api';
import { toastStore } from '@mp/shared/stores';
import { Button, ErrorState, Spinner, TextField } from '@mp/shared/ui';
import { RESTAURANT_RULE_LIMITS, type RestaurantBookingRules } from '@mp/shared/contracts';
import { useRestaurantRules } from './api/get-restaurant-rules';
import { useSaveRestaurantRules } from './api/save-restaurant-rules';
import {
  bodyOf,
  dayField,
  draftOf,
  newPeriod,
  periodField,
  serverErrorsOf,
  WEEK_ORDER,
  type RestaurantRulesDraft,
} from './restaurant-rules-draft';
import { WeekdayPeriods } from './weekday-periods';
import { Choice, FieldError, SectionForm } from './section-form';

const { slotMinutes, coversPerSlot } = RESTAURANT_RULE_LIMITS;

/** The control to focus for an error: a field's input, or for a whole day its add button. */
const focusIdOf = (field: string) => {
  const day = /^hours\.(\d)$/.exec(field);
  return day ? `restaurant-add-${day[1]}` : `restaurant-${field}`;
};

export function RestaurantRulesSection({ serviceId }: { serviceId: number }): ReactNode {
  const rules = useRestaurantRules(serviceId);
  if (rules.isPending) return <Spinner />;
  if (rules.error) return <ErrorState onRetry={() => void rules.refetch()} />;
  return <RestaurantRulesForm serviceId={serviceId} rules={rules.data} />;
}

function RestaurantRulesForm({ serviceId, rules }: { serviceId: number; rules: RestaurantBookingRules }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useSaveRestaurantRules(serviceId);
  const [draft, setDraft] = useState<RestaurantRulesDraft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const weekdays = t('availability.weekdays', { returnObjects: true }) as unknown as string[];
  // The list is Monday first; the API counts from Sunday.
  const nameOf = (weekday: number) => weekdays[(weekday + 6) % 7] ?? String(weekday);
  const setDay = (weekday: number, periods: RestaurantRulesDraft['days'][number]) =>
    setDraft((d) => ({ ...d, days: d.days.map((p, i) => (i === weekday ? periods : p)) }));
  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = bodyOf(draft);
    if ('errors' in read) {
      setErrors(Object.fromEntries(Object.entries(read.errors).map(([k, key]) => [k, t(`restaurantRules.${key}`)])));
      focus(`restaurant-${Object.keys(read.errors)[0]}`);
      return;
    }
    setErrors({});
    save.mutate(read.body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toastStore.getState().show({ message: t('restaurantRules.saved'), kind: 'success' });
      },
      onError: (e) => {
        if (!(e instanceof ApiError && e.status === 422)) {
          toastStore.getState().show({ message: t('restaurantRules.failed'), kind: 'error' });
          return;
        }
        const { fields, rest } = serverErrorsOf(e.errors, read.positions);
        setErrors(fields);
        const first = Object.keys(fields)[0];
        if (first) focus(focusIdOf(first));
        toastStore.getState().show({ message: [t('restaurantRules.failed'), ...rest].join(' '), kind: 'error' });
      },
    });
  };

  return (
    <SectionForm noValidate onSubmit={submit} aria-labelledby="restaurant-rules-title">
      <h2 id="restaurant-rules-title">{t('restaurantRules.title')}</h2>
      <p>{t('restaurantRules.intro')}</p>
      {WEEK_ORDER.map((weekday) => (
        <WeekdayPeriods
          key={weekday}
          weekday={weekday}
          name={nameOf(weekday)}
          periods={draft.days[weekday] ?? []}
          errors={errors}
          onChange={(periods) => setDay(weekday, periods)}
          onAdd={() => {
            const periods = draft.days[weekday] ?? [];
            setDay(weekday, [...periods, newPeriod(periods)]);
            focus(`restaurant-${periodField(weekday, periods.length, 'opens')}`);
          }}
          onRemove={(index) => {
            setDay(
              weekday,
              (draft.days[weekday] ?? []).filter((_, i) => i !== index),
            );
            setErrors(({ [dayField(weekday)]: _gone, ...others }) => others);
            focus(`restaurant-add-${weekday}`);
          }}
        />
      ))}
      <TextField
        id="restaurant-slot_minutes"
        type="number"
        inputMode="numeric"
        min={slotMinutes.min}
        max={slotMinutes.max}
        step={slotMinutes.step}
        label={t('restaurantRules.slotMinutes')}
        hint={t('restaurantRules.slotMinutesHint', { min: slotMinutes.min, max: slotMinutes.max })}
        value={draft.slot_minutes}
        error={errors.slot_minutes}
        onChange={(e) => setDraft((d) => ({ ...d, slot_minutes: e.target.value }))}
      />
      <TextField
        id="restaurant-covers_per_slot"
        type="number"
        inputMode="numeric"
        min={coversPerSlot.min}
        max={coversPerSlot.max}
        label={t('restaurantRules.coversPerSlot')}
        hint={t('restaurantRules.coversPerSlotHint')}
        value={draft.covers_per_slot}
        error={errors.covers_per_slot}
        onChange={(e) => setDraft((d) => ({ ...d, covers_per_slot: e.target.value }))}
      />
      <fieldset aria-describedby={errors.confirmation ? 'restaurant-confirmation-error' : undefined}>
        <legend>{t('restaurantRules.confirmation')}</legend>
        {(['partner', 'instant'] as const).map((value) => (
          <Choice key={value}>
            <input
              type="radio"
              name="confirmation"
              id={value === 'partner' ? 'restaurant-confirmation' : undefined}
              value={value}
              checked={draft.confirmation === value}
              onChange={() => setDraft((d) => ({ ...d, confirmation: value }))}
            />
            {t(`restaurantRules.confirm.${value}`)}
          </Choice>
        ))}
        {errors.confirmation && <FieldError id="restaurant-confirmation-error">{errors.confirmation}</FieldError>}
      </fieldset>
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('restaurantRules.save')}
        </Button>
      </div>
    </SectionForm>
  );
}
