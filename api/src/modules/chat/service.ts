// Chat rules (spec §7 Chat, ADR 012): who may talk to whom, messages as plain text, read markers, staff
// hand-over, unread counts, and what each change pushes to the sockets. Every write answers what the caller sees
// and emits the events the other side needs.
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type ChatRead,
  type ChatSummary,
  type ChatWithMessages,
  type Locale,
} from '@mp/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { translator } from '../../i18n';
import type { Mailer } from '../../plugins/mail';
import { mailSettingsLink } from '../customer/settings-link';
import { manageBookingLink, manageLinkExpiry } from '../bookings/voucher';
import type { SessionUser } from '../../types';
import type { CounterStore } from '../auth/login-limiter';
import type { ChatConfig } from './config';
import type { Realtime } from './realtime';
import type { Tx } from '../../db/client';
import type { AuditChange } from '../../plugins/audit';
import { staffPermissionCheck } from '../super/access';
import * as repo from './repository';
import * as inbox from './inbox-repository';
import * as partnerInbox from './partner-inbox-repository';
import { membershipOf } from '../team/repository';
import { partnerAccessOf } from '../team/access';

/** Records the hand-over in the audit log inside its transaction (the route binds it to the request). */
export type RedirectAudit = (tx: Tx, change: AuditChange) => Promise<void>;

export interface ChatServiceDeps {
  db: Db;
  realtime: Realtime;
  /** Counts messages per user per minute (memory, or Redis so instances share it). */
  counters: CounterStore;
  config: ChatConfig;
  mailer: Mailer;
  publicUrl: string;
  /** Signs a guest's "Manage booking" link, where a guest reads a partner's answer. */
  voucherSecret: string;
  log: FastifyBaseLogger;
}

const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

export function summaryView(row: repo.SummaryRow, online: boolean): ChatSummary {
  return {
    id: row.id,
    request_status: row.request_status,
    created_at: iso(row.created_at),
    participant: {
      id: row.other_id,
      first_name: row.other_first_name,
      last_name: row.other_last_name,
      user_type: row.other_user_type,
      avatar_url: row.other_avatar_url,
      company_name: row.other_company_name,
    },
    last_message:
      row.last_id === null
        ? null
        : {
            id: row.last_id,
            chat_id: row.id,
            sender_id: row.last_sender_id ?? 0,
            body: row.last_body ?? '',
            created_at: iso(row.last_created_at),
          },
    unread_count: row.unread_count,
    presence: online ? 'online' : 'offline',
    other_last_read_message_id: row.other_last_read_message_id,
  };
}

const otherOf = (chat: repo.ChatRow, userId: number) =>
  chat.participant1 === userId ? chat.participant2 : chat.participant1;
const isParticipant = (chat: repo.ChatRow, userId: number) =>
  chat.participant1 === userId || chat.participant2 === userId;

/** Where the recipient of an offline mail reads the chat: staff in the back office's inbox, on that conversation. */
function chatLink(publicUrl: string, userType: repo.UserBrief['userType'], chatId: number, locale: Locale): string {
  const prefix = locale === 'pt' ? '/pt' : '';
  const path =
    userType === 'CLIENT'
      ? `/user-panel/messages/${chatId}`
      : userType === 'SUPER'
        ? `/super-admin/messages/${chatId}`
        : '/dashboard';
  return `${publicUrl}${prefix}${path}`;
}

