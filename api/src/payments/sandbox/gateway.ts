// What every sandbox shares: the ledger of the payments it was asked to take (the sandbox is "the gateway", so its
// state is its own, kept in its own table: sandbox_payments, see store.ts, so that it survives an API restart) and
// webhook delivery signed exactly like a real gateway's, to POST /api/payments/callback/{method}.
import { randomBytes } from 'node:crypto';
import type { PaymentStatus } from '@mp/shared/contracts';
import { lisbonDayRange } from '../day';
import {
  CallbackRejected,
  type CallbackDelivery,
  type GatewayRecord,
  type ProviderEvent,
  type ProviderMethod,
} from '../provider';
import { SIGNATURE_HEADER, signPayload, verifySignature } from '../signature';
import type { SandboxRecord, SandboxStore } from './store';

export type { SandboxRecord } from './store';

export interface SandboxOptions {
  secret: string;
  deliver: CallbackDelivery;
  store: SandboxStore;
}

/** A new record's defaults: nothing refunded, no window, no scripted answer. */
export const sandboxRecord = (
  r: Pick<SandboxRecord, 'externalId' | 'amountCents' | 'gatewayStatus' | 'status' | 'details'> &
    Partial<SandboxRecord>,
): SandboxRecord => ({
  refundedCents: 0,
  expiresAt: null,
  answer: null,
  answerAt: null,
  ...r,
});

export abstract class SandboxGateway {
  abstract readonly method: ProviderMethod;
  readonly name = 'sandbox';
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(protected readonly options: SandboxOptions) {}

  /** The gateway's word for a status → ours. */
  protected abstract normalise(gatewayStatus: string): PaymentStatus | null;

  find(externalId: string): Promise<SandboxRecord | undefined> {
    return this.options.store.find(this.method, externalId);
  }

  protected async require(externalId: string): Promise<SandboxRecord> {
    const record = await this.find(externalId);
    if (!record) throw new Error(`sandbox ${this.method}: unknown payment ${externalId}`);
    return record;
  }

  protected insert(record: SandboxRecord): Promise<void> {
    return this.options.store.insert(this.method, record);
  }

  /**
   * Moves the sandbox payment from one of `from` to `gatewayStatus` and sends the signed webhook (awaitable, so a
   * sandbox page can show the outcome). Only the caller that made the move sends it: a payment moves once however
   * many instances, timers or customers try. `extra` goes into the webhook and the details; `details` only into
   * the details. Answers the record as it now stands.
   */
  protected async transition(
    externalId: string,
    from: readonly string[],
    gatewayStatus: string,
    extra: Record<string, unknown> = {},
    details: Record<string, unknown> = {},
  ): Promise<SandboxRecord> {
    const status = this.normalise(gatewayStatus);
    if (!status) throw new Error(`sandbox ${this.method}: bad status ${gatewayStatus}`);
    const moved = await this.options.store.move(
      this.method,
      externalId,
      { gatewayStatus: from },
      { gatewayStatus, status, details: { ...details, ...extra } },
    );
    if (!moved) return this.require(externalId);
    await this.send(moved, gatewayStatus, extra);
    return moved;
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
    const record = await this.require(externalId);
    return { status: record.status, details: { ...record.details } };
  }

  async refund(externalId: string, amountCents: number) {
    // Optimistic: the refund lands only if nobody refunded in between (then it is decided again on fresh figures).
    for (let attempt = 0; attempt < 5; attempt++) {
      const record = await this.find(externalId);
      if (!record || (record.status !== 'paid' && record.status !== 'refunded')) return { refunded: false };
      const left = record.amountCents - record.refundedCents;
      if (amountCents <= 0 || amountCents > left) return { refunded: false };
      const refundedCents = record.refundedCents + amountCents;
      const moved = await this.options.store.move(
        this.method,
        externalId,
        { status: ['paid', 'refunded'], refundedCents: record.refundedCents },
        { refundedCents, ...(refundedCents === record.amountCents ? { status: 'refunded' as const } : {}) },
      );
      if (moved) return { refunded: true };
    }
    return { refunded: false };
  }

  /**
   * The sandbox's own records of a day, as a real gateway's list would give them: payments started that day, and
   * what was refunded of a payment (the sandbox keeps one running total) on the day it was last refunded.
   */
  async listDay(day: string): Promise<GatewayRecord[]> {
    const { from, to } = lisbonDayRange(day);
    const out: GatewayRecord[] = [];
    for (const r of await this.options.store.ofDay(this.method, from, to)) {
      if (r.createdAt >= from && r.createdAt < to)
        out.push({
          externalId: r.externalId,
          kind: 'payment',
          amountCents: r.amountCents,
          status: r.status,
          at: r.createdAt,
        });
      if (r.refundedCents > 0 && r.updatedAt >= from && r.updatedAt < to) {
        out.push({
          externalId: r.externalId,
          kind: 'refund',
          amountCents: r.refundedCents,
          status: 'done',
          at: r.updatedAt,
        });
      }
    }
    return out;
  }

  async cancel(externalId: string) {
    await this.options.store.move(
      this.method,
      externalId,
      { status: ['pending', 'requires_action'] },
      { status: 'cancelled', gatewayStatus: 'cancelled' },
    );
  }

  /** Picks up what the sandbox still has to do after a restart (nothing, unless a sandbox says otherwise). */
  async resume(): Promise<void> {}

  /** Waits for webhooks still on their way and stops timers (app close, tests). */
  async drain(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.inFlight]);
  }
}
