// What a booking does to money and capacity when it is paid or released. Each function runs inside the caller's
// transaction with the booking row locked and acts only on the status it expects, so running it twice (a replayed
// callback, two sweepers) changes nothing the second time.
import { eq, sql } from 'drizzle-orm';
import { bookings, payments } from '../../db/schema';
import { one, type Conn } from '../../db/sql';
import { issueGiftCards, refundGiftCard, type GiftCardRow } from '../gift-cards/repository';
import { addPoints } from '../points/repository';
import { promoById, returnUse } from '../promo-codes/repository';
import { pointsEarned } from '@mp/shared/domain';
import { addSales, recordSale } from '../super/sales/sales-daily-repository';
import {
  addBooked,
  bookingItemFromJson,
  giftCardHeld,
  itemsOfBooking,
  lockCapacity,
  setItemsStatus,
  type BookingItemJson,
  type BookingItemRow,
  type BookingRow,
} from './repository';
import { internalProviders } from '../../db/schema/statuses';
import { confirmedOnPaymentSql } from './confirmation';

/** What the confirmation mail needs, when the transaction that marked the booking paid has it already. */
export interface ConfirmationMail {
  booking: BookingRow;
  items: BookingItemRow[];
  /** The first paid payment of the booking by a method other than a gift card or a gift (the mail's "paid by" line). */
  paid: { provider: string; amountCents: number } | null;
  /** The mail language set on the booking's account (null: none set), read with the items. */
  readerLanguage: string | null;
}

/** Work to do once the transaction has committed (mail, gateway calls). */
export type Effect =
  | { kind: 'confirmation'; bookingId: number; mail?: ConfirmationMail }
  | { kind: 'gift-cards'; bookingId: number; cards: GiftCardRow[] }
  | {
      kind: 'cancel-payment';
      provider: string;
      externalId: string;
      details: Record<string, unknown>;
      paymentId?: number;
    };

/** A payment moving with the booking (applyStatus): written by the same statement. */
export interface PaymentMove {
  id: number;
  status: string;
  /** Merged into the stored details. */
  details: Record<string, unknown>;
  expiresAt?: Date | null;
}

/**
 * waiting_payment → paid; items → pending (the partner accepts them), event tickets and tables a restaurant confirms at
 * once → confirmed (docs/adr/043, 044: they need no answer); gift cards bought are issued. Two statements
 * (ADR 033): the items, the cart and `payment` (when given), reading what the confirmation mail needs; then the
 * booking with the day's sales. The items move first and the booking after, each in a statement of its own: the
 * back office's per-status figures (sales_status_daily, migration 0015) are kept by statement triggers that each
 * count what their own statement made sold, so a booking and its items moving in one statement would count twice.
 */
