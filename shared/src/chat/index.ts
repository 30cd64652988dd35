// @mp/shared/chat — the chat UI customers, partners and staff share (README.md). React only; lazy-load it.
export { ChatPanel, type ChatPanelProps } from './chat-panel';
export { Conversation, type ConversationProps } from './conversation';
export {
  chatKeys,
  chatListQuery,
  chatMessagesQuery,
  useChats,
  useChatMessages,
  useOpenChat,
  useSendMessage,
  useMarkRead,
  openChat,
} from './api';
export { useChatLive, useConnectionStatus } from './use-chat-live';
export { UnreadCount } from './unread-count';
