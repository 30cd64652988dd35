// The staff member's unread support messages, for the menu's badge: pushed over the tab's chat socket (which the
// shell keeps open while someone is signed in) as `chat:unread-changed`, counted by the API per staff reader.
import { useEffect, useState } from 'react';
import { on } from '@mp/shared/bus';
import { chatConnection } from '@mp/shared/realtime';

export function useInboxUnread(): number {
  const [count, setCount] = useState(() => chatConnection.unread ?? 0);
  useEffect(() => {
    chatConnection.start();
    setCount(chatConnection.unread ?? 0);
    return on('chat:unread-changed', (event) => setCount(event.count));
  }, []);
  return count;
}
