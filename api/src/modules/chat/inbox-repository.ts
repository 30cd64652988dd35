// SQL of the back office's shared support inbox: the conversations of customers and partners with our team (a chat
// with exactly one staff participant), read by every staff member with the chat permission. Each staff reader has
// their own row of chat_read_markers, so "unread" is per reader; `assigned_to` says who follows a conversation.
import { sql, type SQL } from 'drizzle-orm';
import type { ChatInboxFilter } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { rows } from '../catalogue/repository';
import {
  answersChats,
  markersAndLastMessage,
  OTHER_AND_LAST_MESSAGE,
  OUTSIDER,
  SUPPORT,
  type SummaryRow,
} from './repository';

type Conn = Db | Tx;

export interface InboxRow extends SummaryRow {
  assigned_to: number | null;
  assigned_first_name: string | null;
  assigned_last_name: string | null;
}

const FILTERS: Record<ChatInboxFilter, (staffId: number) => SQL> = {
  open: () => sql`c.request_status = 'open'`,
  closed: () => sql`c.request_status = 'closed'`,
  mine: (staffId) => sql`c.request_status = 'open' and c.assigned_to = ${staffId}`,
  unassigned: () => sql`c.request_status = 'open' and c.assigned_to is null`,
};

/**
 * Support chats as a staff reader sees them: the other person is the customer or partner, unread counts their
 * messages after this reader's own marker, and the receipt is the customer's marker.
 */
export async function inboxChats(
  db: Conn,
  staffId: number,
  filter: ChatInboxFilter | null,
  chatId: number | null = null,
): Promise<InboxRow[]> {
  return rows<InboxRow>(
    db,
    sql`select c.id, c.request_status, c.created_at, c.assigned_to,
          a.first_name as assigned_first_name, a.last_name as assigned_last_name,
          ${OTHER_AND_LAST_MESSAGE},
          (select count(*)::int from chat_messages m
            where m.chat_id = c.id and m.sender_id = o.id and m.id > coalesce(mine.last_read_message_id, 0)) as unread_count,
          theirs.last_read_message_id as other_last_read_message_id
        from chats c
        join users p1 on p1.id = c.participant_1
        join users p2 on p2.id = c.participant_2
        join users o on o.id = ${OUTSIDER}
        left join users a on a.id = c.assigned_to
        ${markersAndLastMessage(staffId)}
        where ${SUPPORT}
          ${filter === null ? sql`` : sql`and ${FILTERS[filter](staffId)}`}
          ${chatId === null ? sql`` : sql`and c.id = ${chatId}`}
        order by coalesce(lm.created_at, c.created_at) desc, c.id desc
        limit 200`,
  );
}

