// Europe/Lisbon wall-clock helpers live in @mp/shared/domain (one module for the API and the front ends); this path
// stays so API modules import them from their own lib.
import { lisbonInstant as lisbonInstantOf } from '@mp/shared/domain';

export { lisbonToday, isCalendarDate, isIsoDate } from '@mp/shared/domain';

/** Remembered instants (ms) by 'date time'; emptied when full, so the map stays small whatever the dates asked. */
const instants = new Map<string, number>();
const MAX_INSTANTS = 10_000;

/**
 * The instant of a Lisbon wall-clock date and time ('YYYY-MM-DD', 'HH:MM'), as @mp/shared/domain computes it, remembered
 * per pair: each computation formats two instants in Lisbon time (Intl), about 1.5 % of the API's CPU in the booking
 * bench, for the same few dates and start times over and over. A new Date each call, so a caller may change its own.
 */
export function lisbonInstant(date: string, time: string): Date {
  const key = `${date} ${time}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = lisbonInstantOf(date, time).getTime();
    if (instants.size >= MAX_INSTANTS) instants.clear();
    instants.set(key, ms);
  }
  return new Date(ms);
}
