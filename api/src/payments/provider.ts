// One interface every payment method implements (ADR 037). The API never talks to a gateway except through it;
// a real gateway plugs in by implementing it and being selected with PAYMENT_PROVIDER_<METHOD> (see registry.ts).
import type { PaymentStatus } from '@mp/shared/contracts';

export type ProviderMethod = 'card' | 'paypal' | 'mbway' | 'crypto';
export const PROVIDER_METHODS: readonly ProviderMethod[] = ['card', 'paypal', 'mbway', 'crypto'];

export interface CreatePaymentInput {
  /** Our id for the payment, used by the gateway as its idempotency key and as its external id. */
  externalId: string;
  bookingReference: string;
  amountCents: number;
  currency: 'EUR';
  locale: 'en' | 'pt';
  /** Card only: digits, already Luhn-checked. Used for the authorisation and dropped; never stored. */
  cardDigits?: string;
  /** MB WAY only: `351#` + 9 digits. */
  phone?: string;
  /** Crypto only. */
  payCurrency?: string;
}

export interface ProviderResult {
  status: PaymentStatus;
  /** Safe-to-store data the front end needs (brand + last4, URLs, addresses, MB WAY start). */
  details: Record<string, unknown>;
  /** When the gateway stops accepting this payment, if it says. */
  expiresAt?: Date | null;
}

/** A verified, normalised callback. */
export interface ProviderEvent {
  eventId: string;
  externalId: string;
  status: PaymentStatus;
  amountCents: number;
  /** Extra detail to merge into payments.details (crypto status, actually paid). */
  details: Record<string, unknown>;
  raw: Record<string, unknown>;
  /**
   * The method the event is about, when one gateway endpoint serves several (Stripe sends card and MB WAY events to
   * the one webhook URL it is given). Absent: the method of the callback URL.
   */
  method?: ProviderMethod;
}

/**
 * One payment or refund as the gateway's own records have it, for the reconciliation of a day. `externalId` is our
 * payment id (the refunded payment's, for a refund); `status` is ours for a payment (PaymentStatus) and the gateway's
 * refund status for a refund (`succeeded` | `pending` | `failed` | `canceled`).
 */
export interface GatewayRecord {
  externalId: string;
  kind: 'payment' | 'refund';
  amountCents: number;
  status: string;
  at: Date;
}

export interface PaymentProvider {
  readonly method: ProviderMethod;
  /** `sandbox` or the real gateway's name; shown in logs only. */
  readonly name: string;
  /**
   * The card is confirmed in the customer's browser by the gateway's own library (Stripe.js): our API never sees its
   * digits, so the booking takes none. Absent or false: the card digits go to `create` (the sandbox).
   */
  readonly confirmsInBrowser?: boolean;
  create(input: CreatePaymentInput): Promise<ProviderResult>;
  /** Asks the gateway where the payment stands (used by the sweeper and the status endpoint). */
  status(externalId: string): Promise<ProviderResult>;
  /**
   * Checks the signature of a callback and normalises it; throws CallbackRejected when it does not verify. PayPal's
   * check is a call to its verify-webhook-signature API, hence the promise.
   */
  verifyCallback(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | RefundEvent | Promise<ProviderEvent | RefundEvent>;
  /** PayPal: capture an approved order. */
  capture?(externalId: string): Promise<ProviderResult>;
  /**
   * `refundKey`: our id for this refund (the payment_refunds row), sent as the gateway's idempotency key so a retry
   * of the same refund never pays twice. `manual`: the gateway has no refund API; staff must pay it back by hand.
   */
  refund(
    externalId: string,
    amountCents: number,
    refundKey?: string,
  ): Promise<{ refunded: boolean; gatewayRefundId?: string; manual?: boolean; error?: string }>;
  /** The gateway's own records of one Lisbon day (YYYY-MM-DD), for the reconciliation. */
  listDay?(day: string): Promise<GatewayRecord[]>;
  /** Crypto only: the gateway's currencies, minimum amounts and prices (GET /api/payments/crypto-*). */
  quotes?: CryptoQuotes;
  /** Stop a pending payment (booking expired or replaced) so a late approval cannot go through. */
  cancel(externalId: string): Promise<void>;
}

export interface CryptoQuotes {
  currencies(): Promise<string[]>;
  /** Smallest payment in coin units and its value in euro cents; null for a currency the gateway does not take. */
  minimum(currency: string): Promise<{ min: string; eurCents: number } | null>;
  /** What `eurCents` costs in the coin; null for a currency the gateway does not take. */
  estimate(eurCents: number, currency: string): Promise<string | null>;
}

/**
 * A verified callback about one of our refunds rather than a payment: a gateway that accepts a refund as pending
 * (Stripe) says later whether it went through. Applied to the refund ledger's row that holds `gatewayRefundId`.
 */
export interface RefundEvent {
  kind: 'refund';
  /** The gateway's own id of the refund. */
  gatewayRefundId: string;
  /** The idempotency key the refund was created with (the ledger's key), when the gateway keeps it. */
  refundKey: string | null;
  outcome: 'succeeded' | 'failed';
  /** Why the gateway failed it, in its words. */
  reason: string | null;
}

export const isRefundEvent = (event: ProviderEvent | RefundEvent): event is RefundEvent =>
  'kind' in event && event.kind === 'refund';

export class CallbackRejected extends Error {}

/** A genuine, verified callback that says nothing about a payment of ours (an event type we do not act on): answered 200. */
export class CallbackIgnored extends Error {}

/** Delivers a signed callback to POST /api/payments/callback/{method} (the sandboxes use it like a real gateway's webhook). */
export type CallbackDelivery = (
  method: ProviderMethod,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<void>;
