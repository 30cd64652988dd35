// The service form's field rules applied to an edit of a published service: the same required fields, limits and
// options (read from the form of the service's kind, modules/forms), so a live service can never hold what the form
// would have refused. Errors are keyed by the edit body's own field names, with the form's messages (`forms.*`).
import type { DashboardServiceUpdateBody } from '@mp/shared/contracts';
import type { MessageRef } from '../../lib/errors';
import type { Conn } from '../../db/sql';
import {
  allowed,
  MAX_EUROS,
  NUMBER_LIMITS,
  TEXT_MAX,
  TEXTAREA_MAX,
  TIER_CAPACITY,
  type FieldDef,
} from '../forms/fields';
import { categoryBySlug, cityBySlug, fieldsOfForm, formByName } from '../forms/repository';

/** Body fields checked as one of the form's text fields (body name → form field name). */
const TEXTS = [
  'name_en',
  'name_pt',
  'short_description_en',
  'short_description_pt',
  'description_en',
  'description_pt',
] as const;
/** Body number fields and the form field whose bounds they take. */
const NUMBERS: [keyof DashboardServiceUpdateBody, string][] = [
  ['maxCapacity', 'max_capacity'],
  ['duration', 'duration'],
  ['age_start', 'age_start'],
  ['age_end', 'age_end'],
  ['child_age_end', 'child_age_end'],
];

export async function formRuleErrors(
  tx: Conn,
  kind: string,
  body: DashboardServiceUpdateBody,
): Promise<Record<string, MessageRef>> {
  const form = await formByName(tx, kind);
  const fields = new Map<string, FieldDef>(
    (form ? await fieldsOfForm(tx, form.id) : []).map((f) => [f.name, f] as const),
  );
  const required = (name: string) => fields.get(name)?.required ?? false;
  const errors: Record<string, MessageRef> = {};
  const money = (cents: number) => cents > MAX_EUROS * 100;
  const moneyError: MessageRef = { key: 'forms.money', params: { max: MAX_EUROS } };
  const numberError = ([min, max]: [number, number]): MessageRef => ({ key: 'forms.number', params: { min, max } });
  const outside = (n: number, [min, max]: [number, number]) => n < min || n > max;

  for (const name of TEXTS) {
    const v = body[name];
    if (v === undefined) continue;
    const max = fields.get(name)?.field_type === 'text' ? TEXT_MAX : TEXTAREA_MAX;
    if (v.trim() === '' && required(name)) errors[name] = { key: 'forms.required' };
    else if (v.trim().length > max) errors[name] = { key: 'forms.tooLong', params: { max } };
  }
  for (const [key, name] of NUMBERS) {
    const v = body[key];
    const limits = NUMBER_LIMITS[name];
    if (typeof v === 'number' && limits && outside(v, limits)) errors[key] = numberError(limits);
  }

  if (body.value_cents !== undefined) {
    if (body.value_cents === 0 && required('value')) errors.value_cents = { key: 'forms.required' };
    else if (money(body.value_cents)) errors.value_cents = moneyError;
  }
  if (body.value_discount_cents !== undefined && money(body.value_discount_cents))
    errors.value_discount_cents = moneyError;
  if (typeof body.child_value_cents === 'number' && money(body.child_value_cents))
    errors.child_value_cents = moneyError;
  body.extraPrices?.forEach((t, i) => {
    if (outside(t.maxCapacity, TIER_CAPACITY) || money(t.value_cents))
      errors[`extraPrices.${i}.maxCapacity`] = { key: 'forms.tierPairs' };
  });

  if (body.languages !== undefined) {
    const languages = fields.get('languages');
    if (body.languages.length === 0 && required('languages')) errors.languages = { key: 'forms.required' };
    else if (languages && body.languages.some((l) => !allowed(languages, l)))
      errors.languages = { key: 'forms.option' };
  }
  if (body.annotations) {
    const a = body.annotations;
    const limits = NUMBER_LIMITS.cancellation_policy!;
    if (outside(a.cancellation_policy, limits)) errors['annotations.cancellation_policy'] = numberError(limits);
    const main = fields.get('selected_language');
    if (a.selected_language && main && !allowed(main, a.selected_language))
      errors['annotations.selected_language'] = { key: 'forms.option' };
    if (a.notes && a.notes.trim().length > TEXTAREA_MAX)
      errors['annotations.notes'] = { key: 'forms.tooLong', params: { max: TEXTAREA_MAX } };
  }

  if (body.category !== undefined) {
    // A category of the service's own kind, one of those the form offers (a tour cannot become a spa treatment).
    const category = await categoryBySlug(tx, body.category);
    const field = fields.get('category');
    if (!category || category.kind !== kind || (field && !allowed(field, body.category)))
      errors.category = { key: 'forms.option' };
  }
  if (body.city !== undefined) {
    const city = await cityBySlug(tx, body.city);
    const field = fields.get('city');
    if (!city || (field && !allowed(field, body.city))) errors.city = { key: 'forms.option' };
  }
  if (body.meeting_point) {
    for (const lang of ['en', 'pt'] as const)
      if (body.meeting_point[lang].trim().length > TEXT_MAX)
        errors[`meeting_point.${lang}`] = { key: 'forms.tooLong', params: { max: TEXT_MAX } };
  }
  return errors;
}
