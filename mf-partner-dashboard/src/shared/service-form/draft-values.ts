// A saved draft as the service form's answers, so the form reopens with what the partner already gave: money as the
// form types it (euros), tiers as rows, and every field the server still counts as unanswered left empty (a new draft
// holds placeholders such as a price of 0 there), so the partner sees what is left to do.
import { centsToFixed } from '@mp/shared/domain';
import type { DashboardServiceDetail, FormField } from '@mp/shared/contracts';
import { emptyValue, type FieldValue, type FormValues } from './form-values';

const whole = (n: number | null) => (n === null ? '' : String(n));

export function draftValues(
  s: DashboardServiceDetail,
  fields: readonly Pick<FormField, 'name' | 'field_type'>[],
): FormValues {
  const known: FormValues = {
    category: s.category,
    city: s.city ?? '',
    name_en: s.name.en,
    name_pt: s.name.pt,
    short_description_en: s.short_description.en,
    short_description_pt: s.short_description.pt,
    description_en: s.description.en,
    description_pt: s.description.pt,
    price_type: s.priceType,
    value: s.value_cents > 0 ? centsToFixed(s.value_cents) : '',
    value_discount: s.value_discount_cents > 0 ? centsToFixed(s.value_discount_cents) : '',
    max_capacity: String(s.maxCapacity),
    daily_capacity: s.daily_capacity > 0 ? String(s.daily_capacity) : '',
    extra_prices: s.extraPrices.map((t) => ({ capacity: String(t.maxCapacity), value: centsToFixed(t.value_cents) })),
    duration: s.duration > 0 ? String(s.duration) : '',
    start_times: s.start_times.length > 0 ? [...s.start_times] : [''],
    languages: [...s.languages],
    age_start: String(s.age_start),
    age_end: String(s.age_end),
    child_value: s.child_value_cents === null ? '' : centsToFixed(s.child_value_cents),
    child_age_end: whole(s.child_age_end),
    children_alone: s.children_alone,
    calendar_price: s.annotations.calendar_price,
    free_cancellation: s.annotations.free_cancellation,
    cancellation_policy: String(s.annotations.cancellation_policy),
    selected_language: s.annotations.selected_language ?? '',
    notes: s.annotations.notes ?? '',
  };
  const missing = new Set(s.missing);
  return Object.fromEntries(
    fields.map((f): [string, FieldValue] => [
      f.name,
      missing.has(f.name) || known[f.name] === undefined ? emptyValue(f) : known[f.name]!,
    ]),
  );
}

/** The step a draft reopens at: the first holding a field still unanswered, else the last (to publish). */
export function resumeStep(
  steps: readonly { fields: readonly Pick<FormField, 'name'>[] }[],
  missing: readonly string[],
) {
  const at = steps.findIndex((s) => s.fields.some((f) => missing.includes(f.name)));
  return at >= 0 ? at : Math.max(0, steps.length - 1);
}
