// A restaurant's bookable times (docs/adr/044): Lisbon wall-clock times on the 5-minute grid from each opening to before
// its closing, each in the slot of `slot_minutes` it falls in, counted from the opening.
import type { RestaurantRules } from '../cart/repository';

const GRID = 5;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The weekday (0 Sunday … 6 Saturday) of a YYYY-MM-DD day, whatever the server's time zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

export interface TableTime {
  time: string;
  slot: string;
  /** Minutes from midnight of the slot's start and end (end excluded). */
  slotStart: number;
  slotEnd: number;
}

/** Every bookable time of the day, in order; none on a day the restaurant is closed. */
export function tableTimes(rules: Pick<RestaurantRules, 'slot_minutes' | 'hours'>, date: string): TableTime[] {
  const day = weekdayOf(date);
  const out: TableTime[] = [];
  for (const h of rules.hours.filter((o) => o.weekday === day).sort((a, b) => (a.opens < b.opens ? -1 : 1))) {
    const opens = minutes(h.opens);
    const closes = minutes(h.closes);
    for (let m = opens; m < closes; m += GRID) {
      const slotStart = opens + Math.floor((m - opens) / rules.slot_minutes) * rules.slot_minutes;
      const slotEnd = Math.min(closes, slotStart + rules.slot_minutes);
      out.push({ time: hhmm(m), slot: hhmm(slotStart), slotStart, slotEnd });
    }
  }
  return out;
}

/** The bookable time `time` of `date`, or undefined when it is off the grid, outside the hours or on a closed day. */
export function tableTime(
  rules: Pick<RestaurantRules, 'slot_minutes' | 'hours'>,
  date: string,
  time: string | null | undefined,
): TableTime | undefined {
  if (!time || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  return tableTimes(rules, date).find((t) => t.time === time);
}

/** The slot's start and end as Lisbon wall-clock HH:MM, for the instants its covers are counted between. */
export function slotBounds(t: TableTime): { from: string; to: string } {
  return { from: hhmm(t.slotStart), to: hhmm(t.slotEnd) };
}

/** Covers of the whole day (every slot full): the day's capacity row, which only serialises a day's bookings. */
export function dayCovers(rules: Pick<RestaurantRules, 'slot_minutes' | 'hours' | 'covers_per_slot'>, date: string) {
  return new Set(tableTimes(rules, date).map((t) => t.slot)).size * rules.covers_per_slot;
}

/** The first day from `today` (YYYY-MM-DD) that `bookable` accepts, within `days`; `today` when none does. */
export function firstBookableDay(today: string, bookable: (day: string) => boolean, days = 60): string {
  const start = new Date(`${today}T12:00:00Z`);
  for (let n = 0; n < days; n++) {
    const day = new Date(start.getTime() + n * 86_400_000).toISOString().slice(0, 10);
    if (bookable(day)) return day;
  }
  return today;
}
