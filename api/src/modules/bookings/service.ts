// POST /api/bookings (spec §3 booking payload, §7, §8): validate, then in ONE transaction with row locks
// reserve capacity, the promo code use, points and the gift-card amount and create the booking, its items and the
// payment; then ask the provider to start the payment. Nothing here marks a booking paid except an all-internal
// payment (gift card / points / promo covering everything, or a SUPER's GIFT booking).
import { lockVehicleTrips, recordVehicleTrips } from '../cart/vehicle-units';
import { claimOffers } from '../transfers/offers';
import { randomBytes } from 'node:crypto';
import type { BookingBody, BookingCreated, Locale, PaymentStatus } from '@mp/shared/contracts';
import { cardNumberDigits, formatMoney, luhnValid, toMbwayPhone } from '@mp/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { ApiError, invalid, type MessageRef } from '../../lib/errors';
import type { PaymentConfig } from '../../payments/config';
import type { ProviderMethod } from '../../payments/provider';
import type { Providers } from '../../payments/registry';
import { cartTotals, lineName, noPlacesLeft, priceItems, placesWanted, type Totals } from '../cart/pricing';
import type { CartCaller, CartService } from '../cart/service';
import { bookedPlaces, lockUser, type CartRow } from '../cart/repository';
import { sha256 } from '../../lib/crypto';
import { giftCardByCode, giftCardPartner, spendGiftCard } from '../gift-cards/repository';
import { giftCardCover } from '../gift-cards/scope';
import { pointsBalance, addPoints } from '../points/repository';
import { promoByCode, promoById, takeUse, type PromoRow } from '../promo-codes/repository';
import { promoRefusal } from '../promo-codes/service';
import type { PaymentsService } from '../payments/service';
import { slotsOver } from '../restaurants/slots';
import { markPaid, release, type Effect } from './ledger';
import { confirmationOf } from './confirmation';
import {
  accountBilling,
  bookingById,
  bookingForUpdate,
  checkoutContents,
  guestClient,
  lockCapacity,
  lockOwnerAndCart,
  lockPaymentsOf,
  paymentsOfBooking,
  placeBooking,
} from './repository';
import { eq } from 'drizzle-orm';

export interface BookingsDeps {
  db: Db;
  providers: Providers;
  payments: PaymentsService;
  carts: CartService;
  config: PaymentConfig;
  log: FastifyBaseLogger;
}

export interface BookingCaller extends CartCaller {
  /** The token's owner is a SUPER (may create GIFT bookings). */
  realIsSuper: boolean;
}

