// The partner's booking items (spec §4 supplier lists; issue 5 §2). Transitions, enforced under the item's row lock:
//   pending → confirmed (accept) | declined (decline)      confirmed → completed | cancelled
// Declining or cancelling releases the item's places and refunds what was charged for it (the card/PayPal/MB WAY/
// crypto part through the provider, then the gift-card part back to the card, then the points part as points); once
// nothing of the booking is left, the promo code's use comes back. Completing earns the customer points.
import { eq, sql } from 'drizzle-orm';
import type { BookingItem, Locale, PageOf } from '@mp/shared/contracts';
import { centsToFixed, pointsEarned, usablePoints } from '@mp/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { bookingItems, payments } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { page } from '../../lib/wire';
import type { Providers } from '../../payments/registry';
import type { ProviderMethod } from '../../payments/provider';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { one, rows } from '../cart/sql';
import { refundGiftCard } from '../gift-cards/repository';
import { addPoints } from '../points/repository';
import { promoById, returnUse } from '../promo-codes/repository';
import { addBooked, giftCardHeld, lockCapacity, lockPaymentsOf, paymentsOfBooking, userBasics } from '../bookings/repository';
import { bookingItemRecords, bookingItemView } from '../bookings/views';

const ALLOWED: Record<string, readonly string[]> = { pending: ['confirmed', 'declined'], confirmed: ['completed', 'cancelled'] };
const LISTS = { new: ['pending'], accepted: ['confirmed'], archived: ['completed', 'declined', 'cancelled'] } as const;

