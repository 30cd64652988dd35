// Payments: starting a payment with its provider, applying verified callbacks and status checks through a state
// machine that only moves forward, the sweeper that releases unpaid bookings, and the post-commit effects (mail,
// refunds, cancelling at the gateway). A booking becomes paid here and nowhere else.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PaymentState, PaymentStatus } from '@mp/shared/contracts';
import { formatMoney } from '@mp/shared/domain';
import { mailDate, mailDateTime, mailWeekday } from '../../mail/format';
import { lastAnswerBy } from '../bookings/answer-window';
import { confirmedOnPayment } from '@mp/shared/domain';
import { purchaseCompletePath } from '@mp/shared/routes';
import type { Db } from '../../db/client';
import type { PaymentConfig } from '../../payments/config';
import type { ProviderEvent, ProviderMethod, ProviderResult } from '../../payments/provider';
import type { Providers } from '../../payments/registry';
import type { Mailer } from '../../plugins/mail';
import { bookingItemTrip } from '../bookings/trip';
import { partyPricedText } from '../bookings/party';
import { agesOf } from '../bookings/views';
import { translator } from '../../i18n';
import { cryptoNetwork, cryptoReceivedCents } from '../../payments/sandbox/crypto';
import { createRefundLedger, type RefundLedger } from '../reconciliation/refunds';
import { CLAIM_TTL_DAYS, issueClaim } from '../bookings/claim';
import { manageBookingLink, manageLinkExpiry, voucherLink } from '../bookings/voucher';
import { bookingReader, readerLocale } from '../bookings/reader-locale';
import { amountsOfBooking } from '../bookings/amounts';
import { markPaid, release, type ConfirmationMail, type Effect } from '../bookings/ledger';
import {
  bookingById,
  bookingForUpdate,
  expiredUnpaid,
  itemsOfBooking,
  lockPaymentsOf,
  lockPaymentWithBooking,
  paymentForUpdate,
  paymentsOfBooking,
  type BookingRow,
  type PaymentRow,
} from '../bookings/repository';
import { bookingIdOfPayment, partnerMailContacts, recordPaymentEvent, updatePayment } from './repository';
import { INTERNAL_PAYMENT_PROVIDERS } from '../../db/schema/statuses';

const RANK: Record<PaymentStatus, number> = {
  pending: 0,
  requires_action: 1,
  paid: 2,
  failed: 2,
  expired: 2,
  cancelled: 2,
  refunded: 3,
};

/** Money to hand back through a gateway, outside the transaction that decided it. */
type GatewayRefund = { provider: string; externalId: string; amount: number; paymentId: number };

/** What a gateway answered when a payment started (kept in its details) and when the payment stops being payable. */
export interface Started {
  details: Record<string, unknown>;
  expiresAt?: Date | null;
  /**
   * The status the gateway's own API answered when the payment started. A final one (paid, failed, …) is what a status
   * check would answer a moment later, so it moves the payment without asking again; any other is checked.
   */
  status?: PaymentStatus;
}

const isProviderMethod = (m: string): m is ProviderMethod =>
  m === 'card' || m === 'paypal' || m === 'mbway' || m === 'crypto';

export interface PaymentsDeps {
  db: Db;
  providers: Providers;
  config: PaymentConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The site's origin, for the "add this booking to your account" link. */
  publicUrl?: string;
  /** Signs the voucher link of the confirmation mail. */
  voucherSecret: string;
  /** Refunds through gateways (the plugin shares one ledger between services). */
  refunds?: RefundLedger;
}