const clean = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function newReference(): string {
  return `MP-${new Date().toISOString().slice(2, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function createBookingsService({ db, providers, payments: paymentsService, carts, config, log }: BookingsDeps) {
  return {
    /**
     * `inTx` runs last inside the booking's transaction (a manual booking's owner, creator and audit entry), so the
     * booking is committed with it or not at all. `ownConfirmation`: the caller mails the customer itself (a manual
     * gift booking, where nothing was paid), so the checkout's "payment received" is not sent.
     */
    async create(
      caller: BookingCaller,
      body: BookingBody,
      locale: Locale,
      options: {
        inTx?: (tx: Tx, booking: { id: number; reference: string }) => Promise<void>;
        ownConfirmation?: boolean;
      } = {},
    ): Promise<BookingCreated> {
      await carts.refuseNonClient(caller);
      const method = body.payment_method;
      const errors: Record<string, MessageRef | string> = {};

      // Billing: flat fields override billingData, which may nest the address under `profile` (spec §3).
      const bd = body.billingData ?? {};
      const pick = (
        k: 'first_name' | 'last_name' | 'phone' | 'email' | 'country' | 'city' | 'address' | 'zipcode' | 'vatnumber',
      ) => clean(body[k]) || clean(bd[k]) || clean(bd.profile?.[k as 'city']);
      // Logged in: what the form leaves empty comes from the account and its saved profile (POST api/clients/{id});
      // the saved address only as a whole, so a typed country never ends up with the profile's city.
      const account = caller.userId !== null ? await accountBilling(db, caller.userId) : undefined;
      const typedAddress = (['country', 'city', 'address', 'zipcode'] as const).some((k) => pick(k));
      const saved = typedAddress ? undefined : account;
      const billing = {
        first_name: pick('first_name') || account?.first_name || '',
        last_name: pick('last_name') || account?.last_name || '',
        email: (pick('email') || account?.email || '').toLowerCase(),
        phone: pick('phone') || account?.phone || '',
        country: (pick('country') || saved?.country || 'pt').toLowerCase(),
        city: pick('city') || saved?.city || '',
        address: pick('address') || saved?.address || '',
        zipcode: pick('zipcode') || saved?.zipcode || '',
        vatnumber: pick('vatnumber') || account?.vatnumber || '',
      };
      if (!billing.first_name) errors.first_name = 'validation.required';
      if (!billing.last_name) errors.last_name = 'validation.required';
      if (!billing.email) errors.email = 'validation.required';
      else if (!EMAIL.test(billing.email)) errors.email = 'validation.email';

      let cardDigits = '';
      let mbwayPhone = '';
      const payCurrency = clean(body.pay_currency).toLowerCase();
      let cryptoMin: { min: string; eurCents: number } | null = null;
      // Nothing due needs no gift card either: a code sent with it is not spent.
      const giftCode = method === 'free' ? '' : clean(body.gift_card_code);
      // A gateway that confirms the card in the browser (Stripe.js) takes no digits from us: none are read.
      if (method === 'card' && !providers.card.confirmsInBrowser) {
        cardDigits = cardNumberDigits(body.card_number ?? '');
        if (!luhnValid(cardDigits)) errors.card_number = 'checkout.cardInvalid';
      } else if (method === 'mbway') {
        mbwayPhone = toMbwayPhone(clean(body.customer_phone) || billing.phone);
        if (!/^351#9\d{8}$/.test(mbwayPhone)) errors.customer_phone = 'checkout.phoneInvalid';
      } else if (method === 'crypto') {
        cryptoMin = await cryptoMinimumOf(providers, payCurrency, log);
        if (!cryptoMin) errors.pay_currency = 'checkout.payCurrencyInvalid';
      } else if (method === 'gift_card') {
        if (!giftCode) errors.gift_card_code = 'validation.required';
      } else if (method === 'gift' && !caller.realIsSuper) {
        errors.payment_method = 'validation.enum';
      } else if (method === 'free' && body.expected_total_cents !== 0) {
        // Only what the page showed as nothing to pay is booked without a method; the cart's total is checked under
        // its lock below, so a cart that now costs something stops with "your cart changed" and its total.
        errors.payment_method = 'checkout.somethingToPay';
      }
      if (Object.keys(errors).length) throw invalid(errors);

      // Who the booking belongs to: the logged-in customer, or the guest's holder account (repository `guestClient`):
      // never a registered account only because its address was typed, which proves nothing.
      let userId = caller.userId;
      let claimable = false;
      if (userId === null) {
        const guest = await guestClient(db, {
          email: billing.email,
          first_name: billing.first_name,
          last_name: billing.last_name,
          phone: billing.phone || null,
        });
        userId = guest.id;
        claimable = guest.shadow;
      }
      const ownerId = userId;

      const externalId = `${method}_${randomBytes(12).toString('hex')}`;
      const now = new Date();
      const result = await db.transaction(async (tx) => {
        // Lock order everywhere: user → cart → capacity rows (sorted) → vehicles (sorted) → promo code → gift card.
        const cart = await lockCheckoutCart(tx, caller, ownerId);
        if (!cart) throw invalid({ items: 'checkout.cartEmpty' });
        const { inputs, unpaid, services } = await checkoutContents(tx, cart.id);
        if (inputs.length === 0) throw invalid({ items: 'checkout.cartEmpty' });
        // Paying the same cart again (another method, a second tab, a double click) replaces the unpaid attempt, so its
        // places, promo use, points and gift-card amount are free for this one. Its payment is stopped at the gateway;
        // should it still be confirmed, it is refunded (payments service, late payment).
        const superseded: Effect[] = [];
        for (const oldId of unpaid) {
          await lockPaymentsOf(tx, oldId);
          const locked = await bookingForUpdate(tx, oldId);
          if (locked) superseded.push(...(await release(tx, locked, 'cancelled')));
        }
        const { lines, errors: lineErrors } = await priceItems(tx, inputs, {
          checkCapacity: false,
          now,
          requireTransferDetails: true,
          services,
        });
        if (Object.keys(lineErrors).length) throw invalid(lineErrors);

        const wanted = [...placesWanted(lines).values()];
        await lockCapacity(
          tx,
          wanted.map((w) => ({ serviceId: w.serviceId, date: w.date, capacity: w.capacity })),
        );
        // A restaurant's slots are counted under its day's row lock just taken (docs/adr/044): a party that no longer
        // fits its slot is said before anything else.
        const slotsFull = (await slotsOver(tx, lines, [cart.id])).full;
        if (Object.keys(slotsFull).length) throw invalid(slotsFull);
        // A vehicle trip needs a unit of its vehicle free for each leg, counted under the vehicles' row locks
        // (docs/adr/052): of two customers booking the last free car for the same time, the second is told it is taken.
        const vehiclesTaken = await lockVehicleTrips(tx, lines);
        if (Object.keys(vehiclesTaken).length) throw invalid(vehiclesTaken);
        // The places are counted and taken when the booking is written (placeBooking), with what other carts' live
        // checkout holds take (ADR 022); this cart's own hold is what it books now. A date too full is said first,
        // before any refusal of the promo code, points or gift card below, as when it was checked before them.
        const fullOf = (left: Map<string, number>) => {
          const full: Record<string, MessageRef> = {};
          for (const w of wanted) {
            const placesLeft = left.get(`${w.serviceId}|${w.date}`) ?? 0;
            if (w.places > placesLeft) for (const i of w.indexes) full[`items.${i}`] = noPlacesLeft(placesLeft);
          }
          return full;
        };
        const fullFirst = async (err: unknown): Promise<never> => {
          if (err instanceof ApiError && err.statusCode === 422 && wanted.length > 0) {
            const taken = await bookedPlaces(tx, wanted, [cart.id]);
            const full = fullOf(
              new Map(
                wanted.map((w) => [
                  `${w.serviceId}|${w.date}`,
                  (taken.get(`${w.serviceId}|${w.date}`)?.capacity ?? 0) -
                    (taken.get(`${w.serviceId}|${w.date}`)?.booked ?? 0),
                ]),
              ),
            );
            if (Object.keys(full).length) throw invalid(full);
          }
          throw err;
        };

        let promo: PromoRow | undefined;
        let totals: Totals;
        let giftCents = 0;
        let gift: Awaited<ReturnType<typeof giftCardByCode>>;
        let due: number;
        try {
          // Promo: the code sent with the payload, else the one stored on the cart; checked again under its row lock.
          const promoCode = clean(body.promo_code);
          promo = promoCode
            ? await promoByCode(tx, promoCode, true)
            : cart.promoCodeId !== null
              ? await promoById(tx, cart.promoCodeId, true)
              : undefined;
          if (promoCode || promo) {
            const refusal = promoRefusal(promo, ownerId, now);
            if (refusal) throw invalid({ promo_code: refusal });
          } else promo = undefined;

          const balance = caller.userId !== null ? await pointsBalance(tx, ownerId) : 0;
          if (cart.usedPoints > balance)
            throw invalid({ points: { key: 'checkout.pointsNotEnough', params: { points: balance } } });
          totals = cartTotals(
            lines,
            promo ?? null,
            caller.userId !== null ? { requested: cart.usedPoints, balance } : null,
          );
          // What is charged is what the customer confirmed: the cart read under its lock here is the one booked, so a
          // total that moved since the page showed it (another tab, a price change) stops everything before any write.
          if (typeof body.expected_total_cents === 'number' && body.expected_total_cents !== totals.totalCents) {
            throw invalid({
              expected_total_cents: {
                key: 'checkout.cartChanged',
                params: { total: formatMoney(totals.totalCents, locale) },
              },
            });
          }

          if (giftCode) {
            gift = await giftCardByCode(tx, giftCode, true);
            if (!gift || gift.status === 'cancelled' || gift.status === 'pending' || gift.expiresAt < now)
              throw invalid({ gift_card_code: 'checkout.giftCardInvalid' });
            if (gift.balanceCents <= 0) throw invalid({ gift_card_code: 'checkout.giftCardEmpty' });
            const partner = await giftCardPartner(tx, gift);
            giftCents = giftCardCover(gift.balanceCents, partner?.companyId ?? null, lines, totals);
            if (giftCents === 0 && partner)
              throw invalid({
                gift_card_code: { key: 'checkout.giftCardOtherPartner', params: { partner: partner.tradeName } },
              });
            if (method === 'gift_card' && giftCents < totals.totalCents) {
              throw invalid({
                gift_card_code: {
                  key: 'checkout.giftCardNotEnough',
                  params: { amount: formatMoney(giftCents, locale) },
                },
              });
            }
          }
          due = method === 'gift' ? 0 : totals.totalCents - giftCents;
          if (method === 'crypto' && due > 0) {
            const min = cryptoMin;
            if (min && due < min.eurCents)
              throw invalid({
                pay_currency: {
                  key: 'checkout.cryptoBelowMinimum',
                  params: { currency: payCurrency.toUpperCase(), min: formatMoney(min.eurCents, locale) },
                },
              });
          }
        } catch (err) {
          return fullFirst(err);
        }

        const ttl =
          method === 'mbway'
            ? config.mbwayTtlSeconds
            : method === 'crypto'
              ? config.cryptoTtlSeconds
              : config.bookingTtlSeconds;
        const reference = newReference();
        const internal = due === 0;
        const placed = await placeBooking(tx, {
          cartId: cart.id,
          wanted: wanted.map((w) => ({ serviceId: w.serviceId, date: w.date, places: w.places })),
          booking: {
            reference,
            userId: ownerId,
            createdByUserId: caller.userId,
            paymentMethod: method,
            totalCents: method === 'gift' ? 0 : totals.totalCents,
            discountCents: totals.priceDiscountCents + totals.promoCents,
            pointsUsed: totals.pointsUsed,
            promoCodeId: promo?.id ?? null,
            giftCardId: gift?.id ?? null,
            billing,
            notes: clean(body.notes) || cart.notes || null,
            annotations: {
              cart_id: cart.id,
              locale,
              ...(claimable ? { claimable: true } : {}),
              ...(gift ? { gift_card: { last4: gift.code.slice(-4), cents: giftCents } } : {}),
            },
            expiresAt: new Date(now.getTime() + ttl * 1000),
          },
          items: lines.map((l) => ({
            serviceId: l.service.id,
            vehicleId: l.vehicle?.id ?? null,
            companyId: l.service.company_id,
            bookingDate: l.bookingDate,
            capacityDate: l.capacityDate,
            quantity: l.quantity,
            adults: l.ages?.adults ?? null,
            children: l.ages?.children ?? null,
            adultUnitCents: l.ages?.adult_unit_cents ?? null,
            childUnitCents: l.ages?.child_unit_cents ?? null,
            valueCents: l.grossCents,
            discountCents: l.priceDiscountCents + l.promoShareCents,
            annotations: {
              selected_language: l.service.annotations.selected_language ?? null,
              notes: l.notes,
              free_cancellation: l.freeCancellation,
              cancellation_policy: l.cancellationPolicy,
              time: l.time,
              ...(l.giftValueCents ? { gift_card_value_cents: l.giftValueCents } : {}),
              // docs/adr/043: the ticket type as it was sold, for the voucher's tickets.
              ...(l.ticketType
                ? {
                    ticket_type: {
                      id: l.ticketType.id,
                      name_en: l.ticketType.name_en,
                      name_pt: l.ticketType.name_pt,
                      seating: l.ticketType.seating,
                    },
                  }
                : {}),
            },
            unserializedService: {
              id: l.service.id,
              slug: l.service.slug,
              kind: l.service.kind,
              name_en: lineName(l, 'en'),
              name_pt: lineName(l, 'pt'),
              duration: l.service.duration_minutes,
              category_slug: l.service.category_slug,
              unit_price_cents: l.unitCents,
              price_type: l.service.price_type,
              // Who confirms it (confirmation.ts): an item confirmed at once is confirmed on payment (markPaid).
              confirmation: confirmationOf(l.service),
            },
          })),
          // Everything paid inside our own ledger (gift card, points, promo, or a SUPER's GIFT booking) is paid now.
          payment: {
            provider: internal ? (method === 'gift' || method === 'free' ? method : 'gift_card') : method,
            externalId: internal ? `internal_${reference}` : externalId,
            status: internal ? 'paid' : 'pending',
            amountCents: internal ? giftCents : due,
          },
        });
        if (!placed.booking) throw invalid(fullOf(placed.left));
        const { booking, payment } = placed;
        await recordVehicleTrips(tx, booking.id, lines);
        // A staff-quoted transfer's offer is taken once, so one quote is never booked twice.
        if (lines.some((l) => l.offerId !== null)) await claimOffers(tx, booking.id, lines);
        if (promo) await takeUse(tx, promo, ownerId, booking.id, totals.promoCents);
        if (totals.pointsUsed > 0)
          await addPoints(tx, { userId: ownerId, delta: -totals.pointsUsed, reason: 'spent', bookingId: booking.id });
        if (gift && giftCents > 0) await spendGiftCard(tx, gift, giftCents, booking.id);

        const effects: Effect[] = internal ? await markPaid(tx, booking) : [];
        if (options.inTx) await options.inTx(tx, { id: booking.id, reference: booking.reference });
        const paidBooking = effects.find((e) => e.kind === 'confirmation')?.mail?.booking;
        return { booking: paidBooking ?? booking, payment, effects: [...superseded, ...effects], due };
      });
      await paymentsService.runEffects(
        options.ownConfirmation ? result.effects.filter((e) => e.kind !== 'confirmation') : result.effects,
      );

      let { booking: fresh, payment } = result;
      if (result.due > 0) {
        const { booking } = result;
        const provider = providers.get(method as ProviderMethod);
        let started: { status: PaymentStatus; details: Record<string, unknown>; expiresAt?: Date | null };
        try {
          started = await provider.create({
            externalId,
            bookingReference: booking.reference,
            amountCents: result.due,
            currency: 'EUR',
            locale,
            ...(cardDigits ? { cardDigits } : {}),
            ...(mbwayPhone ? { phone: mbwayPhone } : {}),
            ...(payCurrency ? { payCurrency } : {}),
          });
        } catch (err) {
          log.error({ err, method, booking: booking.id }, 'payment provider refused to start a payment');
          await releaseNow(booking.id, 'cancelled');
          throw new ApiError(503, { key: 'checkout.changePaymentMethod' });
        }
        cardDigits = '';
        const details = paymentsService.pick(started.details);
        if (started.expiresAt)
          await db.update(bookings).set({ expiresAt: started.expiresAt }).where(eq(bookings.id, booking.id));
        // The gateway's answer moves the booking when it is final (card: paid or declined now); otherwise a status check
        // asks where the payment stands. What the gateway answered is stored with it.
        const checked = await paymentsService.check(payment, {
          details,
          status: started.status,
          ...(started.expiresAt ? { expiresAt: started.expiresAt } : {}),
        });
        if (checked.now === 'failed') {
          const reason = (checked.payment?.details ?? details) as { decline_reason?: string };
          const key =
            reason.decline_reason === 'authentication_failed'
              ? 'checkout.authenticationFailed'
              : 'checkout.cardDeclined';
          throw invalid({ card_number: key });
        }
        // The move answers the rows it wrote or locked; only when it did not (a race with a callback) are they read.
        payment =
          checked.payment ?? (await paymentsOfBooking(db, booking.id)).find((p) => p.id === payment.id) ?? payment;
        fresh = checked.booking ?? (await bookingById(db, booking.id)) ?? booking;
      }
      return {
        booking_id: fresh.id,
        reference: fresh.reference,
        booking_status: fresh.status === 'paid' ? 'paid' : 'waiting_payment',
        total_cents: fresh.totalCents,
        discount_cents: fresh.discountCents,
        points_used: fresh.pointsUsed,
        // Spec §4: cleared after a successful booking, except card and PayPal (cleared once paid).
        clear_cart: fresh.status === 'paid' || !(method === 'card' || method === 'paypal'),
        payment: paymentsService.paymentState(payment, fresh),
      };
    },
  };

  /**
   * The owner's row and the caller's open cart, locked (user → cart): one statement for a customer or a guest; a
   * customer who still carries a guest cart gets it merged first (`carts.resolve`).
   */
  async function lockCheckoutCart(tx: Tx, caller: BookingCaller, ownerId: number): Promise<CartRow | null> {
    if (caller.userId !== null && caller.guestToken) {
      await lockUser(tx, ownerId);
      return (await carts.resolve(tx, caller, false)).cart;
    }
    if (caller.userId !== null) return (await lockOwnerAndCart(tx, ownerId, { userId: caller.userId })) ?? null;
    if (!caller.guestToken) return null;
    return (await lockOwnerAndCart(tx, ownerId, { guestTokenHash: sha256(caller.guestToken) })) ?? null;
  }

  async function releaseNow(bookingId: number, to: 'expired' | 'cancelled') {
    const effects = await db.transaction(async (tx) => {
      // Payments first, then the booking: the order applyStatus locks them in.
      await lockPaymentsOf(tx, bookingId);
      const booking = await bookingForUpdate(tx, bookingId);
      return booking ? release(tx, booking, to) : [];
    });
    await paymentsService.runEffects(effects);
  }
}

/**
 * The crypto gateway's minimum for a currency it offers (its quotes are cached briefly); null for one it does not.
 * The gateway not answering is its outage: the customer is asked to try again or pick another method.
 */
async function cryptoMinimumOf(
  providers: Providers,
  currency: string,
  log: FastifyBaseLogger,
): Promise<{ min: string; eurCents: number } | null> {
  const quotes = providers.crypto.quotes;
  if (!quotes) return null;
  try {
    if (!(await quotes.currencies()).includes(currency)) return null;
    return await quotes.minimum(currency);
  } catch (err) {
    log.warn({ err }, 'crypto gateway quote failed');
    throw new ApiError(503, { key: 'checkout.changePaymentMethod' });
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>;