const inList = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(',')})`);
const ownCompanies = (userId: number) =>
  sql`(select id from companies where owner_user_id = ${userId} union select company_id from company_members where user_id = ${userId})`;

export function createSupplierBookingsService(deps: { db: Db; providers: Providers; mailer: Mailer; log: FastifyBaseLogger }) {
  const { db, providers, mailer, log } = deps;

  return {
    async list(
      userId: number,
      q: { destination?: 'new' | 'accepted' | 'archived'; archived_status?: 'cancelled' | 'completed'; sort?: 'asc' | 'desc'; items?: number; page?: number },
      url: string,
      locale: Locale,
    ): Promise<PageOf<BookingItem>> {
      const destination = q.destination ?? 'new';
      let statuses: readonly string[] = LISTS[destination];
      if (destination === 'archived' && q.archived_status) statuses = q.archived_status === 'completed' ? ['completed'] : ['declined', 'cancelled'];
      const req = { page: q.page ?? 1, perPage: q.items ?? 15 };
      const where = sql`bi.company_id in ${ownCompanies(userId)} and bi.status in ${inList(statuses)}`;
      const total = await one<{ n: number }>(db, sql`select count(*)::int as n from booking_items bi where ${where}`);
      const records = await bookingItemRecords(
        db,
        where,
        sql`order by bi.id ${sql.raw(q.sort === 'asc' ? 'asc' : 'desc')} limit ${req.perPage} offset ${(req.page - 1) * req.perPage}`,
      );
      return page(url, req, total?.n ?? 0, records.map((r) => bookingItemView(r, locale)));
    },

    async update(userId: number, itemId: number, to: 'confirmed' | 'declined' | 'completed' | 'cancelled', locale: Locale): Promise<BookingItem> {
      const refund = await db.transaction(async (tx) => {
        // Locks in the order every money path takes them (payment callbacks, status checks, the expiry sweep):
        // the booking's payments, then the booking, then the item. Taking the item and booking first deadlocks
        // with a callback of the same booking arriving meanwhile.
        const owner = await one<{ booking_id: number; mine: boolean }>(
          tx,
          sql`select booking_id, company_id in ${ownCompanies(userId)} as mine from booking_items where id = ${itemId}`,
        );
        if (!owner?.mine) throw notFound('checkout.bookingItemNotFound');
        await lockPaymentsOf(tx, owner.booking_id);
        await tx.execute(sql`select id from bookings where id = ${owner.booking_id} for update`);
        const item = await one<{ id: number; booking_id: number; company_id: number; status: string; service_id: number | null; capacity_date: string | null; quantity: number; value_cents: number; discount_cents: number; mine: boolean }>(
          tx,
          sql`select bi.id, bi.booking_id, bi.company_id, bi.status, bi.service_id, to_char(bi.capacity_date, 'YYYY-MM-DD') as capacity_date, bi.quantity,
                bi.value_cents, bi.discount_cents, bi.company_id in ${ownCompanies(userId)} as mine
              from booking_items bi where bi.id = ${itemId} for update`,
        );
        if (!item || !item.mine) throw notFound('checkout.bookingItemNotFound');
        if (!(ALLOWED[item.status] ?? []).includes(to)) {
          throw new ApiError(422, { key: 'errors.validation' }, { status: [{ key: 'checkout.transitionNotAllowed', params: { from: item.status, to } }] });
        }
        await tx.update(bookingItems).set({ status: to, updatedAt: new Date() }).where(eq(bookingItems.id, item.id));
        const booking = (
          await rows<{ id: number; user_id: number; reference: string; points_used: number; promo_code_id: number | null }>(
            tx,
            sql`select id, user_id, reference, points_used, promo_code_id from bookings where id = ${item.booking_id} for update`,
          )
        )[0];
        if (!booking) return null;
        const charged = item.value_cents - item.discount_cents;
        if (to === 'completed') {
          await addPoints(tx, { userId: booking.user_id, delta: pointsEarned(charged), reason: 'earned', bookingId: booking.id, bookingItemId: item.id });
          return null;
        }
        if (to === 'confirmed') return null;
        // Declined or cancelled: the places go back and the item's charge is refunded.
        if (item.capacity_date && item.service_id !== null) {
          await lockCapacity(tx, [{ serviceId: item.service_id, date: item.capacity_date, capacity: 0 }]);
          await addBooked(tx, item.service_id, item.capacity_date, -item.quantity);
        }
        // Nothing of the booking is left to honour: the promo code's use comes back, as when an unpaid booking expires.
        if (booking.promo_code_id !== null) {
          const live = await one<{ n: number }>(tx, sql`select count(*)::int as n from booking_items where booking_id = ${booking.id} and status not in ('declined', 'cancelled')`);
          if (live?.n === 0) {
            await promoById(tx, booking.promo_code_id, true);
            await returnUse(tx, booking.promo_code_id, booking.id);
          }
        }
        let left = charged;
        let providerPart: { provider: string; externalId: string; cents: number; paymentId: number } | null = null;
        for (const p of await paymentsOfBooking(tx, booking.id)) {
          if (p.status !== 'paid' || left <= 0) continue;
          const refunded = Number((p.details as { refunded_cents?: number }).refunded_cents ?? 0);
          const cents = Math.min(left, p.amountCents - refunded);
          if (cents <= 0 || p.provider === 'gift_card' || p.provider === 'gift') continue;
          await tx.update(payments).set({ details: sql`${payments.details} || ${JSON.stringify({ refunded_cents: refunded + cents })}::jsonb`, updatedAt: new Date() }).where(eq(payments.id, p.id));
          providerPart = { provider: p.provider, externalId: p.externalId, cents, paymentId: p.id };
          left -= cents;
          break;
        }
        for (const g of await giftCardHeld(tx, booking.id)) {
          const cents = Math.min(left, g.cents);
          if (cents <= 0) continue;
          await tx.execute(sql`select id from gift_cards where id = ${g.giftCardId} for update`);
          await refundGiftCard(tx, g.giftCardId, cents, booking.id);
          left -= cents;
        }
        const money = charged - left;
        // What points paid for comes back as points (once per item), never more than the booking spent.
        let points = 0;
        if (left > 0 && booking.points_used > 0) {
          const back = await one<{ n: number }>(tx, sql`select coalesce(sum(delta), 0)::int as n from points_ledger where booking_id = ${booking.id} and reason = 'refund'`);
          const unreturned = booking.points_used - (back?.n ?? 0);
          points = usablePoints(unreturned, unreturned, left);
          await addPoints(tx, { userId: booking.user_id, delta: points, reason: 'refund', bookingId: booking.id, bookingItemId: item.id });
        }
        return { booking, providerPart, cents: money, points, reason: to };
      });
      if (refund) {
        if (refund.providerPart) {
          const { provider, externalId, cents } = refund.providerPart;
          const outcome = await providers.get(provider as ProviderMethod).refund(externalId, cents).catch((err: unknown) => {
            log.error({ err, provider, externalId }, 'refund failed; recorded for manual follow-up');
            return { refunded: false };
          });
          if (!outcome.refunded) log.error({ provider, externalId, cents }, 'provider did not refund');
        }
        await this.mailRefund(refund.booking, itemId, refund.cents, refund.points, refund.reason).catch((err: unknown) => log.error({ err }, 'refund mail failed'));
      }
      const [record] = await bookingItemRecords(db, sql`bi.id = ${itemId}`);
      if (!record) throw notFound('checkout.bookingItemNotFound');
      return bookingItemView(record, locale);
    },

    async mailRefund(booking: { id: number; user_id: number; reference: string }, itemId: number, cents: number, points: number, reason: string) {
      if (cents <= 0 && points <= 0) return;
      const user = await userBasics(db, booking.user_id);
      const b = await one<{ billing: { email?: string; first_name?: string }; annotations: { locale?: Locale } }>(db, sql`select billing, annotations from bookings where id = ${booking.id}`);
      const [record] = await bookingItemRecords(db, sql`bi.id = ${itemId}`);
      const locale = b?.annotations.locale ?? 'en';
      const t = translator(locale);
      const to = b?.billing.email || user?.email;
      if (!to || !record) return;
      const about = {
        name: b?.billing.first_name || user?.first_name || '',
        service: bookingItemView(record, locale).service.service_name,
        reference: booking.reference,
        reason: t(reason === 'declined' ? 'checkout.reasonDeclined' : 'checkout.reasonCancelled'),
      };
      await mailer.send({
        to,
        subject: t('checkout.refundSubject', { reference: booking.reference }),
        // Money first with any points after it; an item paid in points alone gets the points sentence only.
        text:
          cents > 0
            ? t('checkout.refundText', { ...about, amount: centsToFixed(cents) }) + (points > 0 ? t('checkout.refundPointsText', { count: points }) : '')
            : t('checkout.refundPointsOnlyText', { ...about, count: points }),
      });
    },
  };
}

export type SupplierBookingsService = ReturnType<typeof createSupplierBookingsService>;
