// What the dashboard home shows, in one place for the page and its prefetch (they must ask for the same queries).
import { DASHBOARD_HOME_ITEMS } from '@mp/shared/domain';
import { bookingItemsApiQuery, type BookingList } from '../../shared/booking-items/api/get-booking-items';

/** Days of service views in the home's chart. */
export const HOME_VIEWS_DAYS = 30;

/** The API query of one of the home's lists: its first items (GET api/dashboard/home answers the same). */
export function homeListQuery(list: BookingList): Record<string, string | number> {
  return bookingItemsApiQuery(list, {
    page: 1,
    per_page: DASHBOARD_HOME_ITEMS,
    sort: list === 'accepted' ? 'created_at' : '-created_at',
  });
}
