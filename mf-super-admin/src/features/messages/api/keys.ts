import type { ChatInboxFilter } from '@mp/shared/contracts';

export const inboxKeys = {
  all: ['back-office', 'inbox'] as const,
  lists: () => [...inboxKeys.all, 'list'] as const,
  list: (filter: ChatInboxFilter) => [...inboxKeys.lists(), filter] as const,
  chats: () => [...inboxKeys.all, 'chat'] as const,
  chat: (id: number) => [...inboxKeys.chats(), id] as const,
  agents: () => [...inboxKeys.all, 'agents'] as const,
  bookings: (id: number) => [...inboxKeys.all, 'bookings', id] as const,
};
