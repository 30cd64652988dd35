// Stripe for card and MB WAY (docs/adr/037-payment-gateways.md), through Stripe's own Node SDK. One PaymentIntent per
// payment: amount in cents, EUR, our payment id as idempotency key and in its metadata. A card is confirmed in the
// customer's browser by Stripe.js (Payment Element; 3-D Secure is Stripe's own step there), so its digits never
// reach us; MB WAY is confirmed here with the customer's phone and approved in the MB WAY app. The outcome comes
// from webhooks verified with the SDK (Stripe-Signature) and from retrieving the PaymentIntent.
import Stripe from 'stripe';
import type { PaymentStatus } from '@mp/shared/contracts';
import { lisbonInstant } from '../../lib/lisbon-time';
import type { Db } from '../../db/client';
import {
  CallbackIgnored,
  CallbackRejected,
  type CreatePaymentInput,
  type GatewayRecord,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderResult,
  type RefundEvent,
} from '../provider';
import { paymentIntentOf } from './repository';
import type { StripeSettings } from './settings';

export type StripeMethod = 'card' | 'mbway';

/** Stripe's error code when the customer let an MB WAY request lapse without answering it. */
export const MBWAY_EXPIRED_CODE = 'payment_intent_payment_attempt_expired';

/** The events the webhook endpoint subscribes to (docs/SECURITY.md); any other is answered and ignored. */
export const STRIPE_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
  'payment_intent.processing',
  'refund.failed',
  'refund.updated',
  'charge.refund.updated',
] as const;

/** The events whose object is a Refund: how a refund Stripe accepted as `pending` ends (ADR 037, Refunds). */
const REFUND_EVENTS: readonly string[] = ['refund.failed', 'refund.updated', 'charge.refund.updated'];

/** A client for Stripe's API, or for the local server that speaks it (STRIPE_API_BASE). */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    // Network errors and Stripe's 409/5xx answers are retried by the SDK with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** A PaymentIntent's status in our words. */
export function normaliseIntent(pi: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>): PaymentStatus {
  switch (pi.status) {
    case 'succeeded':
      return 'paid';
    case 'canceled':
      return 'cancelled';
    case 'processing':
    case 'requires_capture':
      return 'pending';
    case 'requires_payment_method':
      // Back to "needs a payment method" after an attempt: that attempt failed (declined, refused, lapsed).
      if (pi.last_payment_error) return pi.last_payment_error.code === MBWAY_EXPIRED_CODE ? 'expired' : 'failed';
      return 'requires_action';
    default:
      return 'requires_action';
  }
}

/**
 * A refund's webhook in our words: failed or canceled (not money returned), or succeeded. Any other status (still
 * pending, or a refund made outside our integration) is ignored.
 */
export function refundEventOf(refund: Stripe.Refund): RefundEvent {
  const method = refund.metadata?.method;
  if (method !== 'card' && method !== 'mbway') throw new CallbackIgnored('no refund of ours');
  const outcome =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : null;
  if (!outcome) throw new CallbackIgnored(`refund ${refund.status ?? 'unknown'}`);
  return {
    kind: 'refund',
    gatewayRefundId: refund.id,
    refundKey: refund.metadata?.refund_key ?? null,
    outcome,
    reason:
      outcome === 'failed'
        ? `stripe refund ${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}`
        : null,
  };
}

/** `351#912345678` (how the checkout keeps an MB WAY phone) → `+351912345678` (how Stripe takes it). */
export const e164 = (phone: string) => `+${phone.replace('#', '')}`;

export interface StripeGatewayOptions {
  method: StripeMethod;
  settings: StripeSettings;
  db: Db;
  /** MB WAY: how long the customer has to approve (the countdown the payment screen shows). */
  mbwayTtlSeconds: number;
  client?: Stripe;
}

export class StripeGateway implements PaymentProvider {
  readonly name = 'stripe';
  readonly method: StripeMethod;
  readonly confirmsInBrowser: boolean;
  private readonly stripe: Stripe;
  /** PaymentIntent ids of payments started by this process: the status check right after `create` runs before they are stored. */
  private readonly intents = new Map<string, string>();

