// PayPal sandbox: create order → approval page /api/payments/sandbox/paypal/{id} (approve / cancel) → capture → back
// to the site. Statuses follow PayPal's order words: CREATED, APPROVED, COMPLETED, VOIDED.
import type { PaymentStatus } from '@mp/shared/contracts';
import type { CreatePaymentInput, PaymentProvider, ProviderResult } from '../provider';
import { SandboxGateway } from './gateway';

export class PaypalSandbox extends SandboxGateway implements PaymentProvider {
  readonly method = 'paypal' as const;

  protected normalise(s: string): PaymentStatus | null {
    return ({ CREATED: 'requires_action', APPROVED: 'requires_action', COMPLETED: 'paid', VOIDED: 'cancelled' } as const)[s as 'CREATED'] ?? null;
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const details = { order_id: input.externalId, approval_url: `/api/payments/sandbox/paypal/${input.externalId}?reference=${encodeURIComponent(input.bookingReference)}`, locale: input.locale, reference: input.bookingReference };
    this.records.set(input.externalId, { externalId: input.externalId, amountCents: input.amountCents, gatewayStatus: 'CREATED', status: 'requires_action', refundedCents: 0, details });
    return { status: 'requires_action', details: { order_id: details.order_id, approval_url: details.approval_url } };
  }

  /** The buyer approved on the PayPal page (no money moves until capture). */
  approve(externalId: string): boolean {
    const record = this.require(externalId);
    if (record.gatewayStatus !== 'CREATED') return false;
    record.gatewayStatus = 'APPROVED';
    return true;
  }

  async capture(externalId: string): Promise<ProviderResult> {
    const record = this.require(externalId);
    if (record.gatewayStatus === 'APPROVED') await this.transition(record, 'COMPLETED');
    return { status: record.status, details: {} };
  }

  async void(externalId: string): Promise<PaymentStatus> {
    const record = this.require(externalId);
    if (record.gatewayStatus === 'CREATED' || record.gatewayStatus === 'APPROVED') await this.transition(record, 'VOIDED');
    return record.status;
  }
}
