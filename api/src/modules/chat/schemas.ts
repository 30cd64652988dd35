import { Type } from '@sinclair/typebox';
import {
  ChatCreateBody,
  ChatIdParams,
  ChatMessage,
  ChatMessageBody,
  ChatPageQuery,
  ChatRead,
  ChatRedirectBody,
  ChatSummary,
  ChatWithMessages,
  Envelope,
  ImpersonateField,
  MessageContent,
  UnreadCount,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['chat'];
const impersonation = Type.Object({ impersonate_id: ImpersonateField });
const writeBody = Type.Object({ impersonate_id: ImpersonateField });

export const createChatSchema = {
  tags,
  summary: 'Open (or return) the chat with a user: partners of services the customer booked or viewed, and staff',
  body: ChatCreateBody,
  response: { 200: Envelope(ChatSummary), ...errors(401, 403, 404, 422) },
};

export const listChatsSchema = {
  tags,
  summary: "The caller's chats: the other person, last message, unread count, presence",
  querystring: impersonation,
  response: { 200: Envelope(Type.Array(ChatSummary)), ...errors(401, 403, 422) },
};

export const getChatSchema = {
  tags,
  summary: 'A chat and a page of its messages, newest first; older pages by `before` = the previous next_cursor',
  params: ChatIdParams,
  querystring: ChatPageQuery,
  response: { 200: Envelope(ChatWithMessages), ...errors(401, 403, 404, 422) },
};

export const postMessageSchema = {
  tags,
  summary: 'Send a message (1–2000 characters of plain text)',
  body: ChatMessageBody,
  response: { 200: Envelope(ChatMessage), ...errors(401, 403, 404, 422, 429) },
};

export const readChatSchema = {
  tags,
  summary: 'Mark every message of the chat read up to now',
  params: ChatIdParams,
  body: writeBody,
  response: { 200: Envelope(ChatRead), ...errors(401, 403, 404, 422) },
};

export const redirectChatSchema = {
  tags,
  summary:
    "Staff with the chat permission: hand the chat's staff side over to a staff member who answers chats, or a partner the customer booked with (audited; the customer is told in the chat)",
  params: Type.Object({ chat: Type.Integer({ minimum: 1 }) }),
  body: ChatRedirectBody,
  response: { 200: Envelope(ChatSummary), ...errors(401, 403, 404, 422) },
};

export const unreadSchema = {
  tags,
  summary: "The caller's unread chat messages",
  querystring: impersonation,
  response: { 200: Envelope(UnreadCount), ...errors(401, 403, 422) },
};

export const socketSchema = {
  tags,
  summary: 'WebSocket: first frame {type:"auth",token}, then chat events (message, typing, presence, read, unread)',
  response: { 200: Envelope(MessageContent), ...errors(400) },
};

export const supportChatSchema = {
  tags,
  summary: '"Message our team": opens (or returns) the caller\'s chat with a staff member',
  body: writeBody,
  response: { 200: Envelope(ChatSummary), ...errors(401, 403, 404, 422) },
};
