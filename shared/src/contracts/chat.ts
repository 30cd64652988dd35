// Chat between customers, partners and staff (spec §3 Chat, §7 Chat; ADR 012): the REST calls and the
// events of the WebSocket at /api/ws. Every REST answer is a `{status, content}` envelope.
import { Type, type Static } from '@sinclair/typebox';
import { BookingItemStatus } from './bookings';
import { ImpersonateField, UserType } from './common';

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** How long a "typing" indicator stays without a new typing frame, so it does not stay on after the writer leaves. */
export const CHAT_TYPING_IDLE_MS = 4000;

export const PresenceStatus = Type.Union([Type.Literal('online'), Type.Literal('offline')]);
export type PresenceStatus = Static<typeof PresenceStatus>;

/** A message as stored: the body is plain text, never HTML. */
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  chat_id: Type.Integer(),
  sender_id: Type.Integer(),
  body: Type.String(),
  created_at: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** The other person of a chat, as the caller sees them. */
export const ChatParticipant = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  user_type: UserType,
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  /** The partner's trade name when the participant works for a company. */
  company_name: Type.Union([Type.String(), Type.Null()]),
});
export type ChatParticipant = Static<typeof ChatParticipant>;

export const ChatSummary = Type.Object({
  id: Type.Integer(),
  request_status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  created_at: Type.String(),
  participant: ChatParticipant,
  last_message: Type.Union([ChatMessage, Type.Null()]),
  unread_count: Type.Integer({ minimum: 0 }),
  presence: PresenceStatus,
  /** The last message of the caller's that the other participant has read (read receipts). */
  other_last_read_message_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type ChatSummary = Static<typeof ChatSummary>;

/** GET api/chat/{id}: the chat and one page of messages, newest first; `next_cursor` asks for older ones. */
export const ChatWithMessages = Type.Object({
  chat: ChatSummary,
  messages: Type.Array(ChatMessage),
  next_cursor: Type.Union([Type.Integer(), Type.Null()]),
});
export type ChatWithMessages = Static<typeof ChatWithMessages>;

export const ChatCreateBody = Type.Object({ user: Type.Integer({ minimum: 1 }), impersonate_id: ImpersonateField });
export type ChatCreateBody = Static<typeof ChatCreateBody>;

export const ChatMessageBody = Type.Object({
  chat_id: Type.Integer({ minimum: 1 }),
  // Length is checked after trimming, by the service, so the 422 names the field in the caller's language.
  message: Type.String(),
  impersonate_id: ImpersonateField,
});
export type ChatMessageBody = Static<typeof ChatMessageBody>;

export const ChatRedirectBody = Type.Object({ user: Type.Integer({ minimum: 1 }), impersonate_id: ImpersonateField });
export type ChatRedirectBody = Static<typeof ChatRedirectBody>;

export const ChatIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ChatPageQuery = Type.Object({
  /** Messages older than this id (the previous page's `next_cursor`). */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 30 })),
  impersonate_id: ImpersonateField,
});
export type ChatPageQuery = Static<typeof ChatPageQuery>;

export const ChatRead = Type.Object({
  chat_id: Type.Integer(),
  last_read_message_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type ChatRead = Static<typeof ChatRead>;

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

// ----- The back office's support inbox (api/super/chat/*, staff with the chat permission) -----

/** Which support conversations the inbox lists: open ones, closed ones, open ones assigned to the caller or to nobody. */
export const ChatInboxFilter = Type.Union([
  Type.Literal('open'),
  Type.Literal('closed'),
  Type.Literal('mine'),
  Type.Literal('unassigned'),
]);
export type ChatInboxFilter = Static<typeof ChatInboxFilter>;

/** A staff member who answers chats. */
export const ChatAgent = Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() });
export type ChatAgent = Static<typeof ChatAgent>;

/**
 * A support conversation as a staff reader sees it: the participant is the customer or partner, `unread_count` is
 * theirs since this reader last read it, and who on the team follows it.
 */
export const InboxChat = Type.Composite([
  ChatSummary,
  Type.Object({ assigned_to: Type.Union([ChatAgent, Type.Null()]) }),
]);
export type InboxChat = Static<typeof InboxChat>;

export const ChatInboxQuery = Type.Object({
  filter: Type.Optional(ChatInboxFilter),
  impersonate_id: ImpersonateField,
});
export type ChatInboxQuery = Static<typeof ChatInboxQuery>;

/** Assign to a staff member who answers chats (the caller's own id: "assign to me"), or null to unassign. */
export const ChatAssignBody = Type.Object({
  user: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  impersonate_id: ImpersonateField,
});
export type ChatAssignBody = Static<typeof ChatAssignBody>;

export const ChatStatusBody = Type.Object({
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  impersonate_id: ImpersonateField,
});
export type ChatStatusBody = Static<typeof ChatStatusBody>;

/** One of the customer's booking items, beside the conversation (links to the back office's booking page). */
export const ChatCustomerBooking = Type.Object({
  item_id: Type.Integer(),
  reference: Type.String(),
  service_name: Type.Union([Type.String(), Type.Null()]),
  booking_date: Type.String(),
  status: BookingItemStatus,
});
export type ChatCustomerBooking = Static<typeof ChatCustomerBooking>;

// ----- WebSocket /api/ws -----

/** Frames the client sends. The first must be `auth`. */
export type ChatClientFrame = { type: 'auth'; token: string } | { type: 'typing'; chat_id: number; typing: boolean };

/** Events the server pushes. */
export type ChatServerEvent =
  | { type: 'ready'; user_id: number }
  | { type: 'message'; chat_id: number; message: ChatMessage }
  | { type: 'typing'; chat_id: number; user_id: number; typing: boolean }
  | { type: 'presence'; user_id: number; status: PresenceStatus }
  | { type: 'read'; chat_id: number; user_id: number; last_read_message_id: number | null }
  | { type: 'unread'; count: number }
  | { type: 'error'; code: 'rate_limited' | 'bad_frame' | 'not_a_participant' };

/** Close codes of /api/ws (4xxx: the application's own). */
export const CHAT_CLOSE = {
  /** The first frame was not a valid auth frame, or the token is unknown or expired — or it was revoked later. */
  unauthorized: 4401,
  /** No auth frame in time. */
  authTimeout: 4408,
  /** The user already holds as many sockets as allowed (CHAT_MAX_SOCKETS_PER_USER); this one is refused. */
  tooManySockets: 4409,
  /** Too many frames per second. */
  rateLimited: 4429,
  /** The frame was larger than allowed (the ws library closes with 1009). */
  tooLarge: 1009,
  /** The server is shutting down; reconnect. */
  goingAway: 1001,
} as const;
