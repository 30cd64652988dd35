// When a booking item takes place, as the partner reads it. A line booked for a day without a time of day (a service
// with no start times) is stored at that day's Lisbon midnight, with `annotations.time` null: it is shown as the day
// alone ("all day" in the calendar), never as "00:00". Transfers always have their pickup time, and a gift card's
// item is dated when it was bought (its time null too): both keep their time.
import type { BookingItem } from '@mp/shared/contracts';
import { lisbonDayOf, lisbonInstant } from '@mp/shared/domain';
import { formatInstant } from '@mp/shared/i18n';

type Dated = Pick<BookingItem, 'annotations' | 'trip' | 'booking_date' | 'unserialized_service'>;

/** The item was booked for a day, not a time of day. */
export function isDayOnly(item: Dated): boolean {
  if (item.trip || item.annotations.time !== null || item.unserialized_service.kind === 'gift_card') return false;
  // Stored as the checkout stores a day-only line: the Lisbon midnight of its day.
  const at = Date.parse(item.booking_date);
  return !Number.isNaN(at) && lisbonInstant(lisbonDayOf(at), '00:00').getTime() === at;
}

/** The item's date and time (Lisbon), or its date alone for a day-only booking. */
export function itemWhen(item: Dated, locale: string, dateStyle: 'medium' | 'full' = 'medium'): string {
  return formatInstant(item.booking_date, locale, isDayOnly(item) ? { dateStyle } : { dateStyle, timeStyle: 'short' });
}
