// The answers of the service form on the screen, and how one step is posted (spec §7 multipart: list fields as
// `name[]`, booleans as 1/0, pictures as `pictures[]`, a price tier as `extra_prices_capacity[]` + `extra_prices_value[]`).
import type { FormField } from '@mp/shared/contracts';

export interface Tier {
  capacity: string;
  value: string;
}
export type FieldValue = string | string[] | boolean | File[] | Tier[];
export type FormValues = Record<string, FieldValue>;

/** What a field shows before the partner answers it. */
export function emptyValue(field: Pick<FormField, 'field_type'>): FieldValue {
  switch (field.field_type) {
    case 'checkbox':
      return false;
    case 'multiselect':
      return [];
    case 'time':
      return [''];
    case 'price_tiers':
    case 'images':
    case 'file':
      return [];
    default:
      return '';
  }
}

/** The multipart body of one step: its fields only, plus the step id, the draft id and, last, `submit=1`. */
export function stepFormData(
  fields: readonly Pick<FormField, 'name' | 'field_type'>[],
  values: FormValues,
  meta: { step: number; serviceId?: number; submit?: boolean },
): FormData {
  const body = new FormData();
  body.append('step', String(meta.step));
  if (meta.serviceId !== undefined) body.append('service_id', String(meta.serviceId));
  if (meta.submit) body.append('submit', '1');
  for (const f of fields) {
    const value = values[f.name] ?? emptyValue(f);
    switch (f.field_type) {
      case 'checkbox':
        body.append(f.name, value === true ? '1' : '0');
        break;
      case 'multiselect':
      case 'time':
        for (const v of value as string[]) if (v.trim() !== '') body.append(`${f.name}[]`, v.trim());
        break;
      case 'price_tiers':
        for (const tier of value as Tier[]) {
          if (tier.capacity.trim() === '' && tier.value.trim() === '') continue;
          body.append(`${f.name}_capacity[]`, tier.capacity.trim());
          body.append(`${f.name}_value[]`, tier.value.trim().replace(',', '.'));
        }
        break;
      case 'images':
      case 'file':
        for (const file of value as File[]) body.append(`${f.name}[]`, file);
        break;
      case 'money':
        body.append(f.name, String(value).trim().replace(',', '.'));
        break;
      default:
        body.append(f.name, String(value));
    }
  }
  return body;
}

/** A 422's field map with item errors (`pictures.1`, `extra_prices.0`) shown on their field. */
export function errorsByField(errors: Record<string, readonly string[]>): Record<string, string> {
  const out: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.split('.')[0] ?? key;
    out[field] = [...(out[field] ?? []), ...messages.filter((m) => !(out[field] ?? []).includes(m))];
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.join(' ')]));
}
