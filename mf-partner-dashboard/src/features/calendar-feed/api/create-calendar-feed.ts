// POST api/dashboard/calendar-feed: makes the feed address, or a new one in place of the old (which stops working). The
// answer is the only time the address is shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf } from '@mp/shared/contracts';
import { calendarFeedKeys } from './keys';

export interface CalendarFeedAddress {
  url: string;
  created_at: string;
}

export async function createCalendarFeed(): Promise<CalendarFeedAddress> {
  return contentOf(unwrap(await api.post<EnvelopeOf<CalendarFeedAddress>>('dashboard/calendar-feed', {})));
}

export function useCreateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSettled: () => client.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
