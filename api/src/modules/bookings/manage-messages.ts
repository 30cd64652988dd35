// Messages about a booking item with its partner. A conversation started from a booking names it: its first message
// says which booking, service and day it is about (in the partner's language), once per booking, so the partner knows
// what the customer means. A signed-in customer opens it from My bookings; a guest writes and reads it on the "Manage
// booking" page, authorized by the signed link: the conversation is the booking's holder account's, the one a
// customer's chat would be, so the partner answers it in their dashboard as any other.
import { sql, type SQL } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatSummary, type ManagedBookingChat } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { translator } from '../../i18n';
import type { SessionUser } from '../../types';
import { one } from '../../db/sql';
import { chatBetween, messagesPage } from '../chat/repository';
import type { ChatService } from '../chat/service';
import { bookingOfLink } from './manage';
import { partnerReader } from './reader-locale';
import { mailWeekday } from '../../mail/format';

/** How many of the latest messages the manage page shows (and looks through for the booking's mention). */
const RECENT = 50;

interface ItemOfBooking {
  item_id: number;
  holder_id: number;
  holder_email: string;
  company_id: number;
  trade_name: string;
  partner_user_id: number | null;
  reference: string;
  name_en: string | null;
  name_pt: string | null;
  booking_date: string | Date;
  time: string | null;
}

/** The item `filter` selects, with its booking's holder and its partner (the company owner answers chats). */
function itemOf(db: Db, filter: SQL): Promise<ItemOfBooking | undefined> {
  return one<ItemOfBooking>(
    db,
    sql`select bi.id as item_id, b.user_id as holder_id, u.email as holder_email, c.id as company_id, c.trade_name,
               c.owner_user_id as partner_user_id, b.reference,
               coalesce(bi.unserialized_service->>'name_en', s.name_en) as name_en,
               coalesce(bi.unserialized_service->>'name_pt', s.name_pt) as name_pt,
               bi.booking_date, bi.annotations->>'time' as time
          from booking_items bi join bookings b on b.id = bi.booking_id join users u on u.id = b.user_id
          join companies c on c.id = bi.company_id left join services s on s.id = bi.service_id
         where ${filter} and b.status <> 'waiting_payment'`,
  );
}

/** "About booking R7X2K9: Surf lesson, Saturday, 14 March 2026, 10:00.", in the partner's language. */
async function aboutText(db: Db, item: ItemOfBooking): Promise<string> {
  const locale = (await partnerReader(db, item.company_id))?.locale ?? 'pt';
  const day = mailWeekday(new Date(item.booking_date), locale);
  return translator(locale)('bookingChat.about', {
    reference: item.reference,
    service: (locale === 'pt' ? item.name_pt : item.name_en) ?? item.name_en ?? '',
    when: item.time ? `${day}, ${item.time}` : day,
  });
}

/**
 * The caller's conversation with the item's partner, opened if new, whose latest messages name this booking: the
 * mention is sent once (asking again about the same booking adds nothing while it is among the latest messages).
 */
async function chatAboutItem(db: Db, chat: ChatService, caller: SessionUser, item: ItemOfBooking) {
  if (item.partner_user_id === null) throw invalid({ item_id: 'bookingChat.noPartnerContact' });
  const opened = await chat.open(caller, item.partner_user_id);
  const about = await aboutText(db, item);
  const recent = await messagesPage(db, opened.id, null, RECENT);
  if (!recent.some((m) => m.body === about)) await chat.post(caller, opened.id, about);
  return opened.id;
}

/** POST api/bookings/items/{id}/chat: "Message the partner" from My bookings, for the booking's own customer. */
export async function openItemChat(
  db: Db,
  chat: ChatService,
  caller: SessionUser,
  itemId: number,
): Promise<ChatSummary> {
  const item = await itemOf(db, sql`bi.id = ${itemId} and b.user_id = ${caller.id}`);
  if (!item) throw notFound('checkout.bookingItemNotFound');
  const chatId = await chatAboutItem(db, chat, caller, item);
  const [summary] = await chat.summaries(caller.id, chatId);
  if (!summary) throw notFound('chat.notFound');
  return summary;
}

/** The holder as the chat service knows a signed-in customer. */
const holderOf = (item: ItemOfBooking): SessionUser => ({
  id: item.holder_id,
  userType: 'CLIENT',
  email: item.holder_email,
});

async function managedItem(db: Db, link: { secret: string; token: string; itemId: number; now: Date }) {
  const booking = await bookingOfLink(db, link.secret, link.token, link.now);
  const item = await itemOf(db, sql`bi.id = ${link.itemId} and bi.booking_id = ${booking.id}`);
  if (!item) throw notFound('checkout.bookingItemNotFound');
  return item;
}

/** What the manage page shows: the latest messages, oldest first; the partner's are read once shown. */
async function managedChatView(db: Db, chat: ChatService, item: ItemOfBooking): Promise<ManagedBookingChat> {
  const found = item.partner_user_id === null ? null : await chatBetween(db, item.holder_id, item.partner_user_id);
  const messages = found ? (await messagesPage(db, found.id, null, RECENT)).slice(0, RECENT).reverse() : [];
  if (found && messages.some((m) => m.sender_id !== item.holder_id)) await chat.markRead(holderOf(item), found.id);
  return {
    chat_id: found?.id ?? null,
    item_id: item.item_id,
    partner_name: item.trade_name,
    holder_id: item.holder_id,
    messages,
  };
}

/** GET api/bookings/manage/messages: the guest's conversation with the partner of one item of the linked booking. */
export async function managedItemChat(
  db: Db,
  chat: ChatService,
  input: { secret: string; token: string; itemId: number; now?: Date },
): Promise<ManagedBookingChat> {
  const item = await managedItem(db, { ...input, now: input.now ?? new Date() });
  return managedChatView(db, chat, item);
}

/** POST api/bookings/manage/messages: the guest writes to the item's partner, as the booking's holder. */
export async function messageManagedItemPartner(
  db: Db,
  chat: ChatService,
  input: { secret: string; token: string; itemId: number; message: string; now?: Date },
): Promise<ManagedBookingChat> {
  // The chat's own checks, first: a refused message must not leave the booking's mention behind on its own.
  const body = input.message.trim();
  if (body.length === 0) throw invalid({ message: 'chat.messageRequired' });
  if ([...body].length > CHAT_MESSAGE_MAX_LENGTH)
    throw invalid({ message: { key: 'chat.messageTooLong', params: { max: CHAT_MESSAGE_MAX_LENGTH } } });
  const item = await managedItem(db, { ...input, now: input.now ?? new Date() });
  const holder = holderOf(item);
  const chatId = await chatAboutItem(db, chat, holder, item);
  await chat.post(holder, chatId, body);
  return managedChatView(db, chat, item);
}
