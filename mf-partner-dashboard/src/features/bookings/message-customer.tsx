// "Message customer": opens (or finds) the conversation with the item's customer (POST api/chat/create)
// and shows it in the shared chat panel (@mp/shared/chat, loaded only when a chat opens) in a dialog of this screen;
// the open chat is the URL's ?chat={id}, so reloading or sharing the address keeps it open.
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, Modal, Spinner } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { useOpenCustomerChat } from './api/open-customer-chat';
import { customerIdOf } from './customer-history';

const ChatPanel = lazy(() => import('@mp/shared/chat').then((m) => ({ default: m.ChatPanel })));

/** The screen's address with ?chat={id} (or without it for null), the other params kept. */
function withChat(params: URLSearchParams, chatId: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (chatId === null) next.delete('chat');
  else next.set('chat', String(chatId));
  return next;
}

export function MessageCustomerButton({
  item,
  onOpened,
}: {
  item: BookingItem;
  onOpened(chatId: number): void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const client = useQueryClient();
  const open = useOpenCustomerChat();
  const userId = customerIdOf(item);
  if (userId === null) return null;
  const name = `${item.booking.user.first_name} ${item.booking.user.last_name}`.trim();
  return (
    <Button
      busy={open.isPending}
      onClick={() =>
        open.mutate(userId, {
          onSuccess: async (chat) => {
            // The panel's list must hold the new conversation (and its module is needed next anyway).
            const { chatKeys } = await import('@mp/shared/chat');
            await client.invalidateQueries({ queryKey: chatKeys.list() });
            onOpened(chat.id);
          },
          onError: () => toastStore.getState().show({ message: t('bookings.chat.failed', { name }), kind: 'error' }),
        })
      }
    >
      {t('bookings.chat.open', { name })}
    </Button>
  );
}

/** The chat dialog of the screen, open while the URL has ?chat={id}. */
export function ChatDialog(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const raw = params.get('chat');
  const chatId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const chatHref = useCallback((id: number) => `${pathname}?${withChat(params, id).toString()}`, [pathname, params]);
  return (
    <Modal
      open={chatId !== null}
      title={t('bookings.chat.title')}
      onClose={() => setParams((current) => withChat(current, null))}
    >
      {chatId !== null && (
        <Suspense fallback={<Spinner />}>
          <ChatPanel chatId={chatId} chatHref={chatHref} onSelectChat={(id) => void navigate(chatHref(id))} />
        </Suspense>
      )}
    </Modal>
  );
}

/** Opens the chat dialog: sets ?chat={id} on the screen's address. */
export function useShowChat(): (chatId: number) => void {
  const [, setParams] = useSearchParams();
  return useCallback((chatId: number) => setParams((current) => withChat(current, chatId)), [setParams]);
}
