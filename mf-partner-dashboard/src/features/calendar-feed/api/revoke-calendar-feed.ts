// POST api/dashboard/calendar-feed/revoke: turns the feed off; its address stops working.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf } from '@mp/shared/contracts';
import type { CalendarFeedState } from './get-calendar-feed';
import { calendarFeedKeys } from './keys';

export async function revokeCalendarFeed(): Promise<CalendarFeedState> {
  return contentOf(unwrap(await api.post<EnvelopeOf<CalendarFeedState>>('dashboard/calendar-feed/revoke', {})));
}

export function useRevokeCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarFeed,
    onSettled: () => client.invalidateQueries({ queryKey: calendarFeedKeys.all }),
  });
}
