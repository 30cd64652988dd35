// The partner's booking items (spec §4 supplier lists). The transitions (README.md has
// the table) are enforced under the item's row lock, whoever asks: a partner, a mailed answer link or the expiry
// sweep — so an accept racing the sweep ends as exactly one of the two.
// Declining or cancelling releases the item's places and refunds what was charged for it over the methods that paid
// the booking, in proportion to what is left of each (bookings/refunds.ts, docs/booking-mails.md "Refunds"): a
// gateway's part through the provider, a gift card's back on its balance, points as points; once nothing of the
// booking is left, the promo code's use comes back. Completing earns the customer points.
import type { BookingItem, Locale, PageOf, RefundLine } from '@mp/shared/contracts';
import {
  cancellationTerms,
  isCalendarDate,
  lisbonToday,
  pointsEarned,
  type CancellationPolicy,
} from '@mp/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { page } from '../../lib/wire';
import type { Providers } from '../../payments/registry';
import type { Mailer } from '../../plugins/mail';
import { translator, type Translate } from '../../i18n';
import { recordRefund } from '../super/sales/sales-daily-repository';
import { addPoints } from '../points/repository';
import { promoById, returnUse } from '../promo-codes/repository';
import { addBooked, annotateItem, lockCapacity, lockPaymentsOf } from '../bookings/repository';
import { answerBy as answerDue } from '../bookings/answer-window';
import { refundItem } from '../bookings/refunds';
import { bookingItemView, customerFacingReason, partnerSaleOf } from '../bookings/views';
import { bookingReader, partnerReader, readerLocale } from '../bookings/reader-locale';
import { meetingLines, voucherItem, voucherLink } from '../bookings/voucher';
import {
  addAnswerLink,
  annotate,
  answerLinkCount,
  bookingOfItem,
  closeAnswerLinks,
  customerItemsPage,
  itemOwner,
  itemRecord,
  itemsPage,
  liveAnswerLink,
  liveItemCount,
  lockBookingRow,
  lockedBooking,
  lockedItem,
  lockItemRow,
  partnerOfCancelledItem,
  setItemStatus,
  unannouncedItems,
  unansweredItems,
  voucherRowOfItem,
  type ItemScope,
} from './repository';
import { createRefundLedger, type RefundLedger } from '../reconciliation/refunds';
import { mailDateTime, mailMoney, mailWeekday } from '../../mail/format';

/**
 * Who moves an item: its company's partner (by user), a mailed single-use link, the expiry sweep, or the customer
 * cancelling their own item: refunded in its free-cancellation window, or without a refund after it once they have
 * confirmed that (`withoutRefund`).
 */
export type Actor =
  | { kind: 'partner'; userId: number }
  | { kind: 'link' }
  | { kind: 'expiry' }
  | { kind: 'customer'; userId: number; now: Date; withoutRefund?: boolean }
  /** Back-office staff answering for the partner; `audit` records the change inside the move's transaction. */
  | { kind: 'staff'; audit: (tx: Tx, from: string) => Promise<void> };
export type ItemTransition = 'confirmed' | 'declined' | 'completed' | 'cancelled';

export const ALLOWED: Record<string, readonly ItemTransition[]> = {
  pending: ['confirmed', 'declined'],
  confirmed: ['completed', 'cancelled'],
};
/** What a customer may cancel themself: paid items not yet done, declined or cancelled. */
const CUSTOMER_CANCELLABLE: readonly string[] = ['pending', 'confirmed'];

/**
 * The customer may cancel the item and lose nothing, by the one rule every screen shows (@mp/shared/domain
 * cancellationTerms): its free-cancellation window is open, or nothing is left of its charge (a table without a deposit).
 */
export function cancelsFree(
  item: { annotations: CancellationPolicy; booking_date: Date | string; charge_left_cents: number },
  now: Date,
): boolean {
  const terms = cancellationTerms(
    { ...item.annotations, charged_cents: item.charge_left_cents },
    item.booking_date,
    now,
  );
  return terms?.kind === 'free_until' || terms?.kind === 'nothing_paid';
}
const LISTS = { new: ['pending'], accepted: ['confirmed'], archived: ['completed', 'declined', 'cancelled'] } as const;

