// MB WAY sandbox: a push to the phone (`351#` + 9 digits) that the customer approves or refuses in the app; the
// sandbox "app" is /api/payments/sandbox/mbway/{id}. Test phones: 912000001 approves after a few seconds,
// 912000002 refuses, 912000003 never answers (the request expires after 300 s from the stored start).
import type { PaymentStatus } from '@mp/shared/contracts';
import type { CreatePaymentInput, PaymentProvider, ProviderResult } from '../provider';
import { SandboxGateway, sandboxRecord, type SandboxOptions, type SandboxRecord } from './gateway';

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
    return (
      ({ pending: 'requires_action', approved: 'paid', refused: 'failed', expired: 'expired' } as const)[
        s as 'pending'
      ] ?? null
    );
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const startedAt = new Date();
    const expiresAt = new Date(startedAt.getTime() + this.ttlSeconds * 1000);
    const details = {
      request_id: input.externalId,
      phone: input.phone ?? '',
      started_at: startedAt.toISOString(),
      expires_at: expiresAt.toISOString(),
      countdown_seconds: this.ttlSeconds,
    };
    const national = (input.phone ?? '').split('#')[1] ?? '';
    const answer =
      national === MBWAY_TEST_PHONES.approves ? 'approve' : national === MBWAY_TEST_PHONES.refuses ? 'refuse' : null;
    const delay = answer === 'approve' ? this.autoApproveMs : Math.min(1000, this.autoApproveMs);
    const record = sandboxRecord({
      externalId: input.externalId,
      amountCents: input.amountCents,
      gatewayStatus: 'pending',
      status: 'requires_action',
      details,
      expiresAt,
      answer,
      answerAt: answer ? new Date(startedAt.getTime() + delay) : null,
    });
    await this.insert(record);
    this.schedule(record);
    return { status: 'requires_action', details: { ...details }, expiresAt };
  }

  /** A test phone answers at its stored time (also after a restart: see resume). */
  private schedule(record: SandboxRecord): void {
    if (!record.answer || !record.answerAt) return;
    const approve = record.answer === 'approve';
    this.later(Math.max(0, record.answerAt.getTime() - Date.now()), () =>
      this.answer(record.externalId, approve).then(() => undefined),
    );
  }

  /** Test phones whose answer was still to come when the API stopped answer now, or when they were due to. */
  override async resume(): Promise<void> {
    for (const record of await this.options.store.scriptedAnswers(this.method, 'pending')) this.schedule(record);
  }

  /** The customer's answer in the (sandbox) app; too late once the 300 s are over. */
  async answer(externalId: string, approve: boolean): Promise<PaymentStatus> {
    const record = await this.require(externalId);
    if (record.gatewayStatus !== 'pending') return record.status;
    const next = this.lapsed(record) ? 'expired' : approve ? 'approved' : 'refused';
    return (await this.transition(externalId, ['pending'], next)).status;
  }

  /** Past its window the request expires, and the gateway says so with its webhook (once). */
  override async status(externalId: string) {
    let record = await this.require(externalId);
    if (record.gatewayStatus === 'pending' && this.lapsed(record))
      record = await this.transition(externalId, ['pending'], 'expired');
    return { status: record.status, details: { ...record.details } };
  }

  private lapsed(record: SandboxRecord): boolean {
    return record.expiresAt !== null && Date.now() > record.expiresAt.getTime();
  }
}
