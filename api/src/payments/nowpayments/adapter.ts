// NOWPayments (crypto): its currencies, minimum amounts and estimates answer the payment screen's crypto calls
// (cached briefly), a payment gives the deposit address, amount and expiry, IPN callbacks are checked with
// HMAC-SHA512 over the body's keys sorted (x-nowpayments-sig), and a day's payments come from its payments list.
// NOWPayments has no API to pay a customer back: a refund is answered `manual`, for staff to do and record. See
// docs/adr/038.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CryptoNetwork, CryptoStatus, PaymentStatus } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { centsToDecimal, decimalToCents, lisbonDayRange } from '../day';
import {
  CallbackRejected,
  type CreatePaymentInput,
  type CryptoQuotes,
  type GatewayRecord,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderResult,
} from '../provider';
import { nowpaymentsPaymentId } from './repository';
import type { NowpaymentsSettings } from './settings';

export const SIGNATURE_HEADER = 'x-nowpayments-sig';

/**
 * The coins the payment screen can show (it names the network of the address), by NOWPayments' ticker. A ticker
 * NOWPayments offers but this list lacks is not offered to customers.
 */
export const NOWPAYMENTS_NETWORKS: Readonly<Record<string, CryptoNetwork>> = {
  btc: 'bitcoin',
  eth: 'ethereum',
  ltc: 'litecoin',
  usdttrc20: 'tron',
  usdterc20: 'ethereum',
  usdc: 'ethereum',
};

/** NOWPayments' payment_status → ours, and the word the payment screen knows. */
const STATUSES: Record<string, { status: PaymentStatus; crypto: CryptoStatus }> = {
  waiting: { status: 'requires_action', crypto: 'waiting' },
  confirming: { status: 'requires_action', crypto: 'confirming' },
  confirmed: { status: 'requires_action', crypto: 'confirming' },
  sending: { status: 'requires_action', crypto: 'confirming' },
  partially_paid: { status: 'requires_action', crypto: 'partially_paid' },
  finished: { status: 'paid', crypto: 'finished' },
  failed: { status: 'failed', crypto: 'expired' },
  refunded: { status: 'refunded', crypto: 'finished' },
  expired: { status: 'expired', crypto: 'expired' },
};

/** JSON with every object's keys sorted, as NOWPayments signs its IPN body. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return JSON.stringify(sort(value));
}

export function signIpn(body: unknown, secret: string): string {
  return createHmac('sha512', secret).update(sortedJson(body)).digest('hex');
}

interface NowPayment {
  payment_id: string | number;
  payment_status: string;
  pay_address?: string;
  pay_amount?: number | string;
  actually_paid?: number | string;
  pay_currency?: string;
  price_amount?: number | string;
  order_id?: string;
  created_at?: string;
  updated_at?: string;
  expiration_estimate_date?: string;
}

class Cache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  constructor(private readonly ttlMs: number) {}
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    // A failed answer is not kept: the next caller asks again.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}

export interface NowpaymentsAdapterOptions {
  settings: NowpaymentsSettings;
  db: Db;
  /** Where NOWPayments sends its IPN callbacks: the site's public URL. */
  publicUrl: string;
  /** How long a quote is kept (currencies and minimums a minute, prices half as long by default). */
  quoteTtlMs?: number;
}

export class NowpaymentsAdapter implements PaymentProvider {
  readonly method = 'crypto' as const;
  readonly name = 'nowpayments';
  private readonly lists: Cache<unknown>;
  private readonly prices: Cache<string | null>;
  private jwt: { token: string; at: number } | null = null;
  /**
   * Payments this instance just started, by our payment id: the status check that follows a create runs before
   * NOWPayments' id is stored with the payment. Bounded; the database answers for anything older.
   */
  private readonly recent = new Map<string, { paymentId: string; amountCents: number }>();

