import { formatDateEnGb } from '../domain';

// The one money and rating formatter lives in @mp/shared/domain, so the API's mails use it too.
export {
  formatMoney,
  formatRating,
  intlLocale,
  regionName,
  dateTimeFormat,
  formatInstant,
  formatCalendarDay,
  formatCalendarMonth,
} from '../domain/format';

/** Dates are shown in en-GB format in both languages (spec §9). */
export function formatDate(value: Date | string | number): string {
  return formatDateEnGb(value);
}
