// The child band on the edit screen (docs/adr/023): what the form shows for the stored band, the update body it
// sends (both fields empty: no band, sent as nulls), and the shared price and age rule run before sending, so the
// screen refuses what the API would, with the same words, on the same fields.
import {
  centsToFixed,
  eurosToCents,
  renameServiceRuleErrors,
  serviceRuleErrors,
  type ServiceRuleMessage,
} from '@mp/shared/domain';
import type {
  DashboardServiceDetail,
  DashboardServiceEditForm,
  DashboardServiceUpdateBody,
} from '@mp/shared/contracts';

/** The form's band fields for the service as stored. */
export function bandDefaults(
  s: Pick<DashboardServiceDetail, 'child_value_cents' | 'child_age_end' | 'children_alone'>,
): Pick<DashboardServiceEditForm, 'child_value' | 'child_age_end' | 'children_alone'> {
  return {
    child_value: s.child_value_cents === null ? '' : centsToFixed(s.child_value_cents),
    ...(s.child_age_end === null ? {} : { child_age_end: s.child_age_end }),
    children_alone: s.children_alone,
  };
}

const bandOf = (v: DashboardServiceEditForm) => ({
  child_value_cents:
    v.child_value === undefined || v.child_value.trim() === '' ? null : eurosToCents(v.child_value.trim()),
  child_age_end: v.child_age_end ?? null,
});

/** The update body of the form's (schema-checked) values. */
export function updateBody(values: DashboardServiceEditForm): DashboardServiceUpdateBody {
  const { child_value: _typed, child_age_end: _age, children_alone, ...details } = values;
  return { ...details, ...bandOf(values), children_alone: children_alone ?? false };
}

/** The fields of this form the rule can name, in screen order (the first is focused). */
export const RULE_FIELDS = ['age_end', 'child_value', 'child_age_end'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/**
 * The shared rule over the service as this form would leave it: prices, price type and tiers as stored (this form
 * does not change them, nor does it send tiers, so tiers are not checked, as on the API).
 */
export function editRuleErrors(
  service: DashboardServiceDetail,
  values: DashboardServiceEditForm,
): Partial<Record<RuleField, ServiceRuleMessage>> {
  const errors = serviceRuleErrors({
    value_cents: service.value_cents,
    value_discount_cents: service.value_discount_cents,
    price_type: service.priceType,
    max_capacity: values.maxCapacity ?? service.maxCapacity,
    age_start: values.age_start ?? service.age_start,
    age_end: values.age_end ?? service.age_end,
    ...bandOf(values),
    tiers: [],
  });
  return renameServiceRuleErrors(errors, {
    age_end: 'age_end',
    child_value: 'child_value',
    child_age_end: 'child_age_end',
  }) as Partial<Record<RuleField, ServiceRuleMessage>>;
}

/** The API's 422 field map under this form's names (the API names the child price in cents). */
export function formFieldErrors(
  errors: Readonly<Record<string, readonly string[]>>,
): Record<string, readonly string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field === 'child_value_cents' ? 'child_value' : field,
      messages,
    ]),
  );
}