export async function markPaid(tx: Conn, booking: BookingRow, payment?: PaymentMove): Promise<Effect[]> {
  if (booking.status !== 'waiting_payment') return [];
  const now = new Date();
  const at = sql`${now.toISOString()}::timestamptz`;
  // The cart that made the booking is done — unless the customer changed it after checking out.
  const cartId = Number((booking.annotations as { cart_id?: number }).cart_id ?? 0);
  const notGift = sql`status = 'paid' and provider not in (${internalProviders})`;
  // Every item is sold once the booking is paid, unless gift cards are still to be issued: then the day's sales are
  // added after them (recordSale), as they count only what is no longer waiting for payment.
  const giftsWaiting = sql`select 1 from booking_items g where g.booking_id = ${booking.id} and g.status = 'waiting_payment' and g.unserialized_service->>'kind' = 'gift_card'`;
  const found = await one<{
    items: BookingItemJson[] | null;
    paid: { provider: string; amount_cents: number } | null;
    reader_language: string | null;
  }>(
    tx,
    sql`with ${
      payment
        ? sql`pay as (
          update payments set status = ${payment.status}, details = details || ${JSON.stringify(payment.details)}::jsonb,
            ${payment.expiresAt !== undefined ? sql`expires_at = ${payment.expiresAt ? payment.expiresAt.toISOString() : null}::timestamptz,` : sql``} updated_at = ${at}
          where id = ${payment.id} returning id, provider, status, amount_cents),`
        : sql``
    }
        pending as (
          update booking_items set status = case when ${confirmedOnPaymentSql()} then 'confirmed' else 'pending' end, updated_at = ${at}
          where booking_id = ${booking.id} and status = 'waiting_payment' and coalesce(unserialized_service->>'kind', '') <> 'gift_card' returning id),
        cart as (
          update carts set closed_at = ${at}
          where ${sql.raw(cartId > 0 ? 'true' : 'false')} and id = ${cartId} and closed_at is null and updated_at <= ${booking.createdAt.toISOString()}::timestamptz returning id)
        select (select json_agg(i order by i.id) from booking_items i where i.booking_id = ${booking.id}) as items,
          (select json_build_object('provider', p.provider, 'amount_cents', p.amount_cents) from (
            select id, provider, amount_cents from payments where booking_id = ${booking.id} ${payment ? sql`and id <> ${payment.id}` : sql``} and ${notGift}
            ${payment ? sql`union all select id, provider, amount_cents from pay where ${notGift}` : sql``}
            order by id limit 1) p) as paid,
          (select language from user_preferences where user_id = ${booking.userId}) as reader_language`,
  );
  await tx.execute(
    sql`with bk as (update bookings set status = 'paid', paid_at = ${at}, updated_at = ${at} where id = ${booking.id} returning id),
        sales as (${addSales(sql`select (${at} at time zone 'Europe/Lisbon')::date as day, i.company_id, i.service_id, ${booking.paymentMethod}::text as payment_method,
            i.value_cents, i.discount_cents from booking_items i
          where i.booking_id = ${booking.id} and not exists (${giftsWaiting})`)})
        select count(*) from bk`,
  );
  // The items as they were before the first statement (a statement does not see its own writes).
  const items = (found?.items ?? []).map(bookingItemFromJson);
  const paidBooking: BookingRow = { ...booking, status: 'paid', paidAt: now, updatedAt: now };
  const paid = found?.paid ? { provider: found.paid.provider, amountCents: found.paid.amount_cents } : null;
  const effects: Effect[] = [
    {
      kind: 'confirmation',
      bookingId: booking.id,
      mail: { booking: paidBooking, items, paid, readerLanguage: found?.reader_language ?? null },
    },
  ];
  // A gift card is delivered the moment it is paid: the item is complete and the code goes out by email.
  const cards: GiftCardRow[] = [];
  const gifts = items.filter(
    (i) => (i.unserializedService as { kind?: string }).kind === 'gift_card' && i.status === 'waiting_payment',
  );
  for (const item of gifts) {
    if (item.serviceId === null) continue;
    const value = Number((item.annotations as { gift_card_value_cents?: number }).gift_card_value_cents ?? 0);
    cards.push(
      ...(await issueGiftCards(tx, {
        bookingItemId: item.id,
        serviceId: item.serviceId,
        userId: booking.userId,
        bookingId: booking.id,
        valueCents: value,
        quantity: item.quantity,
      })),
    );
    await setItemsStatus(tx, [item.id], 'completed');
    await addPoints(tx, {
      userId: booking.userId,
      delta: pointsEarned(item.valueCents - item.discountCents),
      reason: 'earned',
      bookingId: booking.id,
      bookingItemId: item.id,
    });
  }
  if (cards.length) effects.push({ kind: 'gift-cards', bookingId: booking.id, cards });
  if (gifts.length > 0) await recordSale(tx, booking.id);
  return effects;
}

/**
 * waiting_payment → expired | cancelled: capacity, the promo code use, points and the gift-card amount go back,
 * and open payments are stopped at the gateway.
 */
export async function release(tx: Conn, booking: BookingRow, to: 'expired' | 'cancelled'): Promise<Effect[]> {
  if (booking.status !== 'waiting_payment') return [];
  const items = await itemsOfBooking(tx, booking.id);
  const held = new Map<string, { serviceId: number; date: string; capacity: number; places: number }>();
  for (const item of items) {
    if (item.status !== 'waiting_payment' || !item.capacityDate || item.serviceId === null) continue;
    const key = `${item.serviceId}|${item.capacityDate}`;
    const entry = held.get(key) ?? { serviceId: item.serviceId, date: item.capacityDate, capacity: 0, places: 0 };
    entry.places += item.quantity;
    held.set(key, entry);
  }
  const ordered = [...held.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
  await lockCapacity(tx, ordered);
  for (const h of ordered) await addBooked(tx, h.serviceId, h.date, -h.places);
  await setItemsStatus(
    tx,
    items.filter((i) => i.status === 'waiting_payment').map((i) => i.id),
    'cancelled',
  );

  if (booking.promoCodeId !== null) {
    await promoById(tx, booking.promoCodeId, true);
    await returnUse(tx, booking.promoCodeId, booking.id);
  }
  if (booking.pointsUsed > 0)
    await addPoints(tx, { userId: booking.userId, delta: booking.pointsUsed, reason: 'refund', bookingId: booking.id });
  for (const g of await giftCardHeld(tx, booking.id)) {
    if (g.cents > 0) {
      await tx.execute(sql`select id from gift_cards where id = ${g.giftCardId} for update`);
      await refundGiftCard(tx, g.giftCardId, g.cents, booking.id);
    }
  }
  const now = new Date();
  await tx.update(bookings).set({ status: to, updatedAt: now }).where(eq(bookings.id, booking.id));
  const open = await tx
    .update(payments)
    .set({ status: to === 'expired' ? 'expired' : 'cancelled', updatedAt: now })
    .where(
      sql`${payments.bookingId} = ${booking.id} and ${payments.status} in ('pending', 'requires_action', 'authorized')`,
    )
    .returning({
      id: payments.id,
      provider: payments.provider,
      externalId: payments.externalId,
      details: payments.details,
    });
  return open.map((p) => ({
    kind: 'cancel-payment' as const,
    provider: p.provider,
    externalId: p.externalId,
    details: (p.details ?? {}) as Record<string, unknown>,
    paymentId: p.id,
  }));
}
