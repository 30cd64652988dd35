// SQL of the partner's inbox (api/dashboard/messages): a company's conversations with customers, whichever of its
// people (the owner or a team member) takes part in each. Every reader of the inbox keeps their own read marker
// (chat_read_markers), as staff do in the back office's inbox, so "unread" is per reader.
import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { rows } from '../catalogue/repository';
import { markersAndLastMessage, OTHER_AND_LAST_MESSAGE, type SummaryRow } from './repository';

type Conn = Db | Tx;

/** The company's people: its owner and its members' accounts. */
const TEAM = (companyId: number): SQL => sql`(select owner_user_id from companies where id = ${companyId}
  union select user_id from company_members where company_id = ${companyId})`;

/** Over `chats c` joined to `users p1`, `p2`: one side a customer, the other one of the company's people. */
const COMPANY_CHAT = (companyId: number): SQL => sql`((p1.user_type = 'CLIENT' and p2.id in ${TEAM(companyId)})
  or (p2.user_type = 'CLIENT' and p1.id in ${TEAM(companyId)}))`;
/** The customer of such a chat. */
const CUSTOMER = sql`(case when p1.user_type = 'CLIENT' then p1.id else p2.id end)`;
/** The company's side of such a chat. */
const TEAM_SIDE = sql`(case when p1.user_type = 'CLIENT' then p2.id else p1.id end)`;

export interface PartnerInboxRow extends SummaryRow {
  team_user_id: number;
  team_first_name: string;
  team_last_name: string;
  item_id: number | null;
  reference: string | null;
  service_name: string | null;
}

/**
 * The company's conversations as one reader sees them, newest activity first (or one of them): the other person is the
 * customer, unread counts the customer's messages after this reader's marker, the receipt is the customer's marker.
 * The booking a conversation is about is the customer's item with the company whose booking a message names (a chat
 * started from a booking opens with "About booking R7X2K9: …"); the latest such item, or none.
 */
export async function partnerInboxChats(
  db: Conn,
  companyId: number,
  readerId: number,
  locale: Locale,
  chatId: number | null = null,
): Promise<PartnerInboxRow[]> {
  const name = locale === 'pt' ? 'name_pt' : 'name_en';
  return rows<PartnerInboxRow>(
    db,
    sql`select c.id, c.request_status, c.created_at, ${OTHER_AND_LAST_MESSAGE},
          (select count(*)::int from chat_messages m
            where m.chat_id = c.id and m.sender_id = o.id and m.id > coalesce(mine.last_read_message_id, 0)) as unread_count,
          theirs.last_read_message_id as other_last_read_message_id,
          tu.id as team_user_id, tu.first_name as team_first_name, tu.last_name as team_last_name,
          bk.item_id, bk.reference, bk.service_name
        from chats c
        join users p1 on p1.id = c.participant_1
        join users p2 on p2.id = c.participant_2
        join users o on o.id = ${CUSTOMER}
        join users tu on tu.id = ${TEAM_SIDE}
        ${markersAndLastMessage(readerId)}
        left join lateral (
          select bi.id as item_id, b.reference,
                 coalesce(bi.unserialized_service->>${name}, s.${sql.raw(name)}) as service_name
          from booking_items bi
          join bookings b on b.id = bi.booking_id
          left join services s on s.id = bi.service_id
          where b.user_id = o.id and bi.company_id = ${companyId} and b.status <> 'waiting_payment'
            and exists (select 1 from chat_messages bm where bm.chat_id = c.id and strpos(bm.body, b.reference) > 0)
          order by bi.id desc limit 1) bk on true
        where ${COMPANY_CHAT(companyId)}
          ${chatId === null ? sql`` : sql`and c.id = ${chatId}`}
        order by coalesce(lm.created_at, c.created_at) desc, c.id desc
        limit 200`,
  );
}

/** The customer of the chat when it is one of the company's conversations with a customer; null otherwise. */
export async function companyChatCustomer(db: Conn, companyId: number, chatId: number): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select ${CUSTOMER} as id from chats c
        join users p1 on p1.id = c.participant_1
        join users p2 on p2.id = c.participant_2
        where c.id = ${chatId} and ${COMPANY_CHAT(companyId)}`,
  );
  return row?.id ?? null;
}
