// GET api/super/chat/inbox?filter=: the team's support conversations, with the reader's own unread counts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ChatInboxFilter, EnvelopeOf, InboxChat } from '@mp/shared/contracts';
import { inboxKeys } from './keys';

export async function getInbox(filter: ChatInboxFilter, signal?: AbortSignal): Promise<InboxChat[]> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<InboxChat[]>>('/super/chat/inbox', { searchParams: { filter }, signal })),
  );
}

export const inboxQueryOptions = (filter: ChatInboxFilter) =>
  queryOptions({
    queryKey: inboxKeys.list(filter),
    queryFn: ({ signal }) => getInbox(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useInbox(filter: ChatInboxFilter) {
  return useQuery(inboxQueryOptions(filter));
}
