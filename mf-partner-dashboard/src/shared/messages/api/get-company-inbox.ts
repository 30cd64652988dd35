// GET api/dashboard/messages: the company's conversations with customers, newest first, with this reader's unread
// counts (the owner, or a team role with bookings; another role gets a 403). The side nav's badge and the Messages page
// read the same query; it is polled, since a colleague's conversations send this reader no socket events.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PartnerInboxChat } from '@mp/shared/contracts';

export const companyInboxKey = ['dashboard-messages'] as const;

export async function getCompanyInbox(signal?: AbortSignal): Promise<PartnerInboxChat[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<PartnerInboxChat[]>>('dashboard/messages', { signal })));
}

const POLL_MS = 20_000;

export const companyInboxQuery = () =>
  queryOptions({
    queryKey: companyInboxKey,
    queryFn: ({ signal }) => getCompanyInbox(signal),
    refetchInterval: POLL_MS,
  });

export function useCompanyInbox(enabled = true) {
  return useQuery({ ...companyInboxQuery(), enabled });
}

/** The reader's unread messages over the company's conversations. */
export const unreadTotal = (chats: readonly PartnerInboxChat[] | undefined): number =>
  (chats ?? []).reduce((sum, chat) => sum + chat.unread_count, 0);