export function createChatService(deps: ChatServiceDeps) {
  const { db, realtime } = deps;

  async function summaries(userId: number, chatId: number | null): Promise<ChatSummary[]> {
    const found = await repo.chatSummaries(db, userId, chatId);
    const online = await realtime.presence.online(found.map((r) => r.other_id));
    return found.map((r) => summaryView(r, online.has(r.other_id)));
  }

  async function summary(userId: number, chatId: number): Promise<ChatSummary> {
    const [one] = await summaries(userId, chatId);
    if (!one) throw notFound('chat.notFound');
    return one;
  }

  /** A support chat as a staff reader of the inbox sees it (the customer or partner on the other side). */
  async function teamSummary(staffId: number, chatId: number): Promise<ChatSummary> {
    const [row] = await inbox.inboxChats(db, staffId, null, chatId);
    if (!row) throw notFound('chat.notFound');
    const online = await realtime.presence.online([row.other_id]);
    return summaryView(row, online.has(row.other_id));
  }

  /**
   * The company a partner user reads the customers' conversations of (the dashboard's Messages page): theirs when
   * their team role includes bookings (the owner's always does); null otherwise.
   */
  async function inboxCompanyOf(user: SessionUser): Promise<number | null> {
    if (user.userType !== 'SUPPLIER') return null;
    const access = partnerAccessOf(user.id, await membershipOf(db, user.id));
    return access && access.permissions.includes('bookings') ? access.companyId : null;
  }

  /**
   * The chat if the user takes part in it; for staff who answer chats, if it is a support chat (the shared inbox:
   * `outsider` is then the customer or partner); for a partner user with the bookings permission, if it is one of
   * their company's conversations with a customer (the dashboard's inbox: `outsider` is the customer, `companyId`
   * theirs). 404 otherwise: a stranger learns nothing, not even that it exists.
   */
  async function reachChat(
    user: SessionUser,
    chatId: number,
  ): Promise<{ chat: repo.ChatRow; outsider: number | null; companyId: number | null }> {
    const chat = await repo.chatById(db, chatId);
    if (!chat) throw notFound('chat.notFound');
    if (chat.supportOutsider !== null && user.userType === 'SUPER' && (await inbox.isChatAgent(db, user.id)))
      return { chat, outsider: chat.supportOutsider, companyId: null };
    if (isParticipant(chat, user.id)) return { chat, outsider: null, companyId: null };
    const companyId = await inboxCompanyOf(user);
    const customer = companyId === null ? null : await partnerInbox.companyChatCustomer(db, companyId, chatId);
    if (companyId === null || customer === null) throw notFound('chat.notFound');
    return { chat, outsider: customer, companyId };
  }

  /** One of the company's conversations as a reader of its inbox sees it. */
  async function companySummary(companyId: number, readerId: number, chatId: number): Promise<ChatSummary> {
    const [row] = await partnerInbox.partnerInboxChats(db, companyId, readerId, 'en', chatId);
    if (!row) throw notFound('chat.notFound');
    const online = await realtime.presence.online([row.other_id]);
    return summaryView(row, online.has(row.other_id));
  }

  /**
   * Staff who answer chats read the inbox's count (their own markers) plus their chats with colleagues; everyone else
   * their own chats'.
   */
  async function unreadCount(userId: number): Promise<number> {
    const [reader] = await inbox.inboxUnreadCounts(db, userId);
    return reader ? reader.unread : repo.unreadCount(db, userId);
  }

  async function pushUnread(userId: number) {
    await realtime.emit([userId], { type: 'unread', count: await unreadCount(userId) });
  }

  /** Every inbox reader's count may have changed (a new message, an assignment, a close): push each theirs. */
  async function pushInboxUnread(): Promise<void> {
    for (const reader of await inbox.inboxUnreadCounts(db))
      await realtime.emit([reader.reader_id], { type: 'unread', count: reader.unread });
  }

  async function mayOpen(caller: SessionUser, target: repo.UserBrief): Promise<boolean> {
    if (caller.userType === 'SUPER' || target.userType === 'SUPER') return true;
    if (caller.userType === 'CLIENT' && target.userType === 'SUPPLIER')
      return repo.customerKnowsPartner(db, caller.id, target.id);
    if (caller.userType === 'SUPPLIER' && target.userType === 'CLIENT')
      return repo.customerKnowsPartner(db, target.id, caller.id);
    return false;
  }

  return {
    summaries,
    teamSummary,
    pushInboxUnread,

    /** POST api/chat/create: the existing chat of the pair, or a new one when the caller may open it. */
    async open(caller: SessionUser, targetId: number): Promise<ChatSummary> {
      if (targetId === caller.id) throw invalid({ user: 'chat.self' });
      const target = await repo.userBrief(db, targetId);
      // An id with no account is answered like one the caller may not chat with: a 404 here would tell which exist.
      if (!target) throw new ApiError(403, { key: 'chat.notAllowed' });
      const existing = await repo.chatBetween(db, caller.id, target.id);
      if (existing) return summary(caller.id, existing.id);
      if (!(await mayOpen(caller, target))) throw new ApiError(403, { key: 'chat.notAllowed' });
      const { chat } = await repo.openChat(db, caller.id, target.id);
      return summary(caller.id, chat.id);
    },

    /** POST api/chat/support: "message our team" — the caller's chat with staff, opened with the least busy one. */
    async openSupport(caller: SessionUser): Promise<ChatSummary> {
      const staff = await repo.supportContactFor(db, caller.id);
      if (staff === null) throw new ApiError(404, { key: 'chat.noStaff' });
      const { chat } = await repo.openChat(db, caller.id, staff);
      // Asking the team again reopens a conversation staff had closed, so the customer can write in it.
      if (chat.requestStatus === 'closed') {
        await inbox.setRequestStatus(db, chat.id, 'open');
        await pushInboxUnread();
      }
      return summary(caller.id, chat.id);
    },

    /** GET api/chat/{id}: the chat and a page of messages, newest first; `next_cursor` pages back in time. */
    async read(caller: SessionUser, chatId: number, before: number | null, perPage: number): Promise<ChatWithMessages> {
      const { outsider, companyId } = await reachChat(caller, chatId);
      const [chat, page] = await Promise.all([
        outsider === null
          ? summary(caller.id, chatId)
          : companyId === null
            ? teamSummary(caller.id, chatId)
            : companySummary(companyId, caller.id, chatId),
        repo.messagesPage(db, chatId, before, perPage),
      ]);
      const more = page.length > perPage;
      const messages = more ? page.slice(0, perPage) : page;
      return { chat, messages, next_cursor: more ? (messages[messages.length - 1]?.id ?? null) : null };
    },

    /** POST api/chat/message: stores the text as it is (trimmed at the ends) and pushes it to both sides. */
    async post(caller: SessionUser, chatId: number, text: string): Promise<ChatMessage> {
      const body = text.trim();
      if (body.length === 0) throw invalid({ message: 'chat.messageRequired' });
      if ([...body].length > CHAT_MESSAGE_MAX_LENGTH)
        throw invalid({ message: { key: 'chat.messageTooLong', params: { max: CHAT_MESSAGE_MAX_LENGTH } } });
      const { chat, companyId } = await reachChat(caller, chatId);
      if (chat.requestStatus === 'closed') throw invalid({ chat_id: 'chat.closed' });
      const key = `user:${caller.id}`;
      const { count } = await deps.counters.get(key);
      if (count >= deps.config.messagesPerMinute) throw new ApiError(429, { key: 'chat.tooManyMessages' });
      await deps.counters.increment(key, 60_000);
      const message = await repo.insertMessage(db, chatId, caller.id, body);
      if (companyId !== null) {
        // A colleague answering in the company's inbox: both sides as stored see it, and so does the writer.
        await realtime.emit([chat.participant1, chat.participant2, caller.id], {
          type: 'message',
          chat_id: chatId,
          message,
        });
        await pushUnread(chat.participant1);
        await pushUnread(chat.participant2);
        return message;
      }
      if (chat.supportOutsider === null) {
        const other = otherOf(chat, caller.id);
        await realtime.emit([caller.id, other], { type: 'message', chat_id: chatId, message });
        await pushUnread(other);
        return message;
      }
      // A support chat: the customer or partner, both sides as stored, and every staff reader of the inbox see it.
      const readers = new Map((await inbox.inboxUnreadCounts(db)).map((r) => [r.reader_id, r.unread]));
      const to = [...new Set([chat.participant1, chat.participant2, caller.id, ...readers.keys()])];
      await realtime.emit(to, { type: 'message', chat_id: chatId, message });
      for (const id of to) {
        if (id === caller.id) continue;
        const count = readers.get(id) ?? (await repo.unreadCount(db, id));
        await realtime.emit([id], { type: 'unread', count });
      }
      return message;
    },

    /** POST api/chat/{id}/read: everything up to now is read; both sides see the receipt, the reader's badge drops. */
    async markRead(caller: SessionUser, chatId: number): Promise<ChatRead> {
      const { chat, outsider } = await reachChat(caller, chatId);
      const last = await repo.markRead(db, chatId, caller.id);
      await realtime.emit([caller.id, outsider ?? otherOf(chat, caller.id)], {
        type: 'read',
        chat_id: chatId,
        user_id: caller.id,
        last_read_message_id: last,
      });
      await pushUnread(caller.id);
      return { chat_id: chatId, last_read_message_id: last };
    },

    /**
     * POST api/chat/{chat}/redirect (staff with the chat permission): the staff side of the chat goes to someone who
     * may take part in it — a staff member who answers chats, or, when the other side is a customer, a partner user
     * of a company the customer booked with. The hand-over is recorded (chat_redirects, and the audit log in the same
     * transaction), and the other side is told in the chat, in their language, who follows it now.
     */
    async redirect(caller: SessionUser, chatId: number, toUserId: number, audit: RedirectAudit): Promise<ChatSummary> {
      const target = await repo.userBrief(db, toUserId);
      if (!target) throw new ApiError(404, { key: 'chat.userNotFound' });
      const moved = await db.transaction(async (tx) => {
        const chat = await repo.lockChat(tx, chatId);
        if (!chat) throw notFound('chat.notFound');
        const one = await repo.userBrief(tx, chat.participant1);
        const two = await repo.userBrief(tx, chat.participant2);
        // The caller's own side when they take part, otherwise the chat's staff side.
        const from = isParticipant(chat, caller.id) ? caller.id : [one, two].find((u) => u?.userType === 'SUPER')?.id;
        if (from === undefined) throw invalid({ user: 'chat.redirectNoStaff' });
        const other = otherOf(chat, from);
        const otherUser = [one, two].find((u) => u?.id === other);
        if (target.id === from || target.id === other || !otherUser) throw invalid({ user: 'chat.redirectTarget' });
        const mayTakePart =
          target.userType === 'SUPER'
            ? (await staffPermissionCheck(tx, target.id))('chat')
            : target.userType === 'SUPPLIER' &&
              otherUser.userType === 'CLIENT' &&
              (await repo.customerBookedWithPartner(tx, other, target.id));
        if (!mayTakePart) throw invalid({ user: 'chat.redirectTarget' });
        if (await repo.chatBetween(tx, other, target.id)) throw invalid({ user: 'chat.redirectExists' });
        await repo.redirectChat(tx, chat, from, target.id, caller.id);
        const t = translator((await repo.languageOf(tx, other)) ?? 'en');
        const notice = await repo.insertMessage(
          tx,
          chatId,
          target.id,
          t('chat.redirectNotice', { name: `${target.firstName} ${target.lastName}`.trim() }),
        );
        await audit(tx, {
          action: 'chat.redirect',
          entity: 'chat',
          entityId: chatId,
          before: { participants: [chat.participant1, chat.participant2] },
          after: { participants: [other, target.id].sort((a, b) => a - b), from, to: target.id, notice: notice.body },
        });
        return { from, other, notice };
      });
      await realtime.emit([target.id, moved.other], { type: 'message', chat_id: chatId, message: moved.notice });
      await pushUnread(moved.from);
      await pushUnread(target.id);
      await pushUnread(moved.other);
      // As the person it was handed to sees it (the caller may have handed over their own side).
      return summary(target.id, chatId);
    },

    unreadCount,

    /** Shared chat partners of a user, for presence events. */
    partnersOf: (userId: number) => repo.chatPartnersOf(db, userId),

    /** Whether the user takes part in the chat (or reads it in the inbox), and who the other side is (typing). */
    async otherSide(userId: number, chatId: number): Promise<number | null> {
      const chat = await repo.chatById(db, chatId);
      if (!chat) return null;
      if (isParticipant(chat, userId)) return otherOf(chat, userId);
      if (chat.supportOutsider !== null && (await inbox.isChatAgent(db, userId))) return chat.supportOutsider;
      return null;
    },

    /**
     * Offline delivery: mails each recipient of messages unread for 2 minutes, at most once per chat every
     * 2 minutes, in their language. `now` is a parameter so tests move the clock. Answers how many mails went out.
     */
    async sweepOfflineMail(now: Date = new Date()): Promise<number> {
      const claimed = await repo.claimOfflineNotices(db, now, deps.config.mailAfterMs);
      let sent = 0;
      for (const notice of claimed) {
        const context = await repo.noticeContext(db, notice);
        if (!context) continue;
        // A guest (no password, so no user panel) reads the answer on the booking's manage page, at the address they
        // typed at checkout; a holder with no such booking and an address that receives no mail is not mailed.
        const guest = context.guest;
        const to = guest?.email ?? context.email;
        if (to.endsWith('@guest.invalid')) continue;
        const locale: Locale = context.language ?? guest?.locale ?? 'en';
        const t = translator(locale);
        const about = {
          name: context.first_name,
          count: notice.unread,
          sender: context.sender_name,
          excerpt: context.excerpt,
        };
        try {
          await deps.mailer.send({
            to,
            template: 'chat-message',
            locale,
            subject: t('chat.mailSubject', { sender: context.sender_name }),
            text: guest
              ? t('chat.guestMailText', {
                  ...about,
                  reference: guest.reference,
                  link: manageBookingLink(
                    deps.publicUrl,
                    deps.voucherSecret,
                    guest.reference,
                    manageLinkExpiry([guest.last_day]),
                    locale,
                  ),
                })
              : t('chat.mailText', {
                  ...about,
                  link: chatLink(deps.publicUrl, context.user_type, notice.chat_id, locale),
                  settings: mailSettingsLink(deps.publicUrl, context.user_type, locale),
                }),
          });
          sent += 1;
        } catch (err) {
          deps.log.error({ err, chatId: notice.chat_id }, 'chat offline mail failed');
        }
      }
      return sent;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
