// /user-panel/messages/{id?} (spec §2): the shared chat screen, the open chat from the URL.
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { PageFrame, Spinner } from '@mp/shared/ui';

// The chat UI (and its socket listeners) loads only on this page.
const ChatPanel = lazy(() => import('@mp/shared/chat').then((m) => ({ default: m.ChatPanel })));

/** The booking a conversation was opened from ("Message the partner" in My bookings puts it in the history state). */
interface AboutBooking {
  chatId: number;
  reference: string;
  service: string;
}

function aboutOf(state: unknown, chatId: number | null): AboutBooking | null {
  const about = (state as { about?: Partial<AboutBooking> } | null)?.about;
  return about && about.chatId === chatId && typeof about.reference === 'string' && typeof about.service === 'string'
    ? (about as AboutBooking)
    : null;
}

function MessagesPage({ title }: RemotePageProps): ReactNode {
  const { id } = useParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const { t } = useTranslation('userPanel');
  const chatHref = useCallback((chatId: number) => pathTo('user-panel.messages', { id: chatId }), [pathTo]);
  const chatId = id && /^\d+$/.test(id) ? Number(id) : null;
  const about = aboutOf(state, chatId);
  return (
    <PageFrame title={title}>
      {about && (
        <p data-testid="chat-about">{t('messages.about', { reference: about.reference, service: about.service })}</p>
      )}
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<Spinner />}>
          <ChatPanel chatId={chatId} chatHref={chatHref} onSelectChat={(next) => navigate(chatHref(next))} />
        </Suspense>
      </QueryClientProvider>
    </PageFrame>
  );
}

export default MessagesPage;
