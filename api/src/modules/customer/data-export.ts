// "Download my data": everything we hold on the customer, as one JSON document. Secrets are left out
// (password hash, tokens, card data is never stored); payment details keep only what the customer saw.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/sql';

export async function exportCustomerData(db: Db, userId: number): Promise<Record<string, unknown>> {
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(db, query);
  const [account] = await q<Record<string, unknown>>(
    sql`select u.id, u.email, u.first_name, u.last_name, u.phone, u.email_verified_at, u.created_at,
          p.vatnumber, p.birthdate, p.country, p.city, p.address, p.zipcode, p.description, p.avatar_url, p.cover_url
        from users u left join user_profiles p on p.user_id = u.id where u.id = ${userId}`,
  );
  const [
    preferences,
    bookings,
    items,
    payments,
    giftCards,
    giftCardTransactions,
    points,
    chats,
    messages,
    reviews,
    views,
  ] = await Promise.all([
    q(
      sql`select language, email_chat, email_reminders, email_reviews, email_news from user_preferences where user_id = ${userId}`,
    ),
    q(
      sql`select id, reference, status, payment_method, total_cents, discount_cents, points_used, billing, notes, created_at, paid_at from bookings where user_id = ${userId} order by id`,
    ),
    q(sql`select bi.id, bi.booking_id, bi.service_id, bi.booking_date, bi.status, bi.quantity, bi.value_cents, bi.discount_cents, bi.annotations, bi.created_at
          from booking_items bi join bookings b on b.id = bi.booking_id where b.user_id = ${userId} order by bi.id`),
    q(sql`select p.id, p.booking_id, p.provider, p.status, p.amount_cents, p.currency, p.created_at
          from payments p join bookings b on b.id = p.booking_id where b.user_id = ${userId} order by p.id`),
    q(
      sql`select id, code, value_cents, balance_cents, status, expires_at, created_at from gift_cards where owner_user_id = ${userId} or purchaser_user_id = ${userId} order by id`,
    ),
    q(sql`select t.id, t.gift_card_id, t.kind, t.amount_cents, t.booking_id, t.created_at from gift_card_transactions t
          join gift_cards g on g.id = t.gift_card_id where g.owner_user_id = ${userId} or g.purchaser_user_id = ${userId} order by t.id`),
    q(sql`select id, delta, reason, booking_id, created_at from points_ledger where user_id = ${userId} order by id`),
    q(
      sql`select id, participant_1, participant_2, request_status, created_at from chats where ${userId} in (participant_1, participant_2) order by id`,
    ),
    q(sql`select m.id, m.chat_id, m.sender_id, m.body, m.created_at from chat_messages m join chats c on c.id = m.chat_id
          where ${userId} in (c.participant_1, c.participant_2) order by m.id`),
    q(
      sql`select id, service_id, booking_item_id, stars, language, text, status, created_at from reviews where user_id = ${userId} order by id`,
    ),
    q(sql`select service_id, viewed_at from service_views where user_id = ${userId} order by id`),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: account ?? null,
    preferences: preferences[0] ?? null,
    bookings,
    booking_items: items,
    payments,
    gift_cards: giftCards,
    gift_card_transactions: giftCardTransactions,
    points_ledger: points,
    chats,
    chat_messages: messages,
    reviews,
    service_views: views,
  };
}
