// The inbox follows the tab's chat socket: a new message or a read receipt re-reads the lists and that conversation.
// A pushed unread count (sent to every inbox reader after an assignment, a close or a reopen too) names no
// conversation, and a socket back after a drop may have missed anything, so those re-read the lists and every
// conversation read. The team's agents and the customers' bookings do not change with the chat and are left alone.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { chatConnection } from '@mp/shared/realtime';
import { inboxKeys } from './api/keys';

export function useInboxLive(): void {
  const client = useQueryClient();
  useEffect(() => {
    const reread = (conversation: readonly unknown[]) => {
      void client.invalidateQueries({ queryKey: inboxKeys.lists() });
      void client.invalidateQueries({ queryKey: conversation });
    };
    chatConnection.start();
    const offEvents = chatConnection.subscribe((event) => {
      if (event.type === 'message' || event.type === 'read') reread(inboxKeys.chat(event.chat_id));
      else if (event.type === 'unread') reread(inboxKeys.chats());
    });
    const offStatus = chatConnection.onStatus((_status, resumed) => {
      if (resumed) reread(inboxKeys.chats());
    });
    return () => {
      offEvents();
      offStatus();
    };
  }, [client]);
}
