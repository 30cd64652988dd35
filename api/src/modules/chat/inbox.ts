// The back office's shared support inbox (api/super/chat/*): customers' and partners' conversations with our team,
// read by every staff member with the chat permission. Listing by filter, assigning (to oneself or a colleague who
// answers chats), closing and reopening, and the customer's bookings beside the conversation. Assignments and status
// changes are audited in their own transaction; every inbox reader's unread count is pushed again afterwards.
import type { ChatAgent, ChatCustomerBooking, ChatInboxFilter, InboxChat, Locale } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import type { AuditChange } from '../../plugins/audit';
import type { SessionUser } from '../../types';
import type { Realtime } from './realtime';
import * as inbox from './inbox-repository';
import { summaryView, type ChatService } from './service';

export type InboxAudit = (tx: Tx, change: AuditChange) => Promise<void>;

const BOOKINGS_SHOWN = 20;

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export function createInboxService(deps: { db: Db; realtime: Realtime; chat: ChatService }) {
  const { db, realtime, chat } = deps;

  async function views(found: inbox.InboxRow[]): Promise<InboxChat[]> {
    const online = await realtime.presence.online(found.map((r) => r.other_id));
    return found.map((row) => ({
      ...summaryView(row, online.has(row.other_id)),
      assigned_to:
        row.assigned_to === null
          ? null
          : { id: row.assigned_to, first_name: row.assigned_first_name ?? '', last_name: row.assigned_last_name ?? '' },
    }));
  }

  async function one(staffId: number, chatId: number): Promise<InboxChat> {
    const [row] = await views(await inbox.inboxChats(db, staffId, null, chatId));
    if (!row) throw notFound('chat.notFound');
    return row;
  }

  /** The support chat locked for a change, and its customer or partner; 404 for any other chat. */
  async function lockSupportChat(
    tx: Tx,
    chatId: number,
  ): Promise<{ status: 'open' | 'closed'; assignedTo: number | null; outsider: number }> {
    const [row] = await inbox.lockChatForInbox(tx, chatId);
    const outsider = row ? await inbox.supportOutsider(tx, chatId) : null;
    if (!row || outsider === null) throw notFound('chat.notFound');
    return { status: row.request_status, assignedTo: row.assigned_to, outsider };
  }

  return {
    /** GET api/super/chat/inbox: the support conversations of a filter, newest activity first. */
    async list(caller: SessionUser, filter: ChatInboxFilter): Promise<InboxChat[]> {
      return views(await inbox.inboxChats(db, caller.id, filter));
    },

    /** GET api/super/chat/inbox/{id}: one support conversation. */
    one: (caller: SessionUser, chatId: number) => one(caller.id, chatId),

    /** GET api/super/chat/agents: who a conversation may be assigned to. */
    agents: (): Promise<ChatAgent[]> => inbox.chatAgents(db),

    /** GET api/super/chat/inbox/{id}/bookings: the customer's booking items (none for a partner's conversation). */
    async bookings(chatId: number, locale: Locale): Promise<ChatCustomerBooking[]> {
      const outsider = await inbox.supportOutsider(db, chatId);
      if (outsider === null) throw notFound('chat.notFound');
      const found = await inbox.customerBookings(db, outsider, BOOKINGS_SHOWN);
      return found.map((row) => ({
        item_id: row.item_id,
        reference: row.reference,
        service_name: locale === 'pt' ? row.service_name_pt : row.service_name_en,
        booking_date: iso(row.booking_date),
        status: row.status as ChatCustomerBooking['status'],
      }));
    },

    /**
     * POST api/super/chat/inbox/{id}/assign: to a staff member who answers chats, or to nobody. The assignee also
     * becomes the conversation's staff side (who the customer sees and who gets the offline mails).
     */
    async assign(caller: SessionUser, chatId: number, to: number | null, audit: InboxAudit): Promise<InboxChat> {
      if (to !== null && !(await inbox.isChatAgent(db, to))) throw invalid({ user: 'chat.assignTarget' });
      await db.transaction(async (tx) => {
        const before = await lockSupportChat(tx, chatId);
        if (before.assignedTo === to) return;
        await inbox.setAssignee(tx, chatId, to);
        if (to !== null) await inbox.moveStaffSide(tx, chatId, before.outsider, to);
        await audit(tx, {
          action: 'chat.assign',
          entity: 'chat',
          entityId: chatId,
          before: { assigned_to: before.assignedTo },
          after: { assigned_to: to },
        });
      });
      await chat.pushInboxUnread();
      return one(caller.id, chatId);
    },

    /** POST api/super/chat/inbox/{id}/status: close (nobody can write in it) or reopen. */
    async setStatus(
      caller: SessionUser,
      chatId: number,
      status: 'open' | 'closed',
      audit: InboxAudit,
    ): Promise<InboxChat> {
      await db.transaction(async (tx) => {
        const before = await lockSupportChat(tx, chatId);
        if (before.status === status) return;
        await inbox.setRequestStatus(tx, chatId, status);
        await audit(tx, {
          action: status === 'closed' ? 'chat.close' : 'chat.reopen',
          entity: 'chat',
          entityId: chatId,
          before: { request_status: before.status },
          after: { request_status: status },
        });
      });
      await chat.pushInboxUnread();
      return one(caller.id, chatId);
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
