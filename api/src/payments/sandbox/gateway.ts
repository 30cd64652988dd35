// What every sandbox shares: an in-memory ledger of the payments it was asked to take (the sandbox is "the gateway",
// so its state lives outside our database, like a real one's) and webhook delivery signed exactly like a real
// gateway's, to POST /api/payments/callback/{method}.
import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@mp/shared/contracts';
import { CallbackRejected, type CallbackDelivery, type ProviderEvent, type ProviderMethod } from '../provider';
import { SIGNATURE_HEADER, signPayload, verifySignature } from '../signature';

export interface SandboxRecord {
  externalId: string;
  amountCents: number;
  /** The gateway's own status word (e.g. `requires_action`, `APPROVED`, `approved`, `confirming`). */
  gatewayStatus: string;
  status: PaymentStatus;
  refundedCents: number;
  details: Record<string, unknown>;
}

export interface SandboxOptions {
  secret: string;
  deliver: CallbackDelivery;
}

export abstract class SandboxGateway {
  abstract readonly method: ProviderMethod;
  readonly name = 'sandbox';
  protected readonly records = new Map<string, SandboxRecord>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(protected readonly options: SandboxOptions) {}

  /** The gateway's word for a status → ours. */
  protected abstract normalise(gatewayStatus: string): PaymentStatus | null;

  find(externalId: string): SandboxRecord | undefined {
    return this.records.get(externalId);
  }

  protected require(externalId: string): SandboxRecord {
    const record = this.records.get(externalId);
    if (!record) throw new Error(`sandbox ${this.method}: unknown payment ${externalId}`);
    return record;
  }

  /** Moves the sandbox payment and sends the signed webhook (awaitable, so a sandbox page can show the outcome). */
  protected async transition(record: SandboxRecord, gatewayStatus: string, extra: Record<string, unknown> = {}): Promise<void> {
    const status = this.normalise(gatewayStatus);
    if (!status) throw new Error(`sandbox ${this.method}: bad status ${gatewayStatus}`);
    record.gatewayStatus = gatewayStatus;
    record.status = status;
    Object.assign(record.details, extra);
    await this.send(record, gatewayStatus, extra);
  }

  protected send(record: SandboxRecord, gatewayStatus: string, extra: Record<string, unknown> = {}): Promise<void> {
    const body = JSON.stringify({
      event_id: `evt_${randomBytes(12).toString('hex')}`,
      payment_id: record.externalId,
      status: gatewayStatus,
      amount_cents: record.amountCents,
      ...extra,
      occurred_at: new Date().toISOString(),
    });
    const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(body, this.options.secret) };
    const delivery = this.options.deliver(this.method, body, headers).finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
    return delivery;
  }

  /** Runs `fn` later (test phones that answer after a few seconds); cleared on close. */
  protected later(ms: number, fn: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn().catch(() => undefined);
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const header = headers[SIGNATURE_HEADER];
    if (!verifySignature(rawBody, Array.isArray(header) ? header[0] : header, this.options.secret)) {
      throw new CallbackRejected('bad signature');
    }
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(rawBody) as Record<string, unknown>;
    } catch {
      throw new CallbackRejected('bad json');
    }
    const status = this.normalise(String(parsed.status));
    if (!status || typeof parsed.event_id !== 'string' || typeof parsed.payment_id !== 'string') {
      throw new CallbackRejected('bad event');
    }
    const details: Record<string, unknown> = {};
    if (this.method === 'crypto') {
      details.crypto_status = parsed.status;
      if (typeof parsed.actually_paid === 'string') details.actually_paid = parsed.actually_paid;
    }
    return {
      eventId: parsed.event_id,
      externalId: parsed.payment_id,
      status,
      amountCents: Number(parsed.amount_cents) || 0,
      details,
      raw: parsed,
    };
  }

  async status(externalId: string) {
    const record = this.require(externalId);
    return { status: record.status, details: { ...record.details } };
  }

  async refund(externalId: string, amountCents: number) {
    const record = this.records.get(externalId);
    if (!record || record.status !== 'paid' && record.status !== 'refunded') return { refunded: false };
    const left = record.amountCents - record.refundedCents;
    if (amountCents <= 0 || amountCents > left) return { refunded: false };
    record.refundedCents += amountCents;
    if (record.refundedCents === record.amountCents) record.status = 'refunded';
    return { refunded: true };
  }

  async cancel(externalId: string) {
    const record = this.records.get(externalId);
    if (record && (record.status === 'pending' || record.status === 'requires_action')) {
      record.status = 'cancelled';
      record.gatewayStatus = 'cancelled';
    }
  }

  /** Waits for webhooks still on their way and stops timers (app close, tests). */
  async drain(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}

export const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
