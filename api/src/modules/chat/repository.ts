// SQL of the chat: chats, messages, read markers, redirects and the offline-delivery claims. Participants are
// stored in a fixed order (participant_1 < participant_2), so the unique index makes one chat per pair even when
// both people open it at the same moment.
import { sql, type SQL } from 'drizzle-orm';
import { STAFF_ROLES, staffCan } from '@mp/shared/domain';
import type { Db, Tx } from '../../db/client';
import { rows } from '../catalogue/repository';

type Conn = Db | Tx;

export interface UserBrief {
  id: number;
  userType: 'CLIENT' | 'SUPPLIER' | 'AFFILIATE' | 'SUPER';
  email: string;
  firstName: string;
  lastName: string;
}

export interface ChatRow {
  id: number;
  participant1: number;
  participant2: number;
  requestStatus: 'open' | 'closed';
  createdAt: string;
  /** In a support chat (exactly one staff participant), the customer or partner; null in any other chat. */
  supportOutsider: number | null;
}

export interface MessageRow {
  id: number;
  chat_id: number;
  sender_id: number;
  body: string;
  created_at: string;
}

export interface SummaryRow {
  id: number;
  request_status: 'open' | 'closed';
  created_at: string;
  other_id: number;
  other_first_name: string;
  other_last_name: string;
  other_user_type: UserBrief['userType'];
  other_avatar_url: string | null;
  other_company_name: string | null;
  last_id: number | null;
  last_sender_id: number | null;
  last_body: string | null;
  last_created_at: string | null;
  unread_count: number;
  other_last_read_message_id: number | null;
}

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export function messageView(row: MessageRow): MessageRow {
  return {
    id: row.id,
    chat_id: row.chat_id,
    sender_id: row.sender_id,
    body: row.body,
    created_at: iso(row.created_at),
  };
}

export async function userBrief(db: Conn, id: number): Promise<UserBrief | null> {
  const [row] = await rows<UserBrief>(
    db,
    sql`select id, user_type as "userType", email, first_name as "firstName", last_name as "lastName" from users where id = ${id}`,
  );
  return row ?? null;
}

/** Has the customer booked or viewed a service of a company this partner user owns or works for? */
export async function customerKnowsPartner(db: Conn, clientId: number, partnerUserId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`with partner_companies as (
          select c.id from companies c where c.owner_user_id = ${partnerUserId}
          union select m.company_id from company_members m where m.user_id = ${partnerUserId})
        select (exists (select 1 from booking_items bi join bookings b on b.id = bi.booking_id
                  where b.user_id = ${clientId} and bi.company_id in (select id from partner_companies))
             or exists (select 1 from service_views v join services s on s.id = v.service_id
                  where v.user_id = ${clientId} and s.company_id in (select id from partner_companies)))::int as n`,
  );
  return (row?.n ?? 0) > 0;
}

