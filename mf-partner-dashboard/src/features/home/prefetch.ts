// The dashboard home's data, asked for at mount (createRemoteApp's `prefetch`) rather than once its code has loaded
// and rendered: one call (GET api/dashboard/home) whose parts fill the very queries the layout and the home read, so
// they render without asking again. A part the role does not allow is null and fills nothing.
import { queryClient } from '@mp/shared/api';
import { accessQueryOptions } from '../../shared/access/api/get-access';
import { bookingItemKeys } from '../../shared/booking-items/api/keys';
import { homeKeys } from './api/keys';
import { getHome } from './api/get-home';
import { HOME_VIEWS_DAYS, homeListQuery } from './home-queries';

export async function prefetchHome(): Promise<void> {
  const answer = getHome();
  // The layout's menu asks for the access as soon as it renders: it joins this query instead of asking apart.
  const [home] = await Promise.all([
    answer,
    queryClient.prefetchQuery({ ...accessQueryOptions(), queryFn: async () => (await answer).access }),
  ]);
  if (home.new) queryClient.setQueryData(bookingItemKeys.list(homeListQuery('new')), home.new);
  if (home.accepted) queryClient.setQueryData(bookingItemKeys.list(homeListQuery('accepted')), home.accepted);
  if (home.revenue) queryClient.setQueryData(homeKeys.revenue(), home.revenue);
  if (home.views) queryClient.setQueryData(homeKeys.views(HOME_VIEWS_DAYS), home.views);
}
