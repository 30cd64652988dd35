// Crypto sandbox (NOWPayments-like): fixed rate table, minimum amounts, a deposit address per payment and the
// waiting → confirming → finished / partially_paid / expired lifecycle driven by POST /api/payments/sandbox/crypto/{id}.
import { createHash } from 'node:crypto';
import type { CryptoNetwork, CryptoStatus, PaymentStatus } from '@mp/shared/contracts';
import type { CreatePaymentInput, CryptoQuotes, PaymentProvider, ProviderResult } from '../provider';
import { SandboxGateway, sandboxRecord, type SandboxOptions, type SandboxRecord } from './gateway';

/** Euros per coin, and the smallest payment in coin units (deterministic; the real provider quotes live). */
/** `network` is the chain the deposit address lives on (USDT on Tron/TRC-20, USDC on Ethereum/ERC-20). */
export const CRYPTO_RATES: Readonly<
  Record<string, { eurPerCoin: number; min: number; decimals: number; prefix: string; network: CryptoNetwork }>
> = {
  btc: { eurPerCoin: 60_000, min: 0.0001, decimals: 8, prefix: 'bc1q', network: 'bitcoin' },
  eth: { eurPerCoin: 3_000, min: 0.002, decimals: 8, prefix: '0x', network: 'ethereum' },
  ltc: { eurPerCoin: 80, min: 0.05, decimals: 8, prefix: 'ltc1q', network: 'litecoin' },
  usdt: { eurPerCoin: 0.92, min: 5, decimals: 2, prefix: 'T', network: 'tron' },
  usdc: { eurPerCoin: 0.92, min: 5, decimals: 2, prefix: '0x', network: 'ethereum' },
};

/** The network a currency's deposit address is on; null for a currency the sandbox does not know. */
export function cryptoNetwork(currency: string): CryptoNetwork | null {
  return CRYPTO_RATES[currency]?.network ?? null;
}

export function cryptoAmount(eurCents: number, currency: string): string | null {
  const rate = CRYPTO_RATES[currency];
  if (!rate) return null;
  const factor = 10 ** rate.decimals;
  // Round up so the merchant is never paid less than the price.
  return (Math.ceil((eurCents / 100 / rate.eurPerCoin) * factor) / factor).toFixed(rate.decimals);
}

export function cryptoMinimum(currency: string): { min: string; eurCents: number } | null {
  const rate = CRYPTO_RATES[currency];
  if (!rate) return null;
  return { min: rate.min.toFixed(rate.decimals), eurCents: Math.ceil(rate.min * rate.eurPerCoin * 100) };
}

/**
 * What the customer actually sent (`actually_paid`), in euro cents at the payment's own quote (pay_amount ↔
 * price_amount_cents), rounded down and never above the price; 0 when nothing was sent or the details are incomplete.
 */
export function cryptoReceivedCents(details: Record<string, unknown>): number {
  const sent = Number(details.actually_paid ?? 0);
  const quoted = Number(details.pay_amount ?? 0);
  const price = Number(details.price_amount_cents ?? 0);
  if (!(sent > 0) || !(quoted > 0) || !(price > 0)) return 0;
  return Math.min(price, Math.floor((price * sent) / quoted));
}

const GATEWAY: Record<CryptoStatus, PaymentStatus> = {
  waiting: 'requires_action',
  confirming: 'requires_action',
  partially_paid: 'requires_action',
  finished: 'paid',
  expired: 'expired',
};
const ORDER: readonly CryptoStatus[] = ['waiting', 'confirming', 'partially_paid', 'finished', 'expired'];

export class CryptoSandbox extends SandboxGateway implements PaymentProvider {
  readonly method = 'crypto' as const;

  constructor(
    options: SandboxOptions,
    private readonly ttlSeconds: number,
  ) {
    super(options);
  }

  protected normalise(s: string): PaymentStatus | null {
    return GATEWAY[s as CryptoStatus] ?? null;
  }

  currencies(): string[] {
    return Object.keys(CRYPTO_RATES);
  }