/** Has the customer a booking with a company this partner user owns or works for? (a hand-over needs one) */
export async function customerBookedWithPartner(db: Conn, clientId: number, partnerUserId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select exists (select 1 from booking_items bi join bookings b on b.id = bi.booking_id
          where b.user_id = ${clientId}
            and bi.company_id in (select c.id from companies c where c.owner_user_id = ${partnerUserId}
                                  union select m.company_id from company_members m where m.user_id = ${partnerUserId}))::int as n`,
  );
  return (row?.n ?? 0) > 0;
}

/** Which of these token hashes still open a session (not revoked, not expired): sockets re-check theirs with it. */
export async function liveTokenHashes(db: Conn, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const found = await rows<{ token_hash: string }>(
    db,
    sql`select token_hash from auth_tokens
        where token_hash in (${sql.join(
          hashes.map((hash) => sql`${hash}`),
          sql`, `,
        )}) and revoked_at is null and expires_at > now()`,
  );
  return new Set(found.map((row) => row.token_hash));
}

/** The language a user reads the site in (their saved preference; null when none is saved). */
export async function languageOf(db: Conn, userId: number): Promise<'en' | 'pt' | null> {
  const [row] = await rows<{ language: 'en' | 'pt' | null }>(
    db,
    sql`select language from user_preferences where user_id = ${userId}`,
  );
  return row?.language ?? null;
}

/** A support chat, over `chats c` joined to its participants `p1` and `p2`: exactly one of them is staff. */
export const SUPPORT = sql`((p1.user_type = 'SUPER') <> (p2.user_type = 'SUPER'))`;
/** The participant of a support chat who is not staff (the customer or partner who wrote to the team). */
export const OUTSIDER = sql`(case when p1.user_type = 'SUPER' then p2.id else p1.id end)`;

export async function chatById(db: Conn, id: number): Promise<ChatRow | null> {
  const [row] = await rows<ChatRow>(
    db,
    sql`select c.id, c.participant_1 as "participant1", c.participant_2 as "participant2",
          c.request_status as "requestStatus", c.created_at as "createdAt",
          case when ${SUPPORT} then ${OUTSIDER} end as "supportOutsider"
        from chats c
        join users p1 on p1.id = c.participant_1
        join users p2 on p2.id = c.participant_2
        where c.id = ${id}`,
  );
  return row ?? null;
}

export async function chatBetween(db: Conn, a: number, b: number): Promise<ChatRow | null> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await rows<{ id: number }>(
    db,
    sql`select id from chats where participant_1 = ${low} and participant_2 = ${high}`,
  );
  return row ? chatById(db, row.id) : null;
}

/** The chat of the pair, created when missing (a concurrent create of the same pair lands on the same row). */
export async function openChat(db: Conn, a: number, b: number): Promise<{ chat: ChatRow; created: boolean }> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const inserted = await rows<{ id: number }>(
    db,
    sql`insert into chats (participant_1, participant_2) values (${low}, ${high}) on conflict (participant_1, participant_2) do nothing returning id`,
  );
  const chat = await chatBetween(db, low, high);
  if (!chat) throw new Error('chat missing after insert');
  return { chat, created: inserted.length > 0 };
}

/**
 * The other person of a chat `c` (joined as `o`): name, kind, avatar and company, and the chat's last message (`lm`);
 * read with markersAndLastMessage's joins. A participant's list and the staff inbox show a chat with these.
 */
export const OTHER_AND_LAST_MESSAGE = sql`o.id as other_id, o.first_name as other_first_name, o.last_name as other_last_name,
  o.user_type as other_user_type, p.avatar_url as other_avatar_url,
  (select co.trade_name from companies co
    where co.owner_user_id = o.id or exists (select 1 from company_members cm where cm.company_id = co.id and cm.user_id = o.id)
    order by co.id limit 1) as other_company_name,
  lm.id as last_id, lm.sender_id as last_sender_id, lm.body as last_body, lm.created_at as last_created_at`;

/** The joins OTHER_AND_LAST_MESSAGE reads, with the reader's (`mine`) and the other person's (`theirs`) read markers. */
export const markersAndLastMessage = (readerId: number): SQL => sql`left join user_profiles p on p.user_id = o.id
  left join chat_read_markers mine on mine.chat_id = c.id and mine.user_id = ${readerId}
  left join chat_read_markers theirs on theirs.chat_id = c.id and theirs.user_id = o.id
  left join lateral (select m.id, m.sender_id, m.body, m.created_at from chat_messages m
    where m.chat_id = c.id order by m.id desc limit 1) lm on true`;

/** The caller's chats (or one of them) as the caller sees them: the other person, last message, unread, receipts. */
export async function chatSummaries(db: Conn, userId: number, chatId: number | null = null): Promise<SummaryRow[]> {
  return rows<SummaryRow>(
    db,
    sql`select c.id, c.request_status, c.created_at,
          ${OTHER_AND_LAST_MESSAGE},
          (select count(*)::int from chat_messages m
            where m.chat_id = c.id and m.sender_id <> ${userId} and m.id > coalesce(mine.last_read_message_id, 0)) as unread_count,
          theirs.last_read_message_id as other_last_read_message_id
        from chats c
        join users o on o.id = case when c.participant_1 = ${userId} then c.participant_2 else c.participant_1 end
        ${markersAndLastMessage(userId)}
        where (c.participant_1 = ${userId} or c.participant_2 = ${userId})
          ${chatId === null ? sql`` : sql`and c.id = ${chatId}`}
        order by coalesce(lm.created_at, c.created_at) desc, c.id desc
        limit 200`,
  );
}

/** One page of messages, newest first, older than `before` when given; one extra row tells whether more exist. */
export async function messagesPage(
  db: Conn,
  chatId: number,
  before: number | null,
  limit: number,
): Promise<MessageRow[]> {
  const found = await rows<MessageRow>(
    db,
    sql`select id, chat_id, sender_id, body, created_at from chat_messages
        where chat_id = ${chatId} ${before === null ? sql`` : sql`and id < ${before}`}
        order by id desc limit ${limit + 1}`,
  );
  return found.map(messageView);
}

export async function insertMessage(db: Conn, chatId: number, senderId: number, body: string): Promise<MessageRow> {
  // One round trip: the message and the chat's updated_at (the list's order) in one statement.
  const [row] = await rows<MessageRow>(
    db,
    sql`with m as (insert into chat_messages (chat_id, sender_id, body) values (${chatId}, ${senderId}, ${body})
                   returning id, chat_id, sender_id, body, created_at),
             touched as (update chats set updated_at = now() where id = ${chatId})
        select * from m`,
  );
  if (!row) throw new Error('message insert failed');
  return messageView(row);
}

/** Moves the user's read marker to the chat's newest message (never backwards); answers the marker. */
export async function markRead(db: Conn, chatId: number, userId: number): Promise<number | null> {
  const [row] = await rows<{ last_read_message_id: number | null }>(
    db,
    sql`insert into chat_read_markers (chat_id, user_id, last_read_message_id, read_at)
        values (${chatId}, ${userId}, (select max(id) from chat_messages where chat_id = ${chatId}), now())
        on conflict (chat_id, user_id) do update
          set last_read_message_id = greatest(coalesce(chat_read_markers.last_read_message_id, 0), coalesce(excluded.last_read_message_id, 0)),
              read_at = now()
        returning nullif(last_read_message_id, 0) as last_read_message_id`,
  );
  return row?.last_read_message_id ?? null;
}

/** Messages from other people the user has not read, over all their chats. */
export async function unreadCount(db: Conn, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from chat_messages m
        join chats c on c.id = m.chat_id
        left join chat_read_markers r on r.chat_id = c.id and r.user_id = ${userId}
        where (c.participant_1 = ${userId} or c.participant_2 = ${userId})
          and m.sender_id <> ${userId} and m.id > coalesce(r.last_read_message_id, 0)`,
  );
  return row?.n ?? 0;
}

