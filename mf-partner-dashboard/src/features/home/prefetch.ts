// The dashboard home's data, asked for at mount (createRemoteApp's `prefetch`) rather than once its code has loaded
// and rendered: the partner's access first, then the figures their team role may see, into the queries the home reads.
import { queryClient } from '@mp/shared/api';
import type { TeamPermission } from '@mp/shared/contracts';
import { accessQueryOptions } from '../access/api/get-access';
import { bookingItemsQueryOptions } from '../bookings/api/get-booking-items';
import { revenueQueryOptions } from './api/get-revenue';
import { serviceViewsQueryOptions } from './api/get-service-views';
import { HOME_LISTS, homeListQuery, HOME_VIEWS_DAYS } from './home-queries';

export async function prefetchHome(): Promise<void> {
  const access = await queryClient.fetchQuery(accessQueryOptions());
  const may = (p: TeamPermission) => access.permissions.includes(p);
  const wanted: Promise<void>[] = [];
  if (may('bookings')) for (const list of HOME_LISTS) wanted.push(queryClient.prefetchQuery(bookingItemsQueryOptions(homeListQuery(list))));
  if (may('sales')) wanted.push(queryClient.prefetchQuery(revenueQueryOptions()));
  if (may('services')) wanted.push(queryClient.prefetchQuery(serviceViewsQueryOptions(HOME_VIEWS_DAYS)));
  await Promise.all(wanted);
}
