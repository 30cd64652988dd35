// The parts of a live service the service form set and the edit screen now edits too (price and discount, price
// tiers, languages, cancellation policy, category and city, meeting point and its place on the map, notes): typed as on the service form (euros
// as text, tiers as rows) and drawn with its own field components, sent in the API's units (cents), and the API's 422
// field map put back on these fields. The rules themselves are the form's, run by the API.
import { centsToFixed, formatGeoPoint, parseGeoPoint } from '@mp/shared/domain';
import type { DashboardServiceDetail, DashboardServiceUpdateBody } from '@mp/shared/contracts';
import type { FieldValue, FormValues, Tier } from '../../shared/service-form/form-values';

/** The service form's fields this screen draws, by the form's own names, in section order. */
export const OFFER_SECTIONS = [
  { id: 'price', fields: ['price_type', 'value', 'value_discount'] },
  { id: 'tiers', fields: ['extra_prices'] },
  { id: 'languages', fields: ['languages', 'selected_language'] },
  { id: 'policy', fields: ['free_cancellation', 'cancellation_policy', 'calendar_price'] },
  { id: 'place', fields: ['category', 'city'] },
  { id: 'meetingPoint', fields: ['meeting_point_en', 'meeting_point_pt', 'meeting_position'] },
  { id: 'notes', fields: ['notes'] },
] as const;

/** The screen's values for the service as stored. */
export function offerDefaults(s: DashboardServiceDetail): FormValues {
  return {
    price_type: s.priceType,
    value: centsToFixed(s.value_cents),
    value_discount: s.value_discount_cents > 0 ? centsToFixed(s.value_discount_cents) : '',
    extra_prices: s.extraPrices.map((t) => ({ capacity: String(t.maxCapacity), value: centsToFixed(t.value_cents) })),
    languages: [...s.languages],
    selected_language: s.annotations.selected_language ?? '',
    free_cancellation: s.annotations.free_cancellation,
    cancellation_policy: String(s.annotations.cancellation_policy),
    calendar_price: s.annotations.calendar_price,
    category: s.category,
    city: s.city ?? '',
    meeting_point_en: s.meeting_point?.en ?? '',
    meeting_point_pt: s.meeting_point?.pt ?? '',
    meeting_position: s.meeting_position ? formatGeoPoint(s.meeting_position) : '',
    notes: s.annotations.notes ?? '',
  };
}

const text = (v: FieldValue | undefined) => (typeof v === 'string' ? v.trim() : '');
/** Euros as the form takes them (`25`, `12,50`), in cents; null when not an amount. */
export function centsOf(raw: string): number | null {
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(raw.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0')) : null;
}
const wholeOf = (raw: string): number | null => (/^\d{1,7}$/.test(raw.trim()) ? Number(raw.trim()) : null);

/**
 * The update body of these fields, and the fields that are not even numbers or amounts (keyed by screen name,
 * message keys of this remote): those are refused here; every other rule is the API's.
 */
export function offerBody(values: FormValues): {
  body: DashboardServiceUpdateBody;
  errors: Record<string, 'money' | 'number' | 'tier' | 'position'>;
} {
  const errors: Record<string, 'money' | 'number' | 'tier' | 'position'> = {};
  const value = centsOf(text(values.value) || '0');
  if (value === null) errors.value = 'money';
  const discount = centsOf(text(values.value_discount) || '0');
  if (discount === null) errors.value_discount = 'money';
  const policy = wholeOf(text(values.cancellation_policy) || '0');
  if (policy === null) errors.cancellation_policy = 'number';
  const tiers = ((values.extra_prices ?? []) as Tier[]).filter((t) => t.capacity.trim() || t.value.trim());
  const extraPrices = tiers.map((t) => ({ maxCapacity: wholeOf(t.capacity), value_cents: centsOf(t.value) }));
  if (extraPrices.some((t) => t.maxCapacity === null || t.value_cents === null)) errors.extra_prices = 'tier';
  const meeting = { en: text(values.meeting_point_en), pt: text(values.meeting_point_pt) };
  const position = parseGeoPoint(text(values.meeting_position));
  if (position === null) errors.meeting_position = 'position';
  const notes = text(values.notes);
  const body: DashboardServiceUpdateBody = {
    priceType: values.price_type === 'per_group' ? 'per_group' : 'per_person',
    value_cents: value ?? 0,
    value_discount_cents: discount ?? 0,
    extraPrices: extraPrices.map((t) => ({ maxCapacity: t.maxCapacity ?? 0, value_cents: t.value_cents ?? 0 })),
    languages: (values.languages ?? []) as string[],
    annotations: {
      calendar_price: values.calendar_price === true,
      free_cancellation: values.free_cancellation === true,
      cancellation_policy: policy ?? 0,
      notes: notes === '' ? null : notes,
      selected_language: text(values.selected_language) || null,
    },
    ...(text(values.category) ? { category: text(values.category) } : {}),
    ...(text(values.city) ? { city: text(values.city) } : {}),
    meeting_point: meeting.en || meeting.pt ? meeting : null,
    meeting_position: position ?? null,
  };
  return { body, errors };
}

/** Which of these fields an API error names (its 422 keys are the update body's), or null for the other form. */
export function offerFieldOf(apiField: string): string | null {
  const [head, second] = apiField.split('.');
  switch (head) {
    case 'priceType':
      return 'price_type';
    case 'value_cents':
      return 'value';
    case 'value_discount_cents':
      return 'value_discount';
    case 'extraPrices':
      return 'extra_prices';
    case 'languages':
    case 'category':
    case 'city':
      return head;
    case 'annotations':
      return second ?? 'cancellation_policy';
    case 'meeting_point':
      return second === 'pt' ? 'meeting_point_pt' : 'meeting_point_en';
    case 'meeting_position':
      return head;
    default:
      return null;
  }
}
