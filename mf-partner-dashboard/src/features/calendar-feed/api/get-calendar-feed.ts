// GET api/dashboard/calendar-feed: whether the company has a calendar feed, and since when (never its address).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf } from '@mp/shared/contracts';
import { calendarFeedKeys } from './keys';

export interface CalendarFeedState {
  active: boolean;
  created_at: string | null;
}

export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedState> {
  return contentOf(unwrap(await api.get<EnvelopeOf<CalendarFeedState>>('dashboard/calendar-feed', { signal })));
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKeys.all, queryFn: ({ signal }) => getCalendarFeed(signal) });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
