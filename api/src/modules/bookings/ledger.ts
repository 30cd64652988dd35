// What a booking does to money and capacity when it is paid or released. Each function runs inside the caller's
// transaction with the booking row locked and acts only on the status it expects, so running it twice (a replayed
// callback, two sweepers) changes nothing the second time.
import { eq, sql } from 'drizzle-orm';
import { bookings, carts, payments } from '../../db/schema';
import type { Conn } from '../cart/sql';
import { issueGiftCards, refundGiftCard, type GiftCardRow } from '../gift-cards/repository';
import { addPoints } from '../points/repository';
import { promoById, returnUse } from '../promo-codes/repository';
import { pointsEarned } from '@mp/shared/domain';
import { recordSale } from '../super/sales/aggregates';
import { addBooked, giftCardHeld, itemsOfBooking, lockCapacity, setItemsStatus, type BookingRow } from './repository';

/** Work to do once the transaction has committed (mail, gateway calls). */
export type Effect =
  | { kind: 'confirmation'; bookingId: number }
  | { kind: 'gift-cards'; bookingId: number; cards: GiftCardRow[] }
  | { kind: 'cancel-payment'; provider: string; externalId: string; details: Record<string, unknown> };

/** waiting_payment → paid; items → pending (the partner accepts them); gift cards bought are issued. */
export async function markPaid(tx: Conn, booking: BookingRow): Promise<Effect[]> {
  if (booking.status !== 'waiting_payment') return [];
  const now = new Date();
  await tx.update(bookings).set({ status: 'paid', paidAt: now, updatedAt: now }).where(eq(bookings.id, booking.id));
  const items = await itemsOfBooking(tx, booking.id);
  const effects: Effect[] = [{ kind: 'confirmation', bookingId: booking.id }];
  const giftItems = items.filter((i) => (i.unserializedService as { kind?: string }).kind === 'gift_card');
  await setItemsStatus(tx, items.filter((i) => !giftItems.includes(i) && i.status === 'waiting_payment').map((i) => i.id), 'pending');
  // A gift card is delivered the moment it is paid: the item is complete and the code goes out by email.
  const cards: GiftCardRow[] = [];
  for (const item of giftItems) {
    if (item.status !== 'waiting_payment' || item.serviceId === null) continue;
    const value = Number((item.annotations as { gift_card_value_cents?: number }).gift_card_value_cents ?? 0);
    cards.push(...(await issueGiftCards(tx, { bookingItemId: item.id, serviceId: item.serviceId, userId: booking.userId, bookingId: booking.id, valueCents: value, quantity: item.quantity })));
    await setItemsStatus(tx, [item.id], 'completed');
    await addPoints(tx, { userId: booking.userId, delta: pointsEarned(item.valueCents - item.discountCents), reason: 'earned', bookingId: booking.id, bookingItemId: item.id });
  }
  if (cards.length) effects.push({ kind: 'gift-cards', bookingId: booking.id, cards });
  await recordSale(tx, booking.id);
  // The cart that made the booking is done — unless the customer changed it after checking out.
  const cartId = Number((booking.annotations as { cart_id?: number }).cart_id ?? 0);
  if (cartId) {
    await tx
      .update(carts)
      .set({ closedAt: now })
      .where(sql`${carts.id} = ${cartId} and ${carts.closedAt} is null and ${carts.updatedAt} <= ${booking.createdAt.toISOString()}::timestamptz`);
  }
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
  await setItemsStatus(tx, items.filter((i) => i.status === 'waiting_payment').map((i) => i.id), 'cancelled');

  if (booking.promoCodeId !== null) {
    await promoById(tx, booking.promoCodeId, true);
    await returnUse(tx, booking.promoCodeId, booking.id);
  }
  if (booking.pointsUsed > 0) await addPoints(tx, { userId: booking.userId, delta: booking.pointsUsed, reason: 'refund', bookingId: booking.id });
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
    .where(sql`${payments.bookingId} = ${booking.id} and ${payments.status} in ('pending', 'requires_action', 'authorized')`)
    .returning({ provider: payments.provider, externalId: payments.externalId, details: payments.details });
  return open.map((p) => ({ kind: 'cancel-payment' as const, provider: p.provider, externalId: p.externalId, details: (p.details ?? {}) as Record<string, unknown> }));
}