/** Whether the chat is a support chat (one staff participant), and who its non-staff participant is. */
export async function supportOutsider(db: Conn, chatId: number): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select ${OUTSIDER} as id from chats c
        join users p1 on p1.id = c.participant_1
        join users p2 on p2.id = c.participant_2
        where c.id = ${chatId} and ${SUPPORT}`,
  );
  return row?.id ?? null;
}

/** Over `users u`: staff who answer chats (the chat permission; the owner too), not deactivated: the inbox's readers. */
const CHAT_AGENT = sql`(u.user_type = 'SUPER' and ${answersChats(sql`u.id`)}
  and not exists (select 1 from staff_members sm where sm.user_id = u.id and sm.deactivated_at is not null))`;

/**
 * Each inbox reader's unread messages (every reader, or the one given), in one grouped query: customers' and
 * partners' messages after the reader's marker in open support chats assigned to the reader or to nobody (a
 * colleague's conversations do not call for them), plus what others wrote to the reader in their own chats that are
 * not support chats (with colleagues). A user who is no inbox reader has no row.
 */
export async function inboxUnreadCounts(
  db: Conn,
  readerId: number | null = null,
): Promise<{ reader_id: number; unread: number }[]> {
  return rows<{ reader_id: number; unread: number }>(
    db,
    sql`with readers as (
          select u.id from users u where ${CHAT_AGENT} ${readerId === null ? sql`` : sql`and u.id = ${readerId}`})
        select r.id as reader_id, count(m.id)::int as unread
        from readers r
        left join (chats c join users p1 on p1.id = c.participant_1 join users p2 on p2.id = c.participant_2)
          on (${SUPPORT} and c.request_status = 'open' and (c.assigned_to is null or c.assigned_to = r.id))
            or (not ${SUPPORT} and r.id in (c.participant_1, c.participant_2))
        left join chat_read_markers mk on mk.chat_id = c.id and mk.user_id = r.id
        left join chat_messages m on m.chat_id = c.id and m.id > coalesce(mk.last_read_message_id, 0)
          and (case when ${SUPPORT} then m.sender_id = ${OUTSIDER} else m.sender_id <> r.id end)
        group by r.id`,
  );
}

export interface Agent {
  id: number;
  first_name: string;
  last_name: string;
}

/** Staff who answer chats (the chat permission; the owner too), not deactivated: who a conversation may go to. */
export async function chatAgents(db: Conn): Promise<Agent[]> {
  return rows<Agent>(
    db,
    sql`select u.id, u.first_name, u.last_name from users u
        where ${CHAT_AGENT}
        order by u.first_name, u.last_name, u.id`,
  );
}

export async function setAssignee(tx: Tx, chatId: number, assignee: number | null): Promise<void> {
  await tx.execute(sql`update chats set assigned_to = ${assignee}, updated_at = now() where id = ${chatId}`);
}

/**
 * The assignee becomes the staff side of the conversation (the customer sees who answers, offline mails go to them),
 * unless they already have another chat with the customer (one chat per pair): then only the assignment changes.
 * Read markers stay as they are: each staff reader keeps their own.
 */
export async function moveStaffSide(tx: Tx, chatId: number, outsider: number, staffId: number): Promise<boolean> {
  const [low, high] = outsider < staffId ? [outsider, staffId] : [staffId, outsider];
  const moved = await rows<{ id: number }>(
    tx,
    sql`update chats set participant_1 = ${low}, participant_2 = ${high}, updated_at = now()
        where id = ${chatId}
          and not exists (select 1 from chats other where other.participant_1 = ${low} and other.participant_2 = ${high})
        returning id`,
  );
  return moved.length > 0;
}

/** Closes or reopens a chat: staff in the inbox, or the customer asking our team again. */
export async function setRequestStatus(db: Conn, chatId: number, status: 'open' | 'closed'): Promise<void> {
  await db.execute(sql`update chats set request_status = ${status}, updated_at = now() where id = ${chatId}`);
}

export interface CustomerBookingRow {
  item_id: number;
  reference: string;
  service_name_en: string | null;
  service_name_pt: string | null;
  booking_date: string;
  status: string;
}

/**
 * The customer's booking items, newest service day first (the inbox shows them beside the conversation), named as
 * they were booked (the item's snapshot, whatever the partner renamed since). Unpaid checkouts are left out: nothing
 * was bought yet.
 */
export async function customerBookings(db: Conn, customerId: number, limit: number): Promise<CustomerBookingRow[]> {
  return rows<CustomerBookingRow>(
    db,
    sql`select bi.id as item_id, b.reference, bi.unserialized_service->>'name_en' as service_name_en,
          coalesce(bi.unserialized_service->>'name_pt', bi.unserialized_service->>'name_en') as service_name_pt,
          bi.booking_date, bi.status
        from booking_items bi
        join bookings b on b.id = bi.booking_id
        where b.user_id = ${customerId} and b.status <> 'waiting_payment' and bi.status <> 'waiting_payment'
        order by bi.booking_date desc, bi.id desc
        limit ${limit}`,
  );
}

/** Whether the user is staff who answers chats (the inbox's reader): SUPER, the chat permission, not deactivated. */
export async function isChatAgent(db: Conn, userId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select exists (select 1 from users u where u.id = ${userId} and ${CHAT_AGENT})::int as n`,
  );
  return (row?.n ?? 0) > 0;
}

export async function lockChatForInbox(
  tx: Tx,
  chatId: number,
): Promise<{ request_status: 'open' | 'closed'; assigned_to: number | null }[]> {
  return rows(tx, sql`select request_status, assigned_to from chats where id = ${chatId} for update`);
}
