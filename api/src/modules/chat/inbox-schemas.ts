import { Type } from '@sinclair/typebox';
import {
  ChatAgent,
  ChatAssignBody,
  ChatCustomerBooking,
  ChatIdParams,
  ChatInboxQuery,
  ChatStatusBody,
  Envelope,
  ImpersonateField,
  InboxChat,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['chat'];
const impersonation = Type.Object({ impersonate_id: ImpersonateField });

export const inboxListSchema = {
  tags,
  summary:
    "Staff with the chat permission: the team's support conversations (open, closed, mine, unassigned), with each reader's own unread count",
  querystring: ChatInboxQuery,
  response: { 200: Envelope(Type.Array(InboxChat)), ...errors(401, 403, 422) },
};

export const inboxOneSchema = {
  tags,
  summary: 'Staff with the chat permission: one support conversation of the inbox',
  params: ChatIdParams,
  querystring: impersonation,
  response: { 200: Envelope(InboxChat), ...errors(401, 403, 404, 422) },
};

export const inboxAgentsSchema = {
  tags,
  summary: 'Staff with the chat permission: the team members a conversation may be assigned to',
  querystring: impersonation,
  response: { 200: Envelope(Type.Array(ChatAgent)), ...errors(401, 403, 422) },
};

export const inboxBookingsSchema = {
  tags,
  summary: "Staff with the chat permission: the customer's booking items, shown beside the conversation",
  params: ChatIdParams,
  querystring: impersonation,
  response: { 200: Envelope(Type.Array(ChatCustomerBooking)), ...errors(401, 403, 404, 422) },
};

export const inboxAssignSchema = {
  tags,
  summary:
    'Staff with the chat permission: assign the conversation to a team member who answers chats, or to nobody (audited)',
  params: ChatIdParams,
  body: ChatAssignBody,
  response: { 200: Envelope(InboxChat), ...errors(401, 403, 404, 422) },
};

export const inboxStatusSchema = {
  tags,
  summary: 'Staff with the chat permission: close or reopen the conversation (audited)',
  params: ChatIdParams,
  body: ChatStatusBody,
  response: { 200: Envelope(InboxChat), ...errors(401, 403, 404, 422) },
};
