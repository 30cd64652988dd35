// Reading one posted step of a service form: each field of the step, by its type, from the multipart
// body (`name` or `name[]` for lists, pictures as `pictures[]`, booleans as 1/0), checked and turned into what it
// changes on the draft service. Errors are keyed by the field's own name (a tier's by `extra_prices.N`, a
// picture's by `pictures.N`), so the screen shows each on its field (spec §5).
import type { MessageRef } from '../../lib/errors';
import { checkImage, type ImageType } from '../../lib/images';
import { isIsoDate } from '../../lib/lisbon-time';

export interface FieldDef {
  name: string;
  field_type: string;
  required: boolean;
  options: { value: string }[] | null;
}

export interface PictureUpload {
  type: ImageType;
  data: Buffer;
}

/** What one step changes on the draft: service columns, annotation keys, tiers, pictures, and the places by slug. */
export interface ServicePatch {
  columns: Record<string, string | number | boolean | string[] | null>;
  annotations: Record<string, string | number | boolean | null>;
  tiers?: { maxCapacity: number; value_cents: number }[];
  pictures?: PictureUpload[];
  category?: string;
  city?: string;
}

export const MAX_PICTURES = 10;
export const MAX_TIMES = 12;
export const MAX_EUROS = 100_000;
export const TEXT_MAX = 200;
export const TEXTAREA_MAX = 5000;
/** The group sizes a price tier may be for. */
export const TIER_CAPACITY: [number, number] = [2, 1000];
/**
 * Whole-number bounds of the number fields (minimum, maximum); others take 0 to 100,000. Exported with the limits
 * above so the dashboard's edit of a live service checks every field exactly as this form does.
 */
export const NUMBER_LIMITS: Record<string, [number, number]> = {
  max_capacity: [1, 1000],
  daily_capacity: [1, 10_000],
  duration: [1, 10_080],
  age_start: [0, 120],
  age_end: [0, 120],
  child_age_end: [0, 120],
  cancellation_policy: [0, 720],
};
/** The column a plain field writes (fields not listed here and not annotations are handled by type). */
const COLUMNS: Record<string, string> = {
  name_en: 'name_en',
  name_pt: 'name_pt',
  short_description_en: 'short_description_en',
  short_description_pt: 'short_description_pt',
  description_en: 'description_en',
  description_pt: 'description_pt',
  price_type: 'price_type',
  value: 'value_cents',
  value_discount: 'value_discount_cents',
  max_capacity: 'max_capacity',
  daily_capacity: 'daily_capacity',
  duration: 'duration_minutes',
  age_start: 'age_start',
  age_end: 'age_end',
  child_value: 'child_value_cents',
  child_age_end: 'child_age_end',
  children_alone: 'children_alone',
  languages: 'languages',
  start_times: 'start_times',
};
/** Fields whose empty answer means "none" (docs/adr/023: no child price, no child band), not 0. */
const NULLABLE = new Set(['child_value', 'child_age_end']);
const ANNOTATIONS = new Set([
  'calendar_price',
  'free_cancellation',
  'cancellation_policy',
  'notes',
  'selected_language',
]);

type Body = Record<string, unknown>;

/** `name` and `name[]` together, as a flat list (the multipart plugin gives one value or an array). */
export function listOf(body: Body, name: string): unknown[] {
  return [body[name], body[`${name}[]`]].flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
}

const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const isFile = (v: unknown): v is { data: Buffer | Uint8Array } => typeof v === 'object' && v !== null && 'data' in v;

function eurosToCents(raw: string): number | null {
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return cents <= MAX_EUROS * 100 ? cents : null;
}

