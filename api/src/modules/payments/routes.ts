// Payment calls: GET /api/bookings/{bookingId}/payment-status, POST /api/payments/callback/{provider} (signed), the crypto
// quotes of spec §7, the on-demand sweeper, and the sandbox pages each sandbox provider needs.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { BookingPaymentStatus, Locale, PaymentStatus } from '@mp/shared/contracts';
import { eurosToCents } from '@mp/shared/domain';
import { purchaseCompletePath } from '@mp/shared/routes';
import { ApiError, forbidden, invalid, notFound } from '../../lib/errors';
import { ok } from '../../lib/wire';
import {
  CallbackIgnored,
  CallbackRejected,
  PROVIDER_METHODS,
  isRefundEvent,
  type ProviderMethod,
} from '../../payments/provider';
import type { Providers } from '../../payments/registry';
import { CardSandbox } from '../../payments/sandbox/card';
import { CRYPTO_RATES, CryptoSandbox, cryptoAmount, cryptoMinimum } from '../../payments/sandbox/crypto';
import { MbwaySandbox } from '../../payments/sandbox/mbway';
import { PaypalSandbox } from '../../payments/sandbox/paypal';
import { bookingItemTripOf, maskedTrip } from '../bookings/trip';
import { agesOf } from '../bookings/views';
import { amountsOfBooking } from '../bookings/amounts';
import { lastAnswerBy } from '../bookings/answer-window';
import { bookingById, itemsOfBooking, paymentByExternal, paymentsOfBooking } from '../bookings/repository';
import { lisbonToday } from '../../lib/lisbon-time';
import { staffPermissionCheck } from '../super/access';
import { sandboxPage } from './sandbox-pages';
import {
  callbackSchema,
  cryptoCurrenciesSchema,
  cryptoMinSchema,
  cryptoPriceSchema,
  modeSchema,
  paypalReturnSchema,
  sandboxCryptoSchema,
  sandboxDecisionSchema,
  sandboxPageSchema,
  statusSchema,
  sweepSchema,
} from './schemas';
import type { RefundLedger } from '../reconciliation/refunds';
import type { PaymentsService } from './service';
import { INTERNAL_PAYMENT_PROVIDERS } from '../../db/schema/statuses';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  providers: Providers;
  /** The refund ledger, for a gateway's later word on a refund it accepted (a Stripe refund that fails). */
  refunds: Pick<RefundLedger, 'gatewayEvent'>;
  /** One pass of the sweeper (plugin.ts), as its interval runs it. */
  sweep: () => Promise<{ released: number; declined: number; holds: number }>;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** "ana.silva@example.pt" → "a•••@example.pt": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return domain ? `${local.slice(0, 1)}•••@${domain}` : '';
}

