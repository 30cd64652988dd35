// The restaurant rules form's draft (docs/adr/044): numbers as typed, and each weekday's opening periods in the order
// the partner sees them. The body lists the periods weekday by weekday, so the API's `opening_hours.{n}` errors map back
// to the period they are about.
import { ownMessage } from './own-message';
import type { RestaurantBookingRules } from '@mp/shared/contracts';

export interface PeriodDraft {
  opens: string;
  closes: string;
}

export interface RestaurantRulesDraft {
  slot_minutes: string;
  covers_per_slot: string;
  confirmation: RestaurantBookingRules['confirmation'];
  /** Indexed by weekday, 0 Sunday … 6 Saturday, as the API numbers them. */
  days: PeriodDraft[][];
}

/** The weekdays in the order a week is read here: Monday first. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** A new period: lunch first, then dinner, then one for the partner to fill. */
export function newPeriod(existing: readonly PeriodDraft[]): PeriodDraft {
  if (existing.length === 0) return { opens: '12:00', closes: '15:00' };
  if (existing.length === 1 && existing[0]!.closes <= '19:00') return { opens: '19:00', closes: '22:00' };
  return { opens: '', closes: '' };
}

export function draftOf(rules: RestaurantBookingRules): RestaurantRulesDraft {
  const days: PeriodDraft[][] = [[], [], [], [], [], [], []];
  for (const h of [...rules.opening_hours].sort((a, b) => (a.opens < b.opens ? -1 : 1)))
    days[h.weekday]?.push({ opens: h.opens, closes: h.closes });
  return {
    slot_minutes: String(rules.slot_minutes),
    covers_per_slot: String(rules.covers_per_slot),
    confirmation: rules.confirmation,
    days,
  };
}

/** The field id of a period's time, of a weekday, or of a rule: where an error is shown. */
export const periodField = (weekday: number, index: number, end: 'opens' | 'closes') =>
  `hours.${weekday}.${index}.${end}`;
export const dayField = (weekday: number) => `hours.${weekday}`;

export interface RulesBody {
  body: RestaurantBookingRules;
  /** `opening_hours.{n}` of the body is the period `index` of `weekday`. */
  positions: { weekday: number; index: number }[];
}

const WHOLE = /^\d{1,4}$/;

/** The body to send, or the fields that are not whole numbers (message keys under `restaurantRules.`). */
export function bodyOf(draft: RestaurantRulesDraft): RulesBody | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!WHOLE.test(draft.slot_minutes.trim())) errors.slot_minutes = 'wholeNumber';
  if (!WHOLE.test(draft.covers_per_slot.trim())) errors.covers_per_slot = 'wholeNumber';
  if (Object.keys(errors).length) return { errors };
  const positions: RulesBody['positions'] = [];
  const opening_hours: RestaurantBookingRules['opening_hours'] = [];
  draft.days.forEach((periods, weekday) =>
    periods.forEach((p, index) => {
      positions.push({ weekday, index });
      opening_hours.push({ weekday, opens: p.opens, closes: p.closes });
    }),
  );
  return {
    body: {
      slot_minutes: Number(draft.slot_minutes.trim()),
      covers_per_slot: Number(draft.covers_per_slot.trim()),
      confirmation: draft.confirmation,
      opening_hours,
    },
    positions,
  };
}

/**
 * The API's 422 field map on the form's fields: a period's time on its input, a day's error (too many periods) on its
 * weekday; what names no field of the form comes back in `rest`.
 */
export function serverErrorsOf(
  errors: Readonly<Record<string, readonly string[]>>,
  positions: RulesBody['positions'],
): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const key of Object.keys(errors)) {
    const message = ownMessage(errors, key);
    if (!message) continue;
    if (key === 'slot_minutes' || key === 'covers_per_slot' || key === 'confirmation') {
      fields[key] = message;
      continue;
    }
    const period = /^opening_hours\.(\d+)(?:\.(opens|closes|weekday))?$/.exec(key);
    const at = period ? positions[Number(period[1])] : undefined;
    if (!at) rest.push(message);
    else if (period?.[2] === 'opens' || period?.[2] === 'closes')
      fields[periodField(at.weekday, at.index, period[2])] ??= message;
    else fields[dayField(at.weekday)] ??= message;
  }
  return { fields, rest };
}