function wholeNumber(raw: string, [min, max]: [number, number]): number | null {
  if (!/^\d{1,7}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

/** Whether `v` is one of the field's options (a field without options takes any value). */
export const allowed = (f: FieldDef, v: string) => !f.options || f.options.some((o) => o.value === v);

/** Reads the step's fields from the body: the patch, and the field errors (empty when all is well). */
export function readStep(fields: FieldDef[], body: Body): { patch: ServicePatch; errors: Record<string, MessageRef> } {
  const patch: ServicePatch = { columns: {}, annotations: {} };
  const errors: Record<string, MessageRef> = {};
  const set = (name: string, value: string | number | string[] | boolean | null) => {
    if (ANNOTATIONS.has(name)) patch.annotations[name] = value as string | number | boolean | null;
    else if (name === 'category') patch.category = value as string;
    else if (name === 'city') patch.city = value as string;
    else if (COLUMNS[name]) patch.columns[COLUMNS[name]] = value as string | number | boolean | string[] | null;
  };

  for (const f of fields) {
    const required = () => (errors[f.name] = { key: 'forms.required' });
    switch (f.field_type) {
      case 'text':
      case 'textarea': {
        const v = textOf(body[f.name]);
        const max = f.field_type === 'text' ? TEXT_MAX : TEXTAREA_MAX;
        if (!v && f.required) required();
        else if (v.length > max) errors[f.name] = { key: 'forms.tooLong', params: { max } };
        else set(f.name, v === '' && ANNOTATIONS.has(f.name) ? null : v);
        break;
      }
      case 'number': {
        const v = textOf(body[f.name]);
        const limits = NUMBER_LIMITS[f.name] ?? [0, 100_000];
        if (!v) {
          if (f.required) required();
          else if (NULLABLE.has(f.name)) set(f.name, null);
          break;
        }
        const n = wholeNumber(v, limits);
        if (n === null) errors[f.name] = { key: 'forms.number', params: { min: limits[0], max: limits[1] } };
        else set(f.name, n);
        break;
      }
      case 'money': {
        const v = textOf(body[f.name]);
        if (!v) {
          if (f.required) required();
          else set(f.name, NULLABLE.has(f.name) ? null : 0);
          break;
        }
        const cents = eurosToCents(v);
        if (cents === null) errors[f.name] = { key: 'forms.money', params: { max: MAX_EUROS } };
        else set(f.name, cents);
        break;
      }
      case 'select': {
        const v = textOf(body[f.name]);
        if (!v) {
          if (f.required) required();
          else if (ANNOTATIONS.has(f.name)) set(f.name, null);
        } else if (!allowed(f, v)) errors[f.name] = { key: 'forms.option' };
        else set(f.name, v);
        break;
      }
      case 'multiselect': {
        const values = [...new Set(listOf(body, f.name).map(textOf).filter(Boolean))];
        if (values.length === 0 && f.required) required();
        else if (values.some((v) => !allowed(f, v))) errors[f.name] = { key: 'forms.option' };
        else set(f.name, values);
        break;
      }
      case 'checkbox': {
        const v = body[f.name];
        set(f.name, v === true || v === 1 || v === '1' || v === 'true' || v === 'on');
        break;
      }
      case 'time': {
        const values = [...new Set(listOf(body, f.name).map(textOf).filter(Boolean))].sort();
        if (values.length === 0 && f.required) required();
        else if (values.some((v) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(v))) errors[f.name] = { key: 'forms.time' };
        else if (values.length > MAX_TIMES) errors[f.name] = { key: 'forms.tooManyTimes', params: { max: MAX_TIMES } };
        else set(f.name, values);
        break;
      }
      case 'price_tiers': {
        const sizes = listOf(body, `${f.name}_capacity`).map(textOf);
        const prices = listOf(body, `${f.name}_value`).map(textOf);
        if (sizes.length !== prices.length) {
          errors[f.name] = { key: 'forms.tierPairs' };
          break;
        }
        const tiers: { maxCapacity: number; value_cents: number }[] = [];
        sizes.forEach((size, i) => {
          const capacity = wholeNumber(size, TIER_CAPACITY);
          const cents = eurosToCents(prices[i] ?? '');
          if (capacity === null || cents === null) errors[`${f.name}.${i}`] = { key: 'forms.tierPairs' };
          else tiers.push({ maxCapacity: capacity, value_cents: cents });
        });
        if (new Set(tiers.map((t) => t.maxCapacity)).size !== tiers.length)
          errors[f.name] = { key: 'forms.tierDuplicate' };
        if (tiers.length === 0 && f.required) required();
        patch.tiers = tiers;
        break;
      }
      case 'images':
      case 'file': {
        const files = listOf(body, f.name).filter(isFile);
        if (files.length === 0) {
          // A step posted again without new pictures keeps the ones the draft has (the submit checks there are some).
          break;
        }
        if (files.length > MAX_PICTURES) {
          errors[f.name] = { key: 'forms.tooManyPictures', params: { max: MAX_PICTURES } };
          break;
        }
        const pictures: PictureUpload[] = [];
        files.forEach((file, i) => {
          const image = checkImage(file.data);
          if (image.problem) errors[`${f.name}.${i}`] = image.problem;
          else pictures.push({ type: image.type, data: image.data });
        });
        patch.pictures = pictures;
        break;
      }
      case 'date': {
        // A plain ISO calendar date, kept as text the way a text field is (no Service field uses one yet).
        const v = textOf(body[f.name]);
        if (!v && f.required) required();
        else if (v && !isIsoDate(v)) errors[f.name] = { key: 'forms.date' };
        else set(f.name, v === '' && ANNOTATIONS.has(f.name) ? null : v);
        break;
      }
      default:
        break;
    }
  }
  return { patch, errors };
}

/** The draft as the submit check sees it. */
export interface DraftState {
  city_id: number | null;
  name_en: string;
  name_pt: string;
  short_description_en: string;
  short_description_pt: string;
  description_en: string;
  description_pt: string;
  value_cents: number;
  daily_capacity: number;
  duration_minutes: number;
  languages: string[];
  start_times: string[];
  pictures: number;
}

/**
 * Whether a required field has an answer on the draft. A draft starts with values that read as "not answered"
 * (no city, empty texts, price 0, no places per day, duration 0, no languages, times or pictures); fields with a
 * valid default (price type, group size, ages, check boxes) always count as answered.
 */
export function answered(name: string, d: DraftState): boolean {
  switch (name) {
    case 'city':
      return d.city_id !== null;
    case 'name_en':
    case 'name_pt':
    case 'short_description_en':
    case 'short_description_pt':
    case 'description_en':
    case 'description_pt':
      return d[name].trim() !== '';
    case 'value':
      return d.value_cents > 0;
    case 'daily_capacity':
      return d.daily_capacity > 0;
    case 'duration':
      return d.duration_minutes > 0;
    case 'languages':
      return d.languages.length > 0;
    case 'start_times':
      return d.start_times.length > 0;
    case 'pictures':
      return d.pictures > 0;
    default:
      return true;
  }
}
