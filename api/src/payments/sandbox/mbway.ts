// MB WAY sandbox: a push to the phone (`351#` + 9 digits) that the customer approves or refuses in the app; the
// sandbox "app" is /api/payments/sandbox/mbway/{id}. Test phones: 912000001 approves after a few seconds,
// 912000002 refuses, 912000003 never answers (the request expires after 300 s from the stored start).
import type { PaymentStatus } from '@mp/shared/contracts';
import type { CreatePaymentInput, PaymentProvider, ProviderResult } from '../provider';
import { SandboxGateway, type SandboxOptions } from './gateway';

export const MBWAY_TEST_PHONES = { approves: '912000001', refuses: '912000002', silent: '912000003' } as const;

export class MbwaySandbox extends SandboxGateway implements PaymentProvider {
  readonly method = 'mbway' as const;

  constructor(
    options: SandboxOptions,
    private readonly ttlSeconds: number,
    private readonly autoApproveMs: number,
  ) {
    super(options);
  }

  protected normalise(s: string): PaymentStatus | null {
    return ({ pending: 'requires_action', approved: 'paid', refused: 'failed', expired: 'expired' } as const)[s as 'pending'] ?? null;
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const startedAt = new Date();
    const expiresAt = new Date(startedAt.getTime() + this.ttlSeconds * 1000);
    const details = { request_id: input.externalId, phone: input.phone ?? '', started_at: startedAt.toISOString(), expires_at: expiresAt.toISOString(), countdown_seconds: this.ttlSeconds };
    const record = { externalId: input.externalId, amountCents: input.amountCents, gatewayStatus: 'pending', status: 'requires_action' as PaymentStatus, refundedCents: 0, details };
    this.records.set(input.externalId, record);
    const national = (input.phone ?? '').split('#')[1] ?? '';
    if (national === MBWAY_TEST_PHONES.approves) this.later(this.autoApproveMs, () => this.answer(input.externalId, true).then(() => undefined));
    if (national === MBWAY_TEST_PHONES.refuses) this.later(Math.min(1000, this.autoApproveMs), () => this.answer(input.externalId, false).then(() => undefined));
    return { status: 'requires_action', details: { ...details }, expiresAt };
  }

  /** The customer's answer in the (sandbox) app; too late once the 300 s are over. */
  async answer(externalId: string, approve: boolean): Promise<PaymentStatus> {
    const record = this.require(externalId);
    if (record.gatewayStatus !== 'pending') return record.status;
    if (Date.now() > new Date(String(record.details.expires_at)).getTime()) {
      await this.transition(record, 'expired');
      return record.status;
    }
    await this.transition(record, approve ? 'approved' : 'refused');
    return record.status;
  }

  override async status(externalId: string) {
    const record = this.require(externalId);
    if (record.gatewayStatus === 'pending' && Date.now() > new Date(String(record.details.expires_at)).getTime()) {
      record.gatewayStatus = 'expired';
      record.status = 'expired';
    }
    return { status: record.status, details: { ...record.details } };
  }
}