  constructor(private readonly options: NowpaymentsAdapterOptions) {
    const ttl = options.quoteTtlMs ?? 60_000;
    this.lists = new Cache(ttl);
    this.prices = new Cache(Math.ceil(ttl / 2));
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, bearer?: string): Promise<T> {
    const res = await fetch(`${this.options.settings.apiBase}${path}`, {
      method,
      headers: {
        'x-api-key': this.options.settings.apiKey,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    if (!res.ok) throw new NowpaymentsError(res.status, text);
    return JSON.parse(text) as T;
  }

  readonly quotes: CryptoQuotes = {
    currencies: async () => {
      const answer = (await this.lists.get('currencies', () => this.call('GET', '/v1/currencies'))) as {
        currencies?: string[];
      };
      return (answer.currencies ?? []).map((c) => c.toLowerCase()).filter((c) => c in NOWPAYMENTS_NETWORKS);
    },
    minimum: async (currency) => {
      if (!(currency in NOWPAYMENTS_NETWORKS)) return null;
      const q = new URLSearchParams({ currency_from: currency, currency_to: currency, fiat_equivalent: 'eur' });
      const answer = (await this.lists.get(`min:${currency}`, () => this.call('GET', `/v1/min-amount?${q}`))) as {
        min_amount?: number | string;
        fiat_equivalent?: number | string;
      };
      if (answer.min_amount === undefined) return null;
      return { min: String(answer.min_amount), eurCents: Math.ceil(Number(answer.fiat_equivalent ?? 0) * 100) };
    },
    estimate: async (eurCents, currency) => {
      if (!(currency in NOWPAYMENTS_NETWORKS)) return null;
      const q = new URLSearchParams({ amount: centsToDecimal(eurCents), currency_from: 'eur', currency_to: currency });
      return this.prices.get(`est:${eurCents}:${currency}`, async () => {
        const answer = await this.call<{ estimated_amount?: number | string }>('GET', `/v1/estimate?${q}`);
        return answer.estimated_amount === undefined ? null : String(answer.estimated_amount);
      });
    },
  };

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const currency = (input.payCurrency ?? '').toLowerCase();
    const network = NOWPAYMENTS_NETWORKS[currency];
    if (!network) throw new Error(`nowpayments: currency ${currency} is not offered`);
    const p = await this.call<NowPayment>('POST', '/v1/payment', {
      price_amount: Number(centsToDecimal(input.amountCents)),
      price_currency: 'eur',
      pay_currency: currency,
      ipn_callback_url: `${this.options.publicUrl}/api/payments/callback/crypto`,
      order_id: input.externalId,
      order_description: input.bookingReference,
    });
    const expiresAt = p.expiration_estimate_date ? new Date(p.expiration_estimate_date) : null;
    this.recent.set(input.externalId, { paymentId: String(p.payment_id), amountCents: input.amountCents });
    if (this.recent.size > 1000) this.recent.delete(this.recent.keys().next().value as string);
    return { status: 'requires_action', details: this.detailsOf(p, input.amountCents, network), expiresAt };
  }

  private detailsOf(p: NowPayment, priceCents: number, network?: CryptoNetwork): Record<string, unknown> {
    const known = STATUSES[p.payment_status];
    return {
      payment_id: String(p.payment_id),
      ...(p.pay_address ? { pay_address: p.pay_address } : {}),
      ...(p.pay_amount !== undefined ? { pay_amount: String(p.pay_amount) } : {}),
      ...(p.pay_currency ? { pay_currency: p.pay_currency.toLowerCase() } : {}),
      ...(network
        ? { network }
        : p.pay_currency && NOWPAYMENTS_NETWORKS[p.pay_currency.toLowerCase()]
          ? { network: NOWPAYMENTS_NETWORKS[p.pay_currency.toLowerCase()] }
          : {}),
      actually_paid: String(p.actually_paid ?? 0),
      price_amount_cents: priceCents,
      crypto_status: known?.crypto ?? 'waiting',
      gateway_status: p.payment_status,
      ...(p.expiration_estimate_date ? { expires_at: new Date(p.expiration_estimate_date).toISOString() } : {}),
    };
  }

  async status(externalId: string): Promise<ProviderResult> {
    const row = (await nowpaymentsPaymentId(this.options.db, externalId)) ?? this.recent.get(externalId);
    if (!row) throw new Error(`nowpayments: no payment id for ${externalId}`);
    const p = await this.call<NowPayment>('GET', `/v1/payment/${encodeURIComponent(row.paymentId)}`);
    const known = STATUSES[p.payment_status];
    if (!known) throw new Error(`nowpayments: unknown status ${p.payment_status}`);
    return { status: known.status, details: this.detailsOf(p, row.amountCents) };
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const header = headers[SIGNATURE_HEADER];
    const given = Array.isArray(header) ? header[0] : header;
    let body: NowPayment & Record<string, unknown>;
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      throw new CallbackRejected('bad json');
    }
    if (!given || !/^[0-9a-f]{128}$/i.test(given)) throw new CallbackRejected('missing signature');
    const expected = Buffer.from(signIpn(body, this.options.settings.ipnSecret), 'hex');
    const got = Buffer.from(given, 'hex');
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) throw new CallbackRejected('bad signature');
    const known = STATUSES[String(body.payment_status)];
    if (!known || typeof body.order_id !== 'string' || body.payment_id === undefined)
      throw new CallbackRejected('bad event');
    // NOWPayments' IPN has no event id: the payment's state is one (the same state sent twice is a duplicate).
    const eventId = `${String(body.payment_id)}:${body.payment_status}:${String(body.actually_paid ?? 0)}:${String(body.updated_at ?? '')}`;
    const details: Record<string, unknown> = { crypto_status: known.crypto, gateway_status: body.payment_status };
    if (body.actually_paid !== undefined) details.actually_paid = String(body.actually_paid);
    return {
      eventId,
      externalId: body.order_id,
      status: known.status,
      amountCents: decimalToCents(String(body.price_amount ?? '0')),
      details,
      raw: { ...body, status: body.payment_status },
    };
  }