/** A refund's lines, one a line: "• €31.50 to your PayPal account", "• 1260 points back to your balance". */
export function refundLinesText(t: Translate, lines: readonly RefundLine[], locale: Locale): string {
  return lines
    .map((l) =>
      l.method === 'points'
        ? t('supplierBookings.refundLine.points', { count: l.cents })
        : t(`supplierBookings.refundLine.${l.method}`, {
            amount: mailMoney(l.cents, locale),
            last4: l.gift_card_last4 ?? '',
          }),
    )
    .join('\n');
}

/** After a decline: what the customer can do now. */
const nextStep = (t: Translate) => `\n\n${t('supplierBookings.declinedNext')}`;

export interface SupplierBookingsDeps {
  db: Db;
  providers: Providers;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The site's origin: every link of a mail starts with it. */
  publicUrl: string;
  /** Signs the voucher link of the customer's mails. */
  voucherSecret: string;
  now?: () => Date;
  refunds?: RefundLedger;
}

export function createSupplierBookingsService(deps: SupplierBookingsDeps) {
  const { db, providers, mailer, log, publicUrl, voucherSecret } = deps;
  // Money back through the gateway that took it, by the refund ledger (retried until the gateway takes it).
  const ledger = deps.refunds ?? createRefundLedger({ db, providers, log });
  const clock = deps.now ?? (() => new Date());

  return {
    /** The items of `companies` (the member's, resolved with their access: see team/access). */
    async list(
      companies: readonly number[],
      q: {
        destination?: 'new' | 'accepted' | 'archived';
        archived_status?: 'cancelled' | 'completed';
        from?: string;
        to?: string;
        sort?: 'asc' | 'desc';
        items?: number;
        page?: number;
      },
      url: string,
      locale: Locale,
    ): Promise<PageOf<BookingItem>> {
      const destination = q.destination ?? 'new';
      let statuses: readonly string[] = LISTS[destination];
      if (destination === 'archived' && q.archived_status)
        statuses = q.archived_status === 'completed' ? ['completed'] : ['declined', 'cancelled'];
      const req = { page: q.page ?? 1, perPage: q.items ?? 15 };
      // The schema checks the shape only: 2026-02-30 is not a date.
      const bad: Record<string, string> = {};
      if (q.from && !isCalendarDate(q.from)) bad.from = 'validation.date';
      if (q.to && !isCalendarDate(q.to)) bad.to = 'validation.date';
      if (!bad.from && !bad.to && q.from && q.to && q.to < q.from) bad.to = 'supplierBookings.rangeBackwards';
      if (Object.keys(bad).length > 0) throw invalid(bad);
      if (companies.length === 0) return page(url, req, 0, []);
      const { records, total } = await itemsPage(db, {
        companies,
        statuses,
        from: q.from,
        to: q.to,
        sort: q.sort === 'asc' ? 'asc' : 'desc',
        page: req.page,
        perPage: req.perPage,
      });
      return page(
        url,
        req,
        total,
        records.map((r) => ({ ...bookingItemView(r, locale), sale: partnerSaleOf(r) })),
      );
    },

    async update(
      userId: number,
      itemId: number,
      to: ItemTransition,
      locale: Locale,
      reason?: string,
    ): Promise<BookingItem> {
      await this.transition(itemId, to, { kind: 'partner', userId }, reason);
      const record = await itemRecord(db, itemId);
      if (!record) throw notFound('checkout.bookingItemNotFound');
      return bookingItemView(record, locale);
    },

    /**
     * Self-service cancellation: the customer cancels a pending or confirmed item of their own booking. In its
     * free-cancellation window the refund follows the partner-decline rules, under the same locks, so a cancel racing a
     * partner's accept/decline ends in one consistent state; after it, only with `withoutRefund` (the customer has
     * confirmed that nothing comes back): the places go back, the charge stays. The partner is mailed either way.
     */
    async cancelByCustomer(
      userId: number,
      itemId: number,
      locale: Locale,
      now: Date = new Date(),
      options: { withoutRefund?: boolean } = {},
    ): Promise<BookingItem> {
      await this.transition(itemId, 'cancelled', {
        kind: 'customer',
        userId,
        now,
        withoutRefund: options.withoutRefund === true,
      });
      await this.mailPartnerCancelled(itemId).catch((err: unknown) =>
        log.error({ err }, 'partner cancellation mail failed'),
      );
      const record = await itemRecord(db, itemId);
      if (!record) throw notFound('checkout.bookingItemNotFound');
      return bookingItemView(record, locale);
    },

    /**
     * Moves one item, under the lock order of every money path, and runs its refund after the commit. Answers
     * false when the expiry sweep finds the item already answered (a partner won the race): nothing changes.
     */
    async transition(itemId: number, to: ItemTransition, actor: Actor, reason?: string): Promise<boolean> {
      const now = actor.kind === 'customer' ? actor.now : clock();
      const scope: ItemScope =
        actor.kind === 'partner'
          ? { partnerUserId: actor.userId }
          : actor.kind === 'customer'
            ? { customerUserId: actor.userId }
            : 'any';
      let moved = false;
      // Set only by the transaction that moved the item to confirmed: a second accept finds it confirmed and fails,
      // so the customer's "confirmed" mail goes out once.
      let confirmed = false;
      const refund = await db.transaction(async (tx) => {
        // Locks in the order every money path takes them (payment callbacks, status checks, the expiry sweep):
        // the booking's payments, then the booking, then the item. Taking the item and booking first deadlocks
        // with a callback of the same booking arriving meanwhile.
        const owner = await itemOwner(tx, itemId, scope);
        if (!owner?.mine) throw notFound('checkout.bookingItemNotFound');
        await lockPaymentsOf(tx, owner.booking_id);
        await lockBookingRow(tx, owner.booking_id);
        const item = await lockedItem(tx, itemId, scope);
        if (!item || !item.mine) throw notFound('checkout.bookingItemNotFound');
        if (actor.kind === 'expiry' && (item.status !== 'pending' || new Date(item.answer_by) > now)) return null;
        // Past its free-cancellation window a customer's cancellation refunds nothing, and is taken only when confirmed.
        let keepCharge = false;
        if (actor.kind === 'customer') {
          if (!CUSTOMER_CANCELLABLE.includes(item.status)) {
            throw new ApiError(422, { key: 'errors.validation' }, { status: [{ key: 'customer.notCancellable' }] });
          }
          // An item that cost nothing (a table without a deposit) has nothing to refund or keep: no deadline, no
          // confirmation, and the partner is told so.
          if (item.charge_left_cents === 0) await annotate(tx, item.id, { nothing_paid: true });
          else if (!cancelsFree(item, now)) {
            if (!actor.withoutRefund)
              throw new ApiError(
                422,
                { key: 'errors.validation' },
                { status: [{ key: 'customer.nonRefundableConfirm' }] },
              );
            keepCharge = true;
          }
        } else if (!(ALLOWED[item.status] ?? []).includes(to)) {
          throw new ApiError(
            422,
            { key: 'errors.validation' },
            { status: [{ key: 'checkout.transitionNotAllowed', params: { from: item.status, to } }] },
          );
        }
        // A partner answering after the deadline is too late: the sweep declines (and refunds) such items.
        if (
          item.status === 'pending' &&
          (actor.kind === 'partner' || actor.kind === 'link') &&
          new Date(item.answer_by) <= now
        ) {
          throw new ApiError(
            422,
            { key: 'errors.validation' },
            { status: [{ key: 'supplierBookings.answerExpired' }] },
          );
        }
        // Completed from the item's day on (Lisbon calendar), never before: points are earned for a service that took place.
        if (to === 'completed' && lisbonToday(new Date(item.booking_date)) > lisbonToday(now)) {
          throw new ApiError(
            422,
            { key: 'errors.validation' },
            { status: [{ key: 'supplierBookings.completeBeforeDate' }] },
          );
        }
        moved = true;
        if (actor.kind === 'staff') await actor.audit(tx, item.status);
        if (reason?.trim() && (to === 'declined' || to === 'cancelled')) {
          const kept = { decline_reason: reason.trim(), reason_from: actor.kind === 'staff' ? 'staff' : 'partner' };
          await annotate(tx, item.id, kept);
        }
        if (actor.kind === 'expiry') {
          await annotate(tx, item.id, { declined_by: 'expiry' });
        }
        await closeAnswerLinks(tx, item.id, now);
        await setItemStatus(tx, item.id, to, now);
        const booking = await lockedBooking(tx, item.booking_id);
        if (!booking) return null;
        const charged = item.charge_left_cents;
        if (to === 'completed') {
          await addPoints(tx, {
            userId: booking.user_id,
            delta: pointsEarned(charged),
            reason: 'earned',
            bookingId: booking.id,
            bookingItemId: item.id,
          });
          return null;
        }
        if (to === 'confirmed') {
          confirmed = true;
          return null;
        }
        // Declined or cancelled: the places go back and the item's charge is refunded (a non-refundable one is kept).
        if (!keepCharge) await recordRefund(tx, item.id, charged);
        if (item.capacity_date && item.service_id !== null) {
          await lockCapacity(tx, [{ serviceId: item.service_id, date: item.capacity_date, capacity: 0 }]);
          await addBooked(tx, item.service_id, item.capacity_date, -item.quantity);
        }
        if (keepCharge) {
          // The charge stays with the booking: later refunds of its other items leave its share where it is.
          await annotateItem(tx, item.id, { charge_kept: true });
          return null;
        }
        // Nothing of the booking is left to honour: the promo code's use comes back, as when an unpaid booking expires.
        if (booking.promo_code_id !== null) {
          if ((await liveItemCount(tx, booking.id)) === 0) {
            await promoById(tx, booking.promo_code_id, true);
            await returnUse(tx, booking.promo_code_id, booking.id);
          }
        }
        // Back over the methods that paid, by the one rule the cancel dialog promised (bookings/refunds.ts).
        const { lines, ledgerIds } = await refundItem(
          tx,
          {
            id: item.id,
            bookingId: booking.id,
            companyId: item.company_id,
            chargeCents: charged,
            userId: booking.user_id,
          },
          (conn, request) => ledger.record(conn, { ...request, reason: 'cancellation' }),
        );
        return { booking, ledgerIds, lines, reason: to };
      });
      if (refund) {
        // A gateway that fails leaves the refund pending: the sweeper retries it and staff see it until it lands.
        for (const id of refund.ledgerIds) await ledger.attempt(id);
        await this.mailRefund(refund.booking, itemId, refund.lines, refund.reason, actor.kind).catch((err: unknown) =>
          log.error({ err }, 'refund mail failed'),
        );
      }
      if (confirmed)
        await this.mailConfirmed(itemId).catch((err: unknown) =>
          log.error({ err, item: itemId }, 'confirmation mail failed'),
        );
      return moved;
    },

    /**
     * Declines (and refunds) every pending item whose answer deadline (answer-window.ts) has passed.
     * Each item is re-checked under its lock, so a partner's accept that got there first wins and is kept.
     */
    async sweepUnanswered(now = clock()): Promise<number> {
      let declined = 0;
      const due = await unansweredItems(db, now);
      for (const { id } of due) {
        const expiry = createSupplierBookingsService({ ...deps, now: () => now });
        // Only the sweep that declined the item tells the partner (a partner's answer that got there first wins).
        if (
          await expiry
            .transition(id, 'declined', { kind: 'expiry' })
            .catch((err: unknown) => (log.error({ err, id }, 'expiry decline failed'), false))
        ) {
          declined += 1;
          await this.mailPartnerClosed(id, 'expired');
        }
      }
      return declined;
    },

    /** Mails the partner of each new (pending) item not yet announced, with single-use accept and decline links. */
    async notifyNew(now = clock()): Promise<number> {
      const fresh = await unannouncedItems(db, now);
      let sent = 0;
      for (const item of fresh) {
        const links = await db.transaction(async (tx) => {
          // Another sweep announcing the same item loses the race on this lock and sees the links already made.
          await lockItemRow(tx, item.id);
          if ((await answerLinkCount(tx, item.id)) > 0) return null;
          const out: Record<string, string> = {};
          for (const action of ['confirmed', 'declined'] as const) {
            const token = newOpaqueToken();
            await addAnswerLink(tx, {
              itemId: item.id,
              action,
              tokenHash: sha256(token),
              expiresAt: new Date(item.answer_by),
            });
            out[action] = `${publicUrl}/api/booking-items/answer/${token}`;
          }
          return out;
        });
        if (!links) continue;
        const record = await itemRecord(db, item.id);
        if (!record) continue;
        // In the owner's mail language (Portuguese unless they chose English); the answer page opens in it too.
        const locale = readerLocale({ account: item.language }, 'pt');
        const t = translator(locale);
        const view = bookingItemView(record, locale);
        const lang = `?lang=${locale}`;
        const params = {
          service: view.service.service_name,
          reference: view.booking.reference,
          quantity: view.quantity,
          date: mailDateTime(new Date(view.booking_date), locale),
          answerBy: mailDateTime(new Date(item.answer_by), locale),
          accept: `${links.confirmed ?? ''}${lang}`,
          decline: `${links.declined ?? ''}${lang}`,
        };
        await mailer
          .send({
            to: item.to,
            template: 'partner-new-booking',
            locale,
            subject: t('supplierBookings.newItemSubject', params),
            text: t('supplierBookings.newItemText', params),
          })
          .then(() => (sent += 1))
          .catch((err: unknown) => log.error({ err, item: item.id }, 'new item mail failed'));
      }
      return sent;
    },

    /** The item a live link answers, or null when the link is unknown, used or past the item's deadline. */
    async linkTarget(
      token: string,
      now = clock(),
    ): Promise<{ itemId: number; action: 'confirmed' | 'declined' } | null> {
      const link = await liveAnswerLink(db, sha256(token), now);
      return link ? { itemId: link.booking_item_id, action: link.action } : null;
    },

    /**
     * What the page behind an answer link shows before its button, so the partner answers knowing what for: the
     * booking's reference, the service, its date, the party, who booked, what they paid and (until it is answered)
     * when the answer is due.
     */
    async linkFacts(itemId: number, locale: Locale, answered = false): Promise<{ label: string; value: string }[]> {
      const record = await itemRecord(db, itemId);
      if (!record) return [];
      const t = translator(locale);
      const view = bookingItemView(record, locale);
      return [
        { label: t('supplierBookings.linkFacts.booking'), value: view.booking.reference },
        { label: t('supplierBookings.linkFacts.service'), value: view.service.service_name },
        { label: t('supplierBookings.linkFacts.date'), value: mailDateTime(new Date(view.booking_date), locale) },
        { label: t('supplierBookings.linkFacts.people'), value: String(view.quantity) },
        {
          label: t('supplierBookings.linkFacts.customer'),
          value: `${view.booking.user.first_name} ${view.booking.user.last_name}`.trim(),
        },
        { label: t('supplierBookings.linkFacts.paid'), value: mailMoney(view.value - view.discount, locale) },
        ...(answered
          ? []
          : [
              {
                label: t('supplierBookings.linkFacts.answerBy'),
                value: mailDateTime(new Date(view.answer_by), locale),
              },
            ]),
      ];
    },

    /** Answers an item through its mailed link (no sign-in: the token is the proof). Single use: the link dies with it. */
    async answerByLink(
      token: string,
      reason?: string,
    ): Promise<{ itemId: number; action: 'confirmed' | 'declined' } | null> {
      const target = await this.linkTarget(token);
      if (!target) return null;
      const ok = await this.transition(target.itemId, target.action, { kind: 'link' }, reason).catch((err: unknown) => {
        if (err instanceof ApiError && err.statusCode === 422) return false;
        throw err;
      });
      return ok ? target : null;
    },

    /** A customer's items with the partner's company, newest first (the partner sees who they are dealing with). */
    async history(
      userId: number,
      customerId: number,
      q: { page?: number; items?: number },
      url: string,
      locale: Locale,
    ): Promise<PageOf<BookingItem>> {
      const req = { page: q.page ?? 1, perPage: q.items ?? 15 };
      const { records, total } = await customerItemsPage(db, {
        partnerUserId: userId,
        customerId,
        page: req.page,
        perPage: req.perPage,
      });
      return page(
        url,
        req,
        total,
        records.map((r) => bookingItemView(r, locale)),
      );
    },

    /**
     * Tells the partner that the customer cancelled an item, refunded or (after its window) not, in the owner's mail
     * language, Portuguese by default.
     */
    async mailPartnerCancelled(itemId: number) {
      const info = await partnerOfCancelledItem(db, itemId);
      const record = await itemRecord(db, itemId);
      if (!info?.email || !record) return;
      const locale = readerLocale({ account: info.language }, 'pt');
      const t = translator(locale);
      const date = mailDateTime(new Date(info.booking_date), locale);
      await mailer.send({
        to: info.email,
        template: 'partner-cancelled',
        locale,
        subject: t('customer.partnerCancelSubject', { reference: info.reference }),
        // Cancelled after its free-cancellation window, the item keeps its charge: the partner is not told of a refund;
        // nor for an item that cost nothing.
        text: t(
          record.annotations.charge_kept === true
            ? 'customer.partnerCancelKeptText'
            : record.annotations.nothing_paid === true
              ? 'customer.partnerCancelFreeText'
              : 'customer.partnerCancelText',
          {
            customer: info.customer,
            service: bookingItemView(record, locale).service.service_name,
            date,
            reference: info.reference,
          },
        ),
      });
    },

    /**
     * Tells the partner (notification address, owner's mail language) that an item was answered or closed without them:
     * accepted, declined or cancelled by staff on their behalf, or declined because nobody answered it in time. Called
     * once, by whoever moved the item; a failing mail is logged.
     */
    async mailPartnerClosed(
      itemId: number,
      why: 'staffAccepted' | 'staffDeclined' | 'staffCancelled' | 'expired',
    ): Promise<void> {
      try {
        const record = await itemRecord(db, itemId);
        const partner = record ? await partnerReader(db, record.company_id) : null;
        if (!record || !partner?.email) return;
        const t = translator(partner.locale);
        const day = mailWeekday(new Date(record.booking_date), partner.locale);
        const time = (record.annotations as { time?: string | null }).time;
        const answerBy = answerDue(new Date(record.created_at), new Date(record.booking_date), record.pending_hours);
        const params = {
          reference: record.reference,
          service: bookingItemView(record, partner.locale).service.service_name,
          quantity: record.quantity,
          date: time ? t('supplierBookings.dayAtTime', { day, time }) : day,
          customer: `${record.first_name} ${record.last_name}`.trim(),
          answerBy: mailDateTime(answerBy, partner.locale),
        };
        const key = {
          staffAccepted: 'partnerStaffAccepted',
          staffDeclined: 'partnerStaffDeclined',
          staffCancelled: 'partnerStaffCancelled',
          expired: 'partnerExpired',
        }[why];
        await mailer.send({
          to: partner.email,
          template: 'partner-item-closed',
          locale: partner.locale,
          subject: t(`supplierBookings.${key}Subject`, params),
          text: t(`supplierBookings.${key}Text`, params),
        });
      } catch (err) {
        log.error({ err, item: itemId, why }, 'partner mail failed');
      }
    },

    /** The customer of an item's booking: where to write, their name and their language (account, else the booking's). */
    async customerOfItem(itemId: number) {
      const b = await bookingOfItem(db, itemId);
      if (!b) return null;
      const reader = await bookingReader(db, b.user_id);
      const locale = readerLocale({ account: reader?.language, booking: b.annotations.locale });
      return {
        booking: b,
        to: b.billing.email || reader?.email || '',
        name: b.billing.first_name || reader?.first_name || '',
        locale,
        t: translator(locale),
      };
    },

    /**
     * Tells the customer that the partner confirmed an item: when (Lisbon time), who, where to meet (or that the partner
     * sends it), and the voucher to show on the day.
     */
    async mailConfirmed(itemId: number) {
      const customer = await this.customerOfItem(itemId);
      const row = await voucherRowOfItem(db, itemId);
      if (!customer?.to || !row) return;
      const { t, locale, booking } = customer;
      const item = voucherItem(row, voucherSecret, locale, t);
      const day = mailWeekday(new Date(item.starts_at), locale);
      const facts = [
        t('supplierBookings.confirmedWhen', {
          when: item.start_time ? t('supplierBookings.dayAtTime', { day, time: item.start_time }) : day,
        }),
        ...(item.trip.length > 0
          ? item.trip.map((l) => l.text)
          : [item.party ?? t('checkout.voucherIcsPeople', { count: item.quantity })]),
        ...meetingLines(
          item,
          (place) => t('checkout.voucherIcsMeeting', { place }),
          t('checkout.voucherMeetingFromPartner'),
        ),
        ...(item.notes ? [item.notes] : []),
      ].join('\n');
      await mailer.send({
        to: customer.to,
        template: 'booking-confirmed',
        locale,
        subject: t('supplierBookings.confirmedSubject', { reference: booking.reference, service: item.service }),
        text: t('supplierBookings.confirmedText', {
          name: customer.name,
          partner: item.partner,
          service: item.service,
          reference: booking.reference,
          facts,
          link: voucherLink(publicUrl, voucherSecret, booking.reference, locale),
        }),
      });
    },

    /**
     * Tells the customer what came back for an item that was declined or cancelled, method by method (the lines its
     * refund kept, bookings/refunds.ts), and why when the partner said why. A declined item with nothing to give back
     * (a free one) is still announced.
     */
    async mailRefund(
      booking: { id: number; user_id: number; reference: string },
      itemId: number,
      lines: readonly RefundLine[],
      reason: string,
      by: Actor['kind'] = 'partner',
    ) {
      if (lines.length === 0 && reason !== 'declined') return;
      const customer = await this.customerOfItem(itemId);
      const record = await itemRecord(db, itemId);
      if (!customer?.to || !record) return;
      const { t, locale } = customer;
      const about = {
        name: customer.name,
        service: bookingItemView(record, locale).service.service_name,
        reference: booking.reference,
        reason: t(
          reason === 'declined'
            ? by === 'expiry'
              ? 'supplierBookings.reasonExpired'
              : 'checkout.reasonDeclined'
            : by === 'partner' || by === 'link'
              ? 'supplierBookings.reasonCancelledByPartner'
              : 'checkout.reasonCancelled',
        ),
      };
      const told = customerFacingReason(record.annotations);
      const why = told ? t('supplierBookings.partnerReason', { reason: told }) : '';
      if (lines.length === 0) {
        await mailer.send({
          to: customer.to,
          template: 'item-declined',
          locale,
          subject: t('supplierBookings.declinedSubject', { reference: booking.reference, service: about.service }),
          text: t('supplierBookings.declinedText', about) + why + nextStep(t),
        });
        return;
      }
      const money = lines.some((l) => l.method !== 'points' && l.method !== 'gift_card');
      await mailer.send({
        to: customer.to,
        template: 'refund',
        locale,
        subject: t('checkout.refundSubject', { reference: booking.reference }),
        text:
          t('supplierBookings.refundText', { ...about, lines: refundLinesText(t, lines, locale) }) +
          (money ? `\n\n${t('supplierBookings.refundMoneyNote')}` : '') +
          why +
          (reason === 'declined' ? nextStep(t) : ''),
      });
    },
  };
}

export type SupplierBookingsService = ReturnType<typeof createSupplierBookingsService>;