  constructor(private readonly options: StripeGatewayOptions) {
    this.method = options.method;
    this.confirmsInBrowser = options.method === 'card';
    this.stripe = options.client ?? stripeClient(options.settings);
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const metadata = { payment_id: input.externalId, booking_reference: input.bookingReference, method: this.method };
    const common = {
      amount: input.amountCents,
      currency: 'eur',
      metadata,
      description: `Roteiro ${input.bookingReference}`,
    };
    const requestOptions = { idempotencyKey: input.externalId };
    if (this.method === 'card') {
      const pi = await this.stripe.paymentIntents.create(
        { ...common, allowed_payment_method_types: ['card'] },
        requestOptions,
      );
      this.remember(input.externalId, pi.id);
      return { status: normaliseIntent(pi), details: this.detailsOf(pi) };
    }
    if (!input.phone) throw new Error('stripe mb_way: a phone is required');
    const startedAt = new Date();
    const expiresAt = new Date(startedAt.getTime() + this.options.mbwayTtlSeconds * 1000);
    const pi = await this.stripe.paymentIntents.create(
      {
        ...common,
        allowed_payment_method_types: ['mb_way'],
        payment_method_data: { type: 'mb_way', billing_details: { phone: e164(input.phone) } },
        // Confirmed now: Stripe sends the push to the customer's MB WAY app, who approves it there.
        confirm: true,
      },
      requestOptions,
    );
    this.remember(input.externalId, pi.id);
    const details = {
      ...this.detailsOf(pi),
      request_id: pi.id,
      phone: input.phone,
      started_at: startedAt.toISOString(),
      expires_at: expiresAt.toISOString(),
      countdown_seconds: this.options.mbwayTtlSeconds,
    };
    return { status: normaliseIntent(pi), details, expiresAt };
  }

