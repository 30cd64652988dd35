// When a booking item takes place, as the partner reads it. A line booked for a day without a time of day (a service
// with no start times) is stored at that day's Lisbon midnight, with `annotations.time` null: it is shown as the day
// alone ("all day" in the calendar), never as "00:00". Transfers always have their pickup time.
import type { BookingItem } from '@mp/shared/contracts';
import { formatInstant } from '@mp/shared/i18n';

/** The item was booked for a day, not a time of day. */
export const isDayOnly = (item: Pick<BookingItem, 'annotations' | 'trip'>): boolean => !item.trip && item.annotations.time === null;

/** The item's date and time (Lisbon), or its date alone for a day-only booking. */
export function itemWhen(item: Pick<BookingItem, 'annotations' | 'trip' | 'booking_date'>, locale: string, dateStyle: 'medium' | 'full' = 'medium'): string {
  return formatInstant(item.booking_date, locale, isDayOnly(item) ? { dateStyle } : { dateStyle, timeStyle: 'short' });
}