export function createPaymentsService({
  db,
  providers,
  config,
  mailer,
  log,
  publicUrl = '',
  voucherSecret,
  refunds,
}: PaymentsDeps) {
  const ledger = refunds ?? createRefundLedger({ db, providers, log });
  async function runEffects(effects: Effect[]) {
    for (const effect of effects) {
      try {
        if (effect.kind === 'cancel-payment') {
          if (isProviderMethod(effect.provider)) await providers.get(effect.provider).cancel(effect.externalId);
          const shortfall =
            effect.paymentId === undefined
              ? null
              : shortfallRefund(effect.provider, effect.externalId, effect.details, effect.paymentId);
          if (shortfall) await refundShortfall(shortfall);
        } else if (effect.kind === 'confirmation') {
          await sendConfirmation(effect.bookingId, effect.mail);
          await tellPartnersConfirmed(effect.bookingId, effect.mail);
        } else if (effect.kind === 'gift-cards') {
          await sendGiftCards(effect.bookingId, effect.cards);
        }
      } catch (err) {
        // The money/capacity change is committed; a mail or gateway hiccup is logged, not rolled back.
        log.error({ err, effect: effect.kind }, 'payment effect failed');
      }
    }
  }

  /**
   * The booking and who to write to, in their language (the account's setting, else the booking's); `known`: the booking
   * and the account's language as the caller has them (no read unless the billing data lacks the address or the name).
   */
  async function mailContext(bookingId: number, known?: { booking: BookingRow; readerLanguage: string | null }) {
    const booking = known?.booking ?? (await bookingById(db, bookingId));
    if (!booking) return null;
    const billing = booking.billing as { email?: string; first_name?: string };
    // The account's own address and name only stand in for what the billing data lacks.
    const user = known && billing.email && billing.first_name ? undefined : await bookingReader(db, booking.userId);
    const locale = readerLocale({
      account: known ? known.readerLanguage : user?.language,
      booking: (booking.annotations as { locale?: unknown }).locale,
    });
    return {
      booking,
      to: billing.email || user?.email || '',
      name: billing.first_name || user?.first_name || '',
      t: translator(locale),
      locale,
    };
  }

  /** `mail`: what the transaction that marked the booking paid read already (no second read: ADR 033). */
  async function sendConfirmation(bookingId: number, mail?: ConfirmationMail) {
    const ctx = await mailContext(bookingId, mail);
    if (!ctx || !ctx.to) return;
    const items = mail?.items ?? (await itemsOfBooking(db, bookingId));
    const money = (cents: number) => formatMoney(cents, ctx.locale);
    // Each discount (the services' own, the promo code, the points), the total, and how it was split between the gift
    // card and the method that paid the rest: the same breakdown as the purchase-complete page.
    const gift = (ctx.booking.annotations as { gift_card?: { last4: string; cents: number } }).gift_card;
    const paid = mail
      ? mail.paid
      : (await paymentsOfBooking(db, bookingId)).find(
          (p) => p.status === 'paid' && !INTERNAL_PAYMENT_PROVIDERS.includes(p.provider),
        );
    const breakdown = await amountsOfBooking(db, ctx.booking, items, paid ?? null);
    const lines = items
      .map((i, index) => {
        const lineMoney = money(breakdown.line_cents[index] ?? i.valueCents - i.discountCents);
        const s = i.unserializedService as { name_en?: string; name_pt?: string };
        const name = ctx.locale === 'pt' ? s.name_pt : s.name_en;
        const time = (i.annotations as { time?: string | null }).time;
        const when = [mailWeekday(new Date(i.bookingDate), ctx.locale), time].filter(Boolean).join(' ');
        // A transfer shows its trip and the driver details instead of a quantity.
        const trip = bookingItemTrip(
          {
            quantity: i.quantity,
            booking_date: i.bookingDate,
            annotations: i.annotations as Record<string, unknown>,
            unserialized_service: i.unserializedService as Record<string, unknown>,
          },
          ctx.t,
        );
        // Each line at its price; every other discount follows on its own line, so the lines and the amounts add up.
        if (trip.length > 0)
          return [`- ${name ?? ''} · ${when}: ${lineMoney}`, ...trip.map((l) => `  ${l.text}`)].join('\n');
        // docs/adr/023: a party split by age reads "2 adults × €45.00, 1 child × €25.00".
        const ages = agesOf({
          adults: i.adults,
          children: i.children,
          adult_unit_cents: i.adultUnitCents,
          child_unit_cents: i.childUnitCents,
        });
        if (ages) return `- ${name ?? ''} · ${partyPricedText(ctx.t, ages, ctx.locale)} · ${when}: ${lineMoney}`;
        return `- ${name ?? ''} × ${i.quantity} · ${when}: ${lineMoney}`;
      })
      .join('\n');
    const amounts = [
      ...(breakdown.discount_cents > 0
        ? [ctx.t('checkout.mailDiscount', { amount: money(breakdown.discount_cents) })]
        : []),
      ...(breakdown.promo_cents > 0 ? [ctx.t('checkout.mailPromo', { amount: money(breakdown.promo_cents) })] : []),
      ...(breakdown.points_cents > 0
        ? [ctx.t('checkout.mailPoints', { count: breakdown.points_used, amount: money(breakdown.points_cents) })]
        : []),
      ctx.t('checkout.mailTotal', { amount: money(ctx.booking.totalCents) }),
      ...(gift && gift.cents > 0
        ? [ctx.t('checkout.mailGiftCardPart', { last4: gift.last4, amount: money(gift.cents) })]
        : []),
      ...(paid && paid.amountCents > 0
        ? [
            ctx.t('checkout.mailMethodPart', {
              method: ctx.t(`checkout.mailMethods.${paid.provider}`),
              amount: money(paid.amountCents),
            }),
          ]
        : []),
    ].join('\n');
    const answerBy = lastAnswerBy(items);
    // A guest booking held apart from the registered account of its address: the link that proves the inbox (only
    // such a booking can have one, so another is not asked).
    const claimable = !mail || (ctx.booking.annotations as { claimable?: boolean }).claimable === true;
    const claim = claimable ? await issueClaim(db, bookingId) : null;
    const claimLink = claim
      ? `${publicUrl}${ctx.locale === 'pt' ? '/pt' : ''}${purchaseCompletePath({ id: ctx.booking.id, reference: ctx.booking.reference })}&claim=${encodeURIComponent(claim)}`
      : null;
    // The voucher page, opened with the booking's manage token (an HMAC, nothing stored), in the
    // fragment so it never reaches a server log.
    const voucher = voucherLink(publicUrl, voucherSecret, ctx.booking.reference, ctx.locale);
    // A guest (a booking made signed out) manages it from a signed link; a customer from My bookings.
    const prefix = `${publicUrl}${ctx.locale === 'pt' ? '/pt' : ''}`;
    const manage =
      ctx.booking.createdByUserId === null
        ? ctx.t('checkout.manageMailText', {
            link: manageBookingLink(
              publicUrl,
              voucherSecret,
              ctx.booking.reference,
              manageLinkExpiry(items.map((i) => i.bookingDate)),
              ctx.locale,
            ),
          })
        : ctx.t('checkout.myBookingsMailText', { link: `${prefix}/user-panel/bookings` });
    const text = ctx.t('checkout.confirmationText', {
      name: ctx.name,
      reference: ctx.booking.reference,
      lines,
      amounts,
      status: ctx.t(paidStatusKey(items)),
      next: answerBy ? ctx.t('checkout.itemStatusNext.pending', { at: mailDateTime(answerBy, ctx.locale) }) : '',
    });
    await mailer.send({
      to: ctx.to,
      template: 'booking-paid',
      locale: ctx.locale,
      subject: ctx.t('checkout.confirmationSubject', { reference: ctx.booking.reference }),
      text: [
        text,
        ctx.t('checkout.voucherMailText', { link: voucher }),
        manage,
        ...(claimLink ? [ctx.t('checkout.claimMailText', { link: claimLink, days: CLAIM_TTL_DAYS })] : []),
      ].join('\n\n'),
    });
  }

  /**
   * Tells each partner of its items the payment confirmed at once (confirmation.ts): nothing to answer, the customer
   * expects them. Items that wait for an answer are announced with their answer links by the new-booking sweep.
   */
  async function tellPartnersConfirmed(bookingId: number, mail?: ConfirmationMail) {
    const items = (mail?.items ?? (await itemsOfBooking(db, bookingId))).filter(
      (i) =>
        (i.status === 'waiting_payment' || i.status === 'confirmed') &&
        (i.unserializedService as { kind?: string }).kind !== 'gift_card' &&
        confirmedOnPayment(i.unserializedService),
    );
    if (items.length === 0) return;
    const reference = mail?.booking.reference ?? (await bookingById(db, bookingId))?.reference ?? '';
    const contacts = new Map(
      (await partnerMailContacts(db, [...new Set(items.map((i) => i.companyId))])).map((c) => [c.company_id, c]),
    );
    for (const item of items) {
      const contact = contacts.get(item.companyId);
      if (!contact?.to) continue;
      // In the owner's mail language (Portuguese unless they chose English), as the partner's other booking mails.
      const locale = readerLocale({ account: contact.language }, 'pt');
      const t = translator(locale);
      const s = item.unserializedService as { name_en?: string; name_pt?: string };
      const params = {
        service: (locale === 'pt' ? s.name_pt : s.name_en) ?? '',
        reference,
        quantity: item.quantity,
        date: mailDateTime(new Date(item.bookingDate), locale),
        link: `${publicUrl}${locale === 'pt' ? '/pt' : ''}/dashboard/calendar-and-bookings`,
      };
      await mailer
        .send({
          to: contact.to,
          template: 'partner-confirmed-booking',
          locale,
          subject: t('checkout.partnerConfirmedSubject', params),
          text: t('checkout.partnerConfirmedText', params),
        })
        .catch((err: unknown) => log.error({ err, item: item.id }, 'partner confirmed mail failed'));
    }
  }

  /**
   * Each paid gift card goes to its recipient (the name, email and message chosen in the gift-card box, kept in the
   * booking item's notes) and the buyer gets a copy with the code, so a gift that never arrives can still be passed on.
   * Without a recipient email the buyer's copy is the gift card itself.
   */
  async function sendGiftCards(
    bookingId: number,
    cards: { code: string; valueCents: number; expiresAt: Date; issuedForBookingItemId: number | null }[],
  ) {
    const ctx = await mailContext(bookingId);
    if (!ctx) return;
    const items = await itemsOfBooking(db, bookingId);
    const notesOf = new Map(
      items.map((i) => [
        i.id,
        ((i.annotations as { notes?: Record<string, unknown> }).notes ?? {}) as Record<string, unknown>,
      ]),
    );
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    for (const card of cards) {
      const notes = (card.issuedForBookingItemId !== null && notesOf.get(card.issuedForBookingItemId)) || {};
      const recipient = {
        email: text(notes.recipient_email),
        name: text(notes.recipient_name),
        message: text(notes.message),
      };
      const facts = {
        code: card.code,
        value: formatMoney(card.valueCents, ctx.locale),
        expires: mailDate(card.expiresAt, ctx.locale),
      };
      if (recipient.email) {
        await mailer.send({
          to: recipient.email,
          template: 'gift-card-gift',
          locale: ctx.locale,
          subject: ctx.t('checkout.giftCardGiftSubject', { from: ctx.name }),
          text: ctx.t('checkout.giftCardGiftText', {
            ...facts,
            name: recipient.name,
            from: ctx.name,
            message: recipient.message ? ctx.t('checkout.giftCardGiftMessage', { message: recipient.message }) : '',
            // The site in the language the gift was bought in (the buyer's message is written in it too).
            link: `${publicUrl}${ctx.locale === 'pt' ? '/pt' : ''}/`,
          }),
        });
      }
      if (!ctx.to) continue;
      await mailer.send({
        to: ctx.to,
        template: recipient.email ? 'gift-card-sent' : 'gift-card',
        locale: ctx.locale,
        subject: ctx.t('checkout.giftCardSubject', { code: card.code }),
        text: recipient.email
          ? ctx.t('checkout.giftCardSentText', {
              ...facts,
              name: ctx.name,
              recipient: recipient.name || recipient.email,
              email: recipient.email,
            })
          : ctx.t('checkout.giftCardText', { ...facts, name: ctx.name }),
      });
    }
  }

  /**
   * Crypto sent short of the price before its payment ended (partially paid, then expired or cancelled) goes back
   * to the customer: money is never kept without a booking.
   */
  function shortfallRefund(
    provider: string,
    externalId: string,
    details: Record<string, unknown>,
    paymentId: number,
  ): GatewayRefund | null {
    if (provider !== 'crypto' || Number(details.refunded_cents ?? 0) > 0) return null;
    const amount = cryptoReceivedCents(details);
    return amount > 0 ? { provider, externalId, amount, paymentId } : null;
  }

  async function refundShortfall(shortfall: GatewayRefund) {
    if (!isProviderMethod(shortfall.provider)) return;
    // Owed from now on, whatever the gateway answers: marked first so no second refund is started for it.
    await db.execute(
      sql`update payments set details = details || ${JSON.stringify({ refunded_cents: shortfall.amount })}::jsonb, updated_at = now()
          where provider = ${shortfall.provider} and external_id = ${shortfall.externalId}`,
    );
    const { refunded } = await ledger.request({
      paymentId: shortfall.paymentId,
      provider: shortfall.provider,
      externalId: shortfall.externalId,
      amountCents: shortfall.amount,
      reason: 'crypto_shortfall',
    });
    if (!refunded) {
      log.error(
        shortfall,
        'a short crypto payment is not yet given back; the refund ledger keeps it open for retries or staff',
      );
      return;
    }
    log.warn(shortfall, 'a short crypto payment ended without its booking; what was sent is given back');
    await mailGatewayRefund(shortfall, 'checkout.refundShortText');
  }

  /** Tells the customer that money which found no booking went back to them (a short crypto payment, a late one). */
  async function mailGatewayRefund(
    refund: GatewayRefund,
    text: 'checkout.refundShortText' | 'checkout.refundLateText',
  ) {
    const bookingId = await bookingIdOfPayment(db, refund.provider, refund.externalId);
    const ctx = bookingId !== undefined && (await mailContext(bookingId));
    if (!ctx || !ctx.to) return;
    await mailer
      .send({
        to: ctx.to,
        template: 'gateway-refund',
        locale: ctx.locale,
        subject: ctx.t('checkout.refundSubject', { reference: ctx.booking.reference }),
        text: ctx.t(text, {
          name: ctx.name,
          reference: ctx.booking.reference,
          amount: formatMoney(refund.amount, ctx.locale),
        }),
      })
      .catch((err: unknown) => log.error({ err, externalId: refund.externalId }, 'refund mail failed'));
  }

  /**
   * Moves a payment to `status` if that is forward, and the booking with it. A payment that arrives after its
   * booking was released is refunded at once: money is never kept without a booking.
   */
  async function applyStatus(
    paymentId: number,
    status: PaymentStatus,
    details: Record<string, unknown>,
  ): Promise<PaymentStatus> {
    return (await moveTo(paymentId, status, details)).now;
  }

  /** The payment and its booking as the move left them, when it knows them without reading again (else null). */
  interface Moved {
    now: PaymentStatus;
    payment: PaymentRow | null;
    booking: BookingRow | null;
  }

  /**
   * applyStatus, answering the rows as they now stand. `started`: what the gateway answered when the payment started
   * (its details, when it expires), stored with the move (or alone when nothing moves).
   */
  async function moveTo(
    paymentId: number,
    status: PaymentStatus,
    details: Record<string, unknown>,
    started?: Started,
  ): Promise<Moved> {
    let late: GatewayRefund | null = null;
    let shortfall: GatewayRefund | null = null;
    const expiresAt = started?.expiresAt ? { expiresAt: started.expiresAt } : {};
    const { effects, moved } = await db.transaction(async (tx): Promise<{ effects: Effect[]; moved: Moved }> => {
      // Payment, then booking: one statement locks both in that order (a payment always has its booking).
      const locked = await lockPaymentWithBooking(tx, paymentId);
      const payment = locked?.payment ?? (await paymentForUpdate(tx, paymentId));
      if (!payment) return { effects: [], moved: { now: status, payment: null, booking: null } };
      const booking = locked ? locked.booking : await bookingForUpdate(tx, payment.bookingId);
      const from = payment.status as PaymentStatus;
      const none = (now: PaymentStatus): { effects: Effect[]; moved: Moved } => ({
        effects: [],
        moved: { now, payment: null, booking: null },
      });
      // Nothing moves: what the gateway said when the payment started is kept all the same.
      const keepStarted = async () => {
        if (started) await updatePayment(tx, payment.id, { details: started.details, ...expiresAt });
      };
      const as = (patch: Record<string, unknown>, now: PaymentStatus) => ({
        ...payment,
        status: now,
        details: { ...(payment.details as Record<string, unknown>), ...patch },
        ...(started?.expiresAt ? { expiresAt: started.expiresAt } : {}),
      });
      if (status === 'paid' && (from === 'expired' || from === 'cancelled' || from === 'failed')) {
        await updatePayment(tx, payment.id, {
          status: 'paid',
          details: { ...details, late_payment: true },
          ...expiresAt,
        });
        late = {
          provider: payment.provider,
          externalId: payment.externalId,
          amount: payment.amountCents,
          paymentId: payment.id,
        };
        return none('paid');
      }
      if (from === status) {
        if (RANK[from] < 2 && Object.keys(details).length) {
          await updatePayment(tx, payment.id, { details, ...expiresAt });
          return { effects: [], moved: { now: from, payment: as(details, from), booking: booking ?? null } };
        }
        await keepStarted();
        return {
          effects: [],
          moved: { now: from, payment: as(started?.details ?? {}, from), booking: booking ?? null },
        };
      }
      if (RANK[status] <= RANK[from] || (status === 'refunded' && from !== 'paid')) {
        await keepStarted();
        return {
          effects: [],
          moved: { now: from, payment: as(started?.details ?? {}, from), booking: booking ?? null },
        };
      }
      if (status === 'paid' && booking?.status === 'waiting_payment') {
        // The payment moves in the statement that marks the booking paid.
        const effects = await markPaid(tx, booking, { id: payment.id, status, details, ...expiresAt });
        const mail = effects.find((e) => e.kind === 'confirmation')?.mail;
        return { effects, moved: { now: status, payment: as(details, status), booking: mail?.booking ?? null } };
      }
      await updatePayment(tx, payment.id, { status, details, ...expiresAt });
      if (status === 'expired' || status === 'failed' || status === 'cancelled') {
        shortfall = shortfallRefund(
          payment.provider,
          payment.externalId,
          { ...(payment.details as Record<string, unknown>), ...details },
          payment.id,
        );
      }
      if (!booking) return none(status);
      if (status === 'paid')
        return { effects: await markPaid(tx, booking), moved: { now: status, payment: null, booking: null } };
      if (status === 'failed' || status === 'cancelled')
        return {
          effects: await release(tx, booking, 'cancelled'),
          moved: { now: status, payment: null, booking: null },
        };
      if (status === 'expired')
        return { effects: await release(tx, booking, 'expired'), moved: { now: status, payment: null, booking: null } };
      return { effects: [], moved: { now: status, payment: as(details, status), booking } };
    });
    await runEffects(effects);
    if (late) await refundLate(late);
    if (shortfall)
      await refundShortfall(shortfall).catch((err: unknown) =>
        log.error({ err }, 'short crypto payment refund failed'),
      );
    return moved;
  }

  async function refundLate(late: GatewayRefund) {
    if (!isProviderMethod(late.provider)) return;
    // The ledger marks the payment refunded when the gateway takes it (now or on a retry).
    const { refunded } = await ledger.request({
      paymentId: late.paymentId,
      provider: late.provider,
      externalId: late.externalId,
      amountCents: late.amount,
      reason: 'late_payment',
    });
    log.warn(
      { provider: late.provider, externalId: late.externalId, refunded },
      'payment arrived after its booking was released; refunded',
    );
    if (refunded) await mailGatewayRefund(late, 'checkout.refundLateText');
  }

  /** A verified callback: stored once by event id, then applied. Replays return `duplicate`. */
  async function handleEvent(method: ProviderMethod, event: ProviderEvent): Promise<{ duplicate: boolean }> {
    const { payment, fresh } = await recordPaymentEvent(db, {
      provider: method,
      externalId: event.externalId,
      eventId: event.eventId,
      eventType: String(event.raw.status ?? ''),
      status: event.status,
      amountCents: event.amountCents,
      payload: event.raw,
    });
    if (!fresh) return { duplicate: true };
    if (!payment) {
      log.warn({ method, externalId: event.externalId }, 'callback for an unknown payment');
      return { duplicate: false };
    }
    // A paid event must be for the amount we asked; anything else is not a payment of this booking.
    if (event.status === 'paid' && event.amountCents !== payment.amountCents) {
      log.error(
        { method, externalId: event.externalId, got: event.amountCents, want: payment.amountCents },
        'callback amount mismatch',
      );
      return { duplicate: false };
    }
    // Already where the event says, for good (the status check got there first): applying it would change nothing.
    if (payment.status === event.status && RANK[payment.status] >= 2) return { duplicate: false };
    await applyStatus(payment.id, event.status, event.details);
    return { duplicate: false };
  }

  /** Asks the provider where a payment stands and applies it (status checks are the other way to become paid). */
  async function sync(payment: PaymentRow): Promise<PaymentStatus> {
    return (await check(payment)).now;
  }

  /**
   * The status check of a payment just started (POST /api/bookings): `started` is what the gateway answered when it
   * started (stored with the move), and the answer carries the payment and its booking as they now stand when known.
   */
  async function check(payment: PaymentRow, started?: Started): Promise<Moved> {
    const unchanged = async (): Promise<Moved> => {
      if (started)
        await updatePayment(db, payment.id, {
          details: started.details,
          ...(started.expiresAt ? { expiresAt: started.expiresAt } : {}),
        });
      return { now: payment.status as PaymentStatus, payment: null, booking: null };
    };
    if (!isProviderMethod(payment.provider) || RANK[payment.status as PaymentStatus] >= 2) return unchanged();
    if (started?.status && RANK[started.status] >= 2)
      return moveTo(payment.id, started.status, started.details, started);
    let result: ProviderResult;
    try {
      result = await providers.get(payment.provider).status(payment.externalId);
    } catch (err) {
      log.warn({ err, payment: payment.id }, 'provider status check failed');
      return unchanged();
    }
    return moveTo(payment.id, result.status, { ...(started?.details ?? {}), ...pick(result.details) }, started);
  }

  /** Only what may be stored and shown. */
  function pick(details: Record<string, unknown>): Record<string, unknown> {
    const { locale: _l, reference: _r, ...rest } = details;
    void _l;
    void _r;
    return rest;
  }

  /** Releases unpaid bookings past their expiry (after one last status check). Safe to run anywhere, any number of times. */
  async function sweep(now = new Date()): Promise<number> {
    let released = 0;
    for (;;) {
      const due = await expiredUnpaid(db, now, 50);
      if (due.length === 0) return released;
      for (const { id } of due) {
        for (const payment of await paymentsOfBooking(db, id)) await sync(payment);
        const effects = await db.transaction(async (tx) => {
          // Payment rows before the booking, as a callback or status check (applyStatus) takes them: the other order
          // deadlocks with a status check of the same booking running beside this sweep.
          await lockPaymentsOf(tx, id);
          const booking = await bookingForUpdate(tx, id);
          if (!booking || booking.status !== 'waiting_payment' || !booking.expiresAt || booking.expiresAt >= now)
            return [];
          released += 1;
          return release(tx, booking, 'expired');
        });
        await runEffects(effects);
      }
      if (due.length < 50) return released;
    }
  }

  function paymentState(payment: PaymentRow, booking: BookingRow): PaymentState {
    const d = payment.details as Record<string, unknown>;
    const s = (k: string) => (d[k] === undefined || d[k] === null ? null : String(d[k]));
    const state: PaymentState = {
      id: payment.id,
      method: payment.provider as PaymentState['method'],
      status: payment.status as PaymentStatus,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      expires_at: booking.status === 'waiting_payment' && booking.expiresAt ? booking.expiresAt.toISOString() : null,
    };
    if (payment.provider === 'card' && d.last4) {
      state.card = {
        brand: String(d.brand ?? 'unknown'),
        last4: String(d.last4),
        challenge_url: payment.status === 'requires_action' ? s('challenge_url') : null,
        decline_reason: s('decline_reason'),
      };
    }
    // Card on Stripe: what Stripe.js needs to confirm the PaymentIntent in the browser, while it is still open.
    if (
      payment.provider === 'card' &&
      config.stripe &&
      typeof d.stripe_client_secret === 'string' &&
      RANK[payment.status as PaymentStatus] < 2
    ) {
      state.stripe = {
        client_secret: d.stripe_client_secret,
        publishable_key: config.stripe.publishableKey,
        js_url: config.stripe.jsUrl,
      };
    }
    if (payment.provider === 'paypal' && d.approval_url)
      state.paypal = { order_id: String(d.order_id), approval_url: String(d.approval_url) };
    if (payment.provider === 'mbway' && d.started_at) {
      state.mbway = {
        request_id: String(d.request_id),
        phone: String(d.phone),
        started_at: String(d.started_at),
        expires_at: String(d.expires_at),
        countdown_seconds: Number(d.countdown_seconds ?? config.mbwayTtlSeconds),
      };
    }
    if (payment.provider === 'crypto' && d.pay_address) {
      state.crypto = {
        payment_id: String(d.payment_id),
        pay_address: String(d.pay_address),
        pay_amount: String(d.pay_amount),
        pay_currency: String(d.pay_currency),
        actually_paid: String(d.actually_paid ?? '0'),
        price_amount_cents: Number(d.price_amount_cents ?? payment.amountCents),
        crypto_status: (s('crypto_status') ?? 'waiting') as NonNullable<PaymentState['crypto']>['crypto_status'],
        expires_at: String(d.expires_at),
        // Payments made before the network was recorded: the currency says it.
        network: (s('network') ?? cryptoNetwork(String(d.pay_currency)) ?? 'ethereum') as NonNullable<
          PaymentState['crypto']
        >['network'],
      };
    }
    const gift = (booking.annotations as { gift_card?: { last4: string; cents: number } }).gift_card;
    if (gift && gift.cents > 0) state.gift_card = { code_last4: gift.last4, amount_cents: gift.cents };
    return state;
  }

  return { applyStatus, handleEvent, sync, check, sweep, runEffects, paymentState, pick };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * The paid booking's status line in the confirmation mail: confirmed when every item is confirmed on payment
 * (confirmation.ts), in the words of what it holds (tickets, a table, anything else), else waiting for the partner.
 */
function paidStatusKey(items: readonly { unserializedService: unknown }[]): string {
  const kinds = new Set(items.map((i) => (i.unserializedService as { kind?: string }).kind));
  if (!items.every((i) => confirmedOnPayment(i.unserializedService))) return 'checkout.itemStatus.pending';
  if (kinds.size === 1 && kinds.has('event')) return 'events.ticketStatus.confirmed';
  if (kinds.size === 1 && kinds.has('restaurant')) return 'restaurants.tableConfirmed';
  return 'checkout.itemStatus.confirmedOnPayment';
}