const paymentRoutes: FastifyPluginAsyncTypebox<PaymentRoutesOptions> = async (
  app,
  { payments, providers, refunds, sweep },
) => {
  const db = app.db;

  async function statusOf(bookingId: number, locale: Locale): Promise<BookingPaymentStatus> {
    const booking = await bookingById(db, bookingId);
    if (!booking) throw notFound('checkout.bookingNotFound');
    const list = await paymentsOfBooking(db, booking.id);
    const payment = list[list.length - 1];
    if (!payment) throw notFound('checkout.paymentNotFound');
    const items = await itemsOfBooking(db, booking.id);
    const answerBy = lastAnswerBy(items);
    const email = (booking.billing as { email?: string }).email ?? '';
    return {
      booking_id: booking.id,
      reference: booking.reference,
      booking_status: booking.status as BookingPaymentStatus['booking_status'],
      total_cents: booking.totalCents,
      payment: payments.paymentState(payment, booking),
      items: items.map((i) => {
        const service = i.unserializedService as { name_en?: string; name_pt?: string; kind?: string };
        const annotations = i.annotations as { time?: string | null };
        return {
          name: (locale === 'pt' ? service.name_pt : service.name_en) ?? '',
          date: service.kind === 'gift_card' ? null : lisbonToday(i.bookingDate),
          time: annotations.time ?? null,
          quantity: i.quantity,
          ages: agesOf({
            adults: i.adults,
            children: i.children,
            adult_unit_cents: i.adultUnitCents,
            child_unit_cents: i.childUnitCents,
          }),
          cents: i.valueCents - i.discountCents,
          gross_cents: i.valueCents,
          status: i.status as NonNullable<BookingPaymentStatus['items']>[number]['status'],
          trip: maskedTrip(
            bookingItemTripOf({
              quantity: i.quantity,
              booking_date: i.bookingDate,
              annotations: i.annotations as Record<string, unknown>,
              unserialized_service: i.unserializedService as Record<string, unknown>,
            }),
          ),
        };
      }),
      // The method's part: the latest attempt by a method other than a gift card (or a gift), as the page shows it.
      amounts: await amountsOfBooking(
        db,
        booking,
        items,
        list.filter((p) => !INTERNAL_PAYMENT_PROVIDERS.includes(p.provider)).at(-1) ?? null,
      ),
      ...(email ? { email_hint: maskEmail(email) } : {}),
      pending_hours: items[0]?.pendingHours ?? 48,
      ...(answerBy ? { answer_by: answerBy.toISOString() } : {}),
    };
  }

  app.get(
    '/api/bookings/:bookingId/payment-status',
    { schema: statusSchema, config: { roles: 'public' } },
    async (request) => {
      const booking = await bookingById(db, request.params.bookingId);
      const acting = request.actingUser;
      // Its payer, or staff who look after bookings; anyone else needs the booking's reference.
      const owner =
        booking &&
        acting &&
        (acting.id === booking.userId ||
          (acting.userType === 'SUPER' && (await staffPermissionCheck(db, acting.id))('bookings')));
      if (!owner) {
        // The reference is a bearer secret here (guest checkouts): guesses of id + reference are limited like a login.
        await app.loginLimiter.guarded(
          request.ip,
          'booking-reference',
          async () => {
            if (!booking) throw notFound('checkout.bookingNotFound');
            if (request.query.reference !== booking.reference)
              throw acting ? forbidden() : notFound('checkout.bookingNotFound');
          },
          (error) => error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403),
        );
      }
      if (!booking) throw notFound('checkout.bookingNotFound');
      if (booking.status === 'waiting_payment') {
        for (const payment of await paymentsOfBooking(db, booking.id)) await payments.sync(payment);
        if (booking.expiresAt && booking.expiresAt < new Date()) await payments.sweep();
      }
      return ok(await statusOf(booking.id, request.locale));
    },
  );

  // The payment screen says so when a method runs on its sandbox (no real money moves).
  const sandboxed = (Object.entries(app.config.payments.providers) as [ProviderMethod, string][])
    .filter(([, p]) => p === 'sandbox')
    .map(([m]) => m);
  // Which methods Stripe takes, and what the payment step needs to load Stripe.js (a publishable key is public).
  const stripeSettings = app.config.payments.stripe;
  const onStripe = (['card', 'mbway'] as const).filter((m) => app.config.payments.providers[m] === 'stripe');
  const stripeMode =
    stripeSettings && onStripe.length
      ? { stripe: { methods: onStripe, publishable_key: stripeSettings.publishableKey, js_url: stripeSettings.jsUrl } }
      : {};
  app.get('/api/payments/mode', { schema: modeSchema, config: { roles: 'public' } }, async () =>
    ok({ sandbox: sandboxed, ...stripeMode }),
  );

  app.post(
    '/api/payments/sweep',
    { schema: sweepSchema, config: { roles: ['SUPER'], permission: 'bookings' } },
    async () => ok(await sweep()),
  );

  // ---------- crypto quotes (spec §7): from the crypto gateway (NOWPayments caches its answers briefly) ----------
  const quotes = providers.crypto.quotes;
  /** The gateway not answering is its outage, not bad input: a 503 the payment screen words as "try another method". */
  const fromGateway = async <T>(ask: () => Promise<T>): Promise<T> => {
    try {
      return await ask();
    } catch (err) {
      app.log.warn({ err }, 'crypto gateway quote failed');
      throw new ApiError(503, { key: 'checkout.changePaymentMethod' });
    }
  };
  app.get(
    '/api/payments/crypto-currencies',
    { schema: cryptoCurrenciesSchema, config: { roles: 'public' } },
    async () => ok({ currencies: quotes ? await fromGateway(() => quotes.currencies()) : Object.keys(CRYPTO_RATES) }),
  );
  app.post(
    '/api/payments/crypto-min-amount',
    { schema: cryptoMinSchema, config: { roles: 'public' } },
    async (request) => {
      const currency = request.body.currency_from.toLowerCase();
      const min = quotes ? await fromGateway(() => quotes.minimum(currency)) : cryptoMinimum(currency);
      if (!min) throw invalid({ currency_from: 'checkout.payCurrencyInvalid' });
      return ok({
        currency_from: currency,
        currency_to: 'eur',
        min_amount: min.min,
        min_amount_eur_cents: min.eurCents,
      });
    },
  );
  app.post(
    '/api/payments/crypto-currency-price',
    { schema: cryptoPriceSchema, config: { roles: 'public' } },
    async (request) => {
      const currency = request.body.currency_to.toLowerCase();
      const cents = eurosToCents(request.body.amount);
      const amount = quotes ? await fromGateway(() => quotes.estimate(cents, currency)) : cryptoAmount(cents, currency);
      if (!amount) throw invalid({ currency_to: 'checkout.payCurrencyInvalid' });
      return ok({
        currency_from: 'eur' as const,
        amount_from: (cents / 100).toFixed(2),
        currency_to: currency,
        estimated_amount: amount,
      });
    },
  );

  // ---------- PayPal: the buyer comes back from PayPal's window (approved, or cancelled) ----------
  const paypalGateway = providers.paypal instanceof PaypalSandbox ? null : providers.paypal;
  app.get(
    '/api/payments/paypal/return/:id',
    { schema: paypalReturnSchema, config: { roles: 'public' } },
    async (request, reply) => {
      if (!paypalGateway) throw notFound('checkout.paymentNotFound');
      const payment = await paymentByExternal(db, 'paypal', request.params.id);
      const booking = payment && (await bookingById(db, payment.bookingId));
      // The booking reference in the URL (PayPal echoes our return URL) is the payer's proof, as on the sandbox pages.
      if (!payment || !booking || request.query.reference !== booking.reference)
        throw notFound('checkout.paymentNotFound');
      const locale = ((booking.annotations as { locale?: Locale }).locale ?? 'en') as Locale;
      const prefix = locale === 'pt' ? '/pt' : '';
      // Cancelled in PayPal's window: the payment is cancelled and its booking released, as with the sandbox's cancel
      // (an approval after that is never captured: the adapter captures only a waiting payment).
      const status =
        request.query.cancelled === '1'
          ? await payments.applyStatus(payment.id, 'cancelled', { paypal_status: 'CANCELLED_BY_BUYER' })
          : await payments.sync(payment);
      const target =
        status === 'paid'
          ? purchaseCompletePath({ id: booking.id, reference: booking.reference })
          : `/checkout/payment?${request.query.cancelled === '1' ? 'cancelled' : 'failed'}=1`;
      const redirect = `${prefix}${target}`;
      // A browser coming back from PayPal's window is sent on; a script that asked for JSON gets where to go.
      if (String(request.headers.accept ?? '') === 'application/json')
        return reply.send(ok({ status, redirect_url: redirect }));
      return reply.code(303).header('location', redirect).send(null);
    },
  );

  // ---------- provider callbacks: the raw body is what the signature covers ----------
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new ApiError(400, { key: 'errors.badRequest' }), undefined);
      }
    });
    scope.post(
      '/api/payments/callback/:provider',
      { schema: callbackSchema, config: { roles: 'public' } },
      async (request) => {
        const method = request.params.provider as ProviderMethod;
        let event;
        try {
          event = await providers.get(method).verifyCallback(request.rawBody ?? '', request.headers);
        } catch (err) {
          // A genuine event we do not act on: answered 2xx, or the gateway would retry it and then disable the endpoint.
          if (err instanceof CallbackIgnored) return ok({ received: true, duplicate: false });
          if (err instanceof CallbackRejected) {
            request.log.warn({ method, reason: err.message }, 'payment callback rejected');
            throw new ApiError(401, { key: 'checkout.callbackRejected' });
          }
          throw err;
        }
        // About a refund: applied to the ledger's rows of the methods this same gateway serves, and no other's.
        if (isRefundEvent(event)) {
          const gateway = providers.get(method).name;
          const methods = PROVIDER_METHODS.filter((m) => providers.get(m).name === gateway);
          const changed = await refunds.gatewayEvent(event, methods);
          return ok({ received: true, duplicate: !changed });
        }
        // One gateway endpoint may carry events of several methods (Stripe: card and MB WAY); the event says which, and
        // it counts only when that method runs on the very gateway that verified the signature.
        const target = event.method ?? method;
        if (providers.get(target).name !== providers.get(method).name) {
          request.log.warn({ method, target }, 'payment callback for a method of another gateway');
          throw new ApiError(401, { key: 'checkout.callbackRejected' });
        }
        const { duplicate } = await payments.handleEvent(target, event);
        return ok({ received: true, duplicate });
      },
    );
  });

  // ---------- sandbox pages ----------
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });

    const isForm = (request: FastifyRequest) =>
      String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const sitePath = (locale: Locale, path: string) => `${locale === 'pt' ? '/pt' : ''}${path}`;

    /**
     * The payment behind a sandbox URL, for its payer only: the booking reference in the query (the
     * sandbox URLs carry it) or the bearer of the booking's owner or a SUPER. Anyone else gets the same 404 as
     * for an unknown id, so a leaked payment id alone approves nothing.
     */
    async function target(
      request: Pick<FastifyRequest, 'actingUser'> & { params: { id: string }; query: { reference?: string } },
      method: ProviderMethod,
    ) {
      const payment = await paymentByExternal(db, method, request.params.id);
      if (!payment) throw notFound('checkout.paymentNotFound');
      const booking = await bookingById(db, payment.bookingId);
      if (!booking) throw notFound('checkout.bookingNotFound');
      const acting = request.actingUser;
      const owner =
        acting && ((booking.userId !== null && acting.id === booking.userId) || acting.userType === 'SUPER');
      if (!owner && request.query.reference !== booking.reference) throw notFound('checkout.paymentNotFound');
      const locale = ((booking.annotations as { locale?: Locale }).locale ?? 'en') as Locale;
      return { payment, booking, locale };
    }

    async function finish(
      request: FastifyRequest,
      reply: FastifyReply,
      status: PaymentStatus,
      redirect: string | null,
    ) {
      if (isForm(request) && redirect) return reply.code(303).header('location', redirect).send();
      return reply.send(ok({ status, redirect_url: redirect }));
    }

    const card = providers.card instanceof CardSandbox ? providers.card : null;
    const paypal = providers.paypal instanceof PaypalSandbox ? providers.paypal : null;
    const mbway = providers.mbway instanceof MbwaySandbox ? providers.mbway : null;
    const crypto = providers.crypto instanceof CryptoSandbox ? providers.crypto : null;
    const need = <T>(p: T | null): T => {
      if (!p) throw notFound('checkout.sandboxUnavailable');
      return p;
    };
    const config = { roles: 'public' as const };
    // The sandbox pages are plain HTML forms: no script, no frame, forms post back to us only; their CSP says so, so
    // nothing injected into a page that takes payment details can run or send them elsewhere.
    scope.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/payments/sandbox/')) {
        reply.header(
          'content-security-policy',
          "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        );
        reply.header('cache-control', 'no-store');
      }
    });

    scope.get(
      '/api/payments/sandbox/card/:id/challenge',
      { schema: sandboxPageSchema, config },
      async (request, reply) => {
        const sandbox = need(card);
        const { payment, locale } = await target(request, 'card');
        const record = await sandbox.find(request.params.id);
        const open = record?.gatewayStatus === 'requires_action';
        return reply.type('text/html; charset=utf-8').send(
          sandboxPage('card', locale, {
            action: request.url,
            amountCents: payment.amountCents,
            open,
            status: record?.status ?? payment.status,
          }),
        );
      },
    );
    scope.post(
      '/api/payments/sandbox/card/:id/challenge',
      { schema: sandboxDecisionSchema, config },
      async (request, reply) => {
        const sandbox = need(card);
        const { payment, booking, locale } = await target(request, 'card');
        await sandbox.challenge(request.params.id, request.body.action === 'approve');
        const status = await payments.sync(payment);
        const redirect =
          status === 'paid'
            ? sitePath(locale, purchaseCompletePath({ id: booking.id, reference: booking.reference }))
            : sitePath(locale, '/checkout/payment?failed=1');
        return finish(request, reply, status, redirect);
      },
    );

    scope.get('/api/payments/sandbox/paypal/:id', { schema: sandboxPageSchema, config }, async (request, reply) => {
      const sandbox = need(paypal);
      const { payment, locale } = await target(request, 'paypal');
      const record = await sandbox.find(request.params.id);
      const open = record?.gatewayStatus === 'CREATED';
      return reply.type('text/html; charset=utf-8').send(
        sandboxPage('paypal', locale, {
          action: request.url,
          amountCents: payment.amountCents,
          open,
          status: record?.status ?? payment.status,
        }),
      );
    });
    scope.post(
      '/api/payments/sandbox/paypal/:id',
      { schema: sandboxDecisionSchema, config },
      async (request, reply) => {
        const sandbox = need(paypal);
        const { payment, booking, locale } = await target(request, 'paypal');
        let status: PaymentStatus;
        if (request.body.action === 'approve' && (await sandbox.approve(request.params.id))) {
          // Approved by the buyer: we capture (PayPal's order flow); the capture's webhook and a status check mark it paid.
          await sandbox.capture(request.params.id);
          status = await payments.sync(payment);
        } else {
          await sandbox.void(request.params.id);
          status = await payments.sync(payment);
        }
        const redirect =
          status === 'paid'
            ? sitePath(locale, purchaseCompletePath({ id: booking.id, reference: booking.reference }))
            : sitePath(locale, '/checkout/payment?cancelled=1');
        return finish(request, reply, status, redirect);
      },
    );

    scope.get('/api/payments/sandbox/mbway/:id', { schema: sandboxPageSchema, config }, async (request, reply) => {
      const sandbox = need(mbway);
      const { payment, locale } = await target(request, 'mbway');
      const record = await sandbox.find(request.params.id);
      const open = record?.gatewayStatus === 'pending';
      return reply.type('text/html; charset=utf-8').send(
        sandboxPage('mbway', locale, {
          action: request.url,
          amountCents: payment.amountCents,
          open,
          status: record?.status ?? payment.status,
          extra: String(record?.details.phone ?? ''),
        }),
      );
    });
    scope.post('/api/payments/sandbox/mbway/:id', { schema: sandboxDecisionSchema, config }, async (request, reply) => {
      const sandbox = need(mbway);
      const { payment } = await target(request, 'mbway');
      await sandbox.answer(request.params.id, request.body.action === 'approve');
      const status = await payments.sync(payment);
      return finish(request, reply, status, isForm(request) ? request.url : null);
    });

    scope.post('/api/payments/sandbox/crypto/:id', { schema: sandboxCryptoSchema, config }, async (request) => {
      const sandbox = need(crypto);
      const { payment } = await target(request, 'crypto');
      await sandbox.advance(request.params.id, request.body.status, request.body.actually_paid);
      const status = await payments.sync(payment);
      return ok({ status, redirect_url: null });
    });
  });
};

export default paymentRoutes;