  async status(externalId: string): Promise<ProviderResult> {
    // Expanded, so the card's brand and last 4 come with it (kept with the payment, shown on the receipt).
    const pi = await this.stripe.paymentIntents.retrieve(await this.intentOf(externalId), {
      expand: ['payment_method'],
    });
    return { status: normaliseIntent(pi), details: this.detailsOf(pi) };
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent | RefundEvent {
    const header = headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      // Checks the HMAC of "t.body" with the endpoint's secret and that t is within the SDK's tolerance (300 s):
      // a forged body fails the first, an old one replayed fails the second; a recent replay is a known event id.
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        Array.isArray(header) ? (header[0] ?? '') : (header ?? ''),
        this.options.settings.webhookSecret,
      );
    } catch {
      throw new CallbackRejected('bad stripe signature');
    }
    if (!(STRIPE_EVENTS as readonly string[]).includes(event.type)) throw new CallbackIgnored(event.type);
    if (REFUND_EVENTS.includes(event.type)) return refundEventOf(event.data.object as Stripe.Refund);
    const pi = event.data.object as Stripe.PaymentIntent;
    const externalId = pi.metadata?.payment_id;
    const method = pi.metadata?.method;
    // Not one of ours (another integration on the same Stripe account): nothing to apply.
    if (!externalId || (method !== 'card' && method !== 'mbway')) throw new CallbackIgnored('no payment of ours');
    const status = normaliseIntent(pi);
    return {
      eventId: event.id,
      externalId,
      status,
      amountCents: status === 'paid' ? pi.amount_received : pi.amount,
      details: this.detailsOf(pi),
      raw: { status: event.type, id: event.id, payment_intent: pi.id },
      method,
    };
  }

  async refund(
    externalId: string,
    amountCents: number,
    refundKey?: string,
  ): Promise<{ refunded: boolean; gatewayRefundId?: string; error?: string }> {
    if (amountCents <= 0) return { refunded: false };
    // Our refund's id is Stripe's idempotency key: a retry of the same refund never pays twice.
    const refund = await this.stripe.refunds.create(
      {
        payment_intent: await this.intentOf(externalId),
        amount: amountCents,
        // The key comes back in the refund's webhooks, so a refund we never heard the answer to is still ours.
        metadata: { payment_id: externalId, method: this.method, ...(refundKey ? { refund_key: refundKey } : {}) },
      },
      refundKey ? { idempotencyKey: refundKey } : undefined,
    );
    // `pending` is accepted and on its way; `failed` / `canceled` is not money returned, so never reported as done.
    const refunded = refund.status === 'succeeded' || refund.status === 'pending';
    // A `pending` one may still fail later: its `refund.failed` webhook reopens the ledger's row (refundEventOf).
    return {
      refunded,
      gatewayRefundId: refund.id,
      ...(refunded
        ? {}
        : {
            error: `stripe refund ${refund.status ?? 'unknown'}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}`,
          }),
    };
  }

  async cancel(externalId: string): Promise<void> {
    const id = await this.intentOf(externalId).catch(() => null);
    if (!id) return;
    const pi = await this.stripe.paymentIntents.retrieve(id);
    if (pi.status === 'succeeded' || pi.status === 'canceled' || pi.status === 'processing') return;
    await this.stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' });
  }

  async listDay(day: string): Promise<GatewayRecord[]> {
    const next = new Date(`${day}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const created = {
      gte: Math.floor(lisbonInstant(day, '00:00').getTime() / 1000),
      lt: Math.floor(lisbonInstant(next.toISOString().slice(0, 10), '00:00').getTime() / 1000),
    };
    const records: GatewayRecord[] = [];
    for await (const pi of this.stripe.paymentIntents.list({ created, limit: 100 })) {
      if (pi.metadata?.method !== this.method) continue;
      records.push({
        externalId: pi.metadata.payment_id ?? pi.id,
        kind: 'payment',
        amountCents: pi.amount,
        status: normaliseIntent(pi),
        at: new Date(pi.created * 1000),
      });
    }
    for await (const refund of this.stripe.refunds.list({ created, limit: 100, expand: ['data.payment_intent'] })) {
      const pi = typeof refund.payment_intent === 'object' ? refund.payment_intent : null;
      if ((pi?.metadata?.method ?? refund.metadata?.method) !== this.method) continue;
      const externalId = pi?.metadata?.payment_id ?? refund.metadata?.payment_id ?? refund.id;
      records.push({
        externalId,
        kind: 'refund',
        amountCents: refund.amount,
        status: refund.status ?? 'pending',
        at: new Date(refund.created * 1000),
      });
    }
    return records;
  }

  /** What the payment keeps and the payment screen needs: the PaymentIntent, its client secret while open, a decline. */
  private detailsOf(pi: Stripe.PaymentIntent): Record<string, unknown> {
    const open = pi.status !== 'succeeded' && pi.status !== 'canceled';
    const error = pi.last_payment_error;
    const card = pi.payment_method && typeof pi.payment_method === 'object' ? pi.payment_method.card : null;
    return {
      stripe_payment_intent: pi.id,
      stripe_client_secret: open && this.method === 'card' ? pi.client_secret : null,
      decline_reason: error
        ? error.code === 'card_declined'
          ? 'card_declined'
          : error.code === 'payment_intent_authentication_failure'
            ? 'authentication_failed'
            : (error.code ?? 'failed')
        : null,
      ...(card ? { brand: card.brand, last4: card.last4 } : {}),
    };
  }

  private remember(externalId: string, intent: string): void {
    this.intents.set(externalId, intent);
    // Only the latest few are kept: the stored details answer for anything older.
    if (this.intents.size > 1000) this.intents.delete(this.intents.keys().next().value as string);
  }

  private async intentOf(externalId: string): Promise<string> {
    const id = this.intents.get(externalId) ?? (await paymentIntentOf(this.options.db, this.method, externalId));
    if (!id) throw new Error(`stripe ${this.method}: no PaymentIntent for payment ${externalId}`);
    return id;
  }
}
