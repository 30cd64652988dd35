// /user-panel/messages/{id?} (spec §2): the shared chat screen, the open chat from the URL.
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@mp/shared/api';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { PageFrame, Spinner } from '@mp/shared/ui';

// The chat UI (and its socket listeners) loads only on this page.
const ChatPanel = lazy(() => import('@mp/shared/chat').then((m) => ({ default: m.ChatPanel })));

function MessagesPage({ title }: RemotePageProps): ReactNode {
  const { id } = useParams();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const chatHref = useCallback((chatId: number) => pathTo('user-panel.messages', { id: chatId }), [pathTo]);
  const chatId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <PageFrame title={title}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<Spinner />}>
          <ChatPanel chatId={chatId} chatHref={chatHref} onSelectChat={(next) => navigate(chatHref(next))} />
        </Suspense>
      </QueryClientProvider>
    </PageFrame>
  );
}

export default MessagesPage;