/** Everyone who shares a chat with the user (presence goes to them). */
export async function chatPartnersOf(db: Conn, userId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select participant_2 as id from chats where participant_1 = ${userId}
        union select participant_1 from chats where participant_2 = ${userId}`,
  );
  return found.map((r) => r.id);
}

/** Moves one side of the chat from `from` to `to` and records who did it. */
export async function redirectChat(tx: Tx, chat: ChatRow, from: number, to: number, by: number): Promise<void> {
  const other = chat.participant1 === from ? chat.participant2 : chat.participant1;
  const [low, high] = other < to ? [other, to] : [to, other];
  await tx.execute(
    sql`update chats set participant_1 = ${low}, participant_2 = ${high}, updated_at = now() where id = ${chat.id}`,
  );
  // The new person starts with everything before the hand-over read: it was not written to them.
  await tx.execute(sql`delete from chat_read_markers where chat_id = ${chat.id} and user_id = ${from}`);
  await tx.execute(sql`insert into chat_read_markers (chat_id, user_id, last_read_message_id)
    values (${chat.id}, ${to}, (select max(id) from chat_messages where chat_id = ${chat.id}))
    on conflict (chat_id, user_id) do nothing`);
  await tx.execute(
    sql`insert into chat_redirects (chat_id, from_user_id, to_user_id, by_user_id) values (${chat.id}, ${from}, ${to}, ${by})`,
  );
}

export async function lockChat(tx: Tx, id: number): Promise<ChatRow | null> {
  await tx.execute(sql`select id from chats where id = ${id} for update`);
  return chatById(tx, id);
}

export interface OfflineNotice {
  chat_id: number;
  user_id: number;
  last_message_id: number;
  unread: number;
}

/**
 * Claims, for every chat and recipient with messages unread for `afterMs`, one offline-delivery mail: at most one
 * per chat and recipient per `afterMs`, never twice for the same messages. The claim is one upsert whose update
 * only happens when the previous mail is old enough, so two API instances sweeping at once send one mail.
 * A message from a staff member who is not in the chat (a reader of the support inbox answering) is for the chat's
 * customer or partner, never for the staff side.
 */
export async function claimOfflineNotices(db: Conn, now: Date, afterMs: number): Promise<OfflineNotice[]> {
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - afterMs).toISOString();
  return rows<OfflineNotice>(
    db,
    sql`with pending as (
          select m.chat_id, r.user_id, max(m.id)::int as last_id, count(*)::int as unread
          from chat_messages m
          join chats c on c.id = m.chat_id
          join users p1 on p1.id = c.participant_1
          cross join lateral (select case when m.sender_id = c.participant_1 then c.participant_2
                                          when m.sender_id = c.participant_2 then c.participant_1
                                          when p1.user_type = 'SUPER' then c.participant_2
                                          else c.participant_1 end as user_id) r
          left join chat_read_markers mk on mk.chat_id = m.chat_id and mk.user_id = r.user_id
          left join chat_mail_notices n on n.chat_id = m.chat_id and n.user_id = r.user_id
          left join user_preferences up on up.user_id = r.user_id
          where m.created_at <= ${cutoff}::timestamptz and m.created_at > ${cutoff}::timestamptz - interval '7 days'
            and m.id > coalesce(mk.last_read_message_id, 0) and m.id > coalesce(n.last_message_id, 0)
            and (n.sent_at is null or n.sent_at <= ${cutoff}::timestamptz)
            and coalesce(up.email_chat, true)
          group by m.chat_id, r.user_id)
        insert into chat_mail_notices as cn (chat_id, user_id, last_message_id, sent_at)
        select chat_id, user_id, last_id, ${nowIso}::timestamptz from pending
        on conflict (chat_id, user_id) do update set last_message_id = excluded.last_message_id, sent_at = excluded.sent_at
          where cn.sent_at <= ${cutoff}::timestamptz and cn.last_message_id < excluded.last_message_id
        returning chat_id, user_id, last_message_id,
          (select unread from pending p where p.chat_id = cn.chat_id and p.user_id = cn.user_id) as unread`,
  );
}

export interface NoticeContext {
  email: string;
  first_name: string;
  user_type: UserBrief['userType'];
  language: 'en' | 'pt' | null;
  sender_name: string;
  excerpt: string;
  /**
   * For a guest's holder account (a customer without a password, who cannot open the user panel): the booking the
   * conversation is about (one with the sender's company first, else the latest), whose manage page shows it, and the
   * address typed at its checkout, which got its confirmation (a holder kept apart from a registered account of that
   * address has one that receives no mail).
   */
  guest: { reference: string; email: string | null; locale: 'en' | 'pt' | null; last_day: string | Date } | null;
}

export async function noticeContext(db: Conn, notice: OfflineNotice): Promise<NoticeContext | null> {
  const [row] = await rows<NoticeContext>(
    db,
    sql`select u.email, u.first_name, u.user_type, up.language,
          trim(s.first_name || ' ' || s.last_name) as sender_name, left(m.body, 200) as excerpt,
          case when g.reference is null then null
               else json_build_object('reference', g.reference, 'email', g.email, 'locale', g.locale,
                                      'last_day', g.last_day) end as guest
        from users u
        left join user_preferences up on up.user_id = u.id
        join chat_messages m on m.id = ${notice.last_message_id}
        join users s on s.id = m.sender_id
        left join lateral (
          select b.reference, nullif(b.billing->>'email', '') as email, b.annotations->>'locale' as locale,
                 (select max(bi.booking_date) from booking_items bi where bi.booking_id = b.id) as last_day
          from bookings b
          where b.user_id = u.id and u.user_type = 'CLIENT' and u.password_hash is null
            and b.status <> 'waiting_payment'
          order by exists (select 1 from booking_items bi join companies c on c.id = bi.company_id
                           where bi.booking_id = b.id and c.owner_user_id = m.sender_id) desc,
                   b.created_at desc, b.id desc
          limit 1) g on true
        where u.id = ${notice.user_id}`,
  );
  return row ?? null;
}

/** Staff roles that answer chats; a SUPER without a staff row is the owner, who holds every permission. */
const CHAT_ROLES = STAFF_ROLES.filter((role) => staffCan(role, 'chat'));
export const answersChats = (userId: SQL) =>
  sql`(not exists (select 1 from staff_members sm where sm.user_id = ${userId})
       or exists (select 1 from staff_members sm where sm.user_id = ${userId} and sm.role in (${sql.join(
         CHAT_ROLES.map((role) => sql`${role}`),
         sql`, `,
       )})))`;

/** The staff member who answers chats the user already talks to, else the one with the fewest chats (ties: lowest id). */
export async function supportContactFor(db: Conn, userId: number): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select u.id from users u
        where u.user_type = 'SUPER' and u.id <> ${userId} and ${answersChats(sql`u.id`)}
        order by exists (select 1 from chats c where (c.participant_1 = u.id and c.participant_2 = ${userId})
                          or (c.participant_2 = u.id and c.participant_1 = ${userId})) desc,
                 (select count(*) from chats c where u.id in (c.participant_1, c.participant_2)) asc, u.id asc
        limit 1`,
  );
  return row?.id ?? null;
}