  /** The sandbox's fixed rate table, answered as a gateway's quotes. */
  readonly quotes: CryptoQuotes = {
    currencies: async () => this.currencies(),
    minimum: async (currency) => cryptoMinimum(currency),
    estimate: async (eurCents, currency) => cryptoAmount(eurCents, currency),
  };

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const currency = input.payCurrency ?? '';
    const rate = CRYPTO_RATES[currency];
    const payAmount = cryptoAmount(input.amountCents, currency);
    if (!rate || !payAmount) throw new Error(`sandbox crypto: unsupported currency ${currency}`);
    const address =
      rate.prefix + createHash('sha256').update(`${currency}:${input.externalId}`).digest('hex').slice(0, 34);
    const expiresAt = new Date(Date.now() + this.ttlSeconds * 1000);
    const details = {
      payment_id: input.externalId,
      pay_address: address,
      pay_amount: payAmount,
      pay_currency: currency,
      network: rate.network,
      actually_paid: '0',
      price_amount_cents: input.amountCents,
      crypto_status: 'waiting',
      expires_at: expiresAt.toISOString(),
    };
    await this.insert(
      sandboxRecord({
        externalId: input.externalId,
        amountCents: input.amountCents,
        gatewayStatus: 'waiting',
        status: 'requires_action',
        details,
        expiresAt,
      }),
    );
    return { status: 'requires_action', details: { ...details }, expiresAt };
  }

  /**
   * A payment that ended short (partially paid, then expired or cancelled) can give back what was sent; a paid
   * one refunds as any gateway does.
   */
  override async refund(externalId: string, amountCents: number) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const record = await this.find(externalId);
      if (!record || (record.status !== 'expired' && record.status !== 'cancelled'))
        return super.refund(externalId, amountCents);
      const left = cryptoReceivedCents(record.details) - record.refundedCents;
      if (amountCents <= 0 || amountCents > left) return { refunded: false };
      const moved = await this.options.store.move(
        this.method,
        externalId,
        { status: ['expired', 'cancelled'], refundedCents: record.refundedCents },
        { refundedCents: record.refundedCents + amountCents },
      );
      if (moved) return { refunded: true };
    }
    return { refunded: false };
  }

  /** Sandbox control: what the blockchain did. Moves forward only; nothing but `confirming` is taken past the window. */
  async advance(externalId: string, next: CryptoStatus, actuallyPaid?: string): Promise<PaymentStatus> {
    let record = await this.require(externalId);
    if (this.lapsed(record))
      record = await this.transition(
        externalId,
        [record.gatewayStatus],
        'expired',
        { actually_paid: String(record.details.actually_paid ?? '0') },
        { crypto_status: 'expired' },
      );
    const current = record.gatewayStatus as CryptoStatus;
    if (current === 'finished' || current === 'expired' || ORDER.indexOf(next) <= ORDER.indexOf(current))
      return record.status;
    const paid =
      next === 'finished'
        ? String(record.details.pay_amount)
        : (actuallyPaid ?? String(record.details.actually_paid ?? '0'));
    return (await this.transition(externalId, [current], next, { actually_paid: paid }, { crypto_status: next }))
      .status;
  }

  /** Past its window a payment still waiting (or short) expires, and the gateway says so with its webhook (once). */
  override async status(externalId: string) {
    let record = await this.require(externalId);
    if (this.lapsed(record)) {
      record = await this.transition(
        externalId,
        [record.gatewayStatus],
        'expired',
        { actually_paid: String(record.details.actually_paid ?? '0') },
        { crypto_status: 'expired' },
      );
    }
    return { status: record.status, details: { ...record.details } };
  }

  /** Waiting or short of the price when the window closed (money still confirming is let through). */
  private lapsed(record: SandboxRecord): boolean {
    return (
      (record.gatewayStatus === 'waiting' || record.gatewayStatus === 'partially_paid') &&
      record.expiresAt !== null &&
      Date.now() > record.expiresAt.getTime()
    );
  }
}