  /** NOWPayments offers no refund API: the customer is paid back by staff (the refund stays open until they do). */
  async refund(): Promise<{ refunded: boolean; manual: boolean; error: string }> {
    return {
      refunded: false,
      manual: true,
      error: 'NOWPayments has no refund API; pay the customer back from the NOWPayments account',
    };
  }

  /** A NOWPayments payment cannot be withdrawn; one that is paid after we released its booking is refunded then. */
  async cancel(): Promise<void> {}

  /** The day's payments (NOWPayments lists them only to a signed-in account: NOWPAYMENTS_EMAIL and _PASSWORD). */
  async listDay(day: string): Promise<GatewayRecord[]> {
    const { email, password } = this.options.settings;
    if (!email || !password)
      throw new Error('nowpayments: NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD are needed to list a day');
    // Its sign-in token lasts five minutes; one is asked again well before.
    if (!this.jwt || Date.now() - this.jwt.at > 4 * 60_000) {
      const { token } = await this.call<{ token: string }>('POST', '/v1/auth', { email, password });
      this.jwt = { token, at: Date.now() };
    }
    const { from, to } = lisbonDayRange(day);
    const out: GatewayRecord[] = [];
    for (let page = 0; ; page++) {
      const q = new URLSearchParams({
        limit: '500',
        page: String(page),
        sortBy: 'created_at',
        orderBy: 'asc',
        dateFrom: from.toISOString(),
        dateTo: to.toISOString(),
      });
      const answer = await this.call<{ data?: NowPayment[]; pagesCount?: number }>(
        'GET',
        `/v1/payment/?${q}`,
        undefined,
        this.jwt.token,
      );
      for (const p of answer.data ?? []) {
        if (!p.order_id) continue;
        out.push({
          externalId: p.order_id,
          kind: 'payment',
          amountCents: decimalToCents(String(p.price_amount ?? 0)),
          status: STATUSES[p.payment_status]?.status ?? p.payment_status,
          at: new Date(p.created_at ?? from),
        });
      }
      if (!answer.pagesCount || page + 1 >= answer.pagesCount) return out;
    }
  }
}

export class NowpaymentsError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {
    super(`NOWPayments answered ${statusCode}: ${body.slice(0, 200)}`);
  }
}
