// The availability editor's text fields ↔ the API's rules (pure, tested).
import type { AvailabilityRules } from '@mp/shared/contracts';

export interface AvailabilityDraft {
  /** Per weekday (0 = Monday): open, and its start times as typed ("09:00, 14:30"). */
  days: { open: boolean; times: string }[];
  daily_capacity: string;
  cutoff_hours: string;
  /** One date per line or comma-separated, YYYY-MM-DD. */
  blocked_dates: string;
}

export function draftOf(rules: AvailabilityRules): AvailabilityDraft {
  return {
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const day = rules.weekly.find((w) => w.weekday === weekday);
      return { open: Boolean(day), times: day ? day.times.join(', ') : '' };
    }),
    daily_capacity: String(rules.daily_capacity),
    cutoff_hours: String(rules.cutoff_hours),
    blocked_dates: rules.blocked_dates.join('\n'),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The rules, or the field errors (message keys of the remote) when a text cannot be read. */
export function rulesOf(draft: AvailabilityDraft): { rules: AvailabilityRules } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const weekly = draft.days.flatMap((d, weekday) => {
    if (!d.open) return [];
    const times = list(d.times).map((t) => (/^\d:\d\d$/.test(t) ? `0${t}` : t));
    if (times.some((t) => !TIME.test(t))) errors[`day.${weekday}`] = 'availability.timesInvalid';
    return [{ weekday, times }];
  });
  const capacity = Number(draft.daily_capacity);
  if (!/^\d+$/.test(draft.daily_capacity.trim())) errors.daily_capacity = 'availability.wholeNumber';
  const cutoff = Number(draft.cutoff_hours);
  if (!/^\d+$/.test(draft.cutoff_hours.trim()) || cutoff > 720) errors.cutoff_hours = 'availability.cutoffInvalid';
  const blocked = list(draft.blocked_dates);
  if (blocked.some((d) => !DATE.test(d))) errors.blocked_dates = 'availability.datesInvalid';
  if (Object.keys(errors).length) return { errors };
  return { rules: { weekly, daily_capacity: capacity, cutoff_hours: cutoff, blocked_dates: blocked } };
}
