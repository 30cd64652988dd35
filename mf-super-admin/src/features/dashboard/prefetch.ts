// The back-office dashboard's data, asked for at mount (createRemoteApp's `prefetch`) while its code loads: the staff
// profile the layout's menu reads, and the figures for the range in the URL, into the queries the page reads.
import { queryClient } from '@mp/shared/api';
import { staffProfileQueryOptions } from '../../shared/staff/api/get-staff-profile';
import { revenueQueryOptions } from './api/get-revenue';
import { serviceViewsQueryOptions } from './api/get-service-views';
import { dayRangeOf } from './api/keys';

export async function prefetchDashboard(): Promise<void> {
  const range = dayRangeOf(new URLSearchParams(window.location.search));
  await Promise.all([
    queryClient.prefetchQuery(staffProfileQueryOptions()),
    queryClient.prefetchQuery(revenueQueryOptions(range)),
    queryClient.prefetchQuery(serviceViewsQueryOptions(range)),
  ]);
}
