// PayPal sandbox: create order → approval page /api/payments/sandbox/paypal/{id} (approve / cancel) → capture → back
// to the site. Statuses follow PayPal's order words: CREATED, APPROVED, COMPLETED, VOIDED.
import type { PaymentStatus } from '@mp/shared/contracts';
import type { CreatePaymentInput, PaymentProvider, ProviderResult } from '../provider';
import { SandboxGateway, sandboxRecord } from './gateway';

export class PaypalSandbox extends SandboxGateway implements PaymentProvider {
  readonly method = 'paypal' as const;

  protected normalise(s: string): PaymentStatus | null {
    return (
      ({ CREATED: 'requires_action', APPROVED: 'requires_action', COMPLETED: 'paid', VOIDED: 'cancelled' } as const)[
        s as 'CREATED'
      ] ?? null
    );
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const details = {
      order_id: input.externalId,
      approval_url: `/api/payments/sandbox/paypal/${input.externalId}?reference=${encodeURIComponent(input.bookingReference)}`,
      locale: input.locale,
      reference: input.bookingReference,
    };
    await this.insert(
      sandboxRecord({
        externalId: input.externalId,
        amountCents: input.amountCents,
        gatewayStatus: 'CREATED',
        status: 'requires_action',
        details,
      }),
    );
    return { status: 'requires_action', details: { order_id: details.order_id, approval_url: details.approval_url } };
  }

  /** The buyer approved on the PayPal page (no money moves until capture). */
  async approve(externalId: string): Promise<boolean> {
    return (
      (await this.options.store.move(
        this.method,
        externalId,
        { gatewayStatus: ['CREATED'] },
        { gatewayStatus: 'APPROVED' },
      )) !== null
    );
  }

  async capture(externalId: string): Promise<ProviderResult> {
    const record = await this.transition(externalId, ['APPROVED'], 'COMPLETED');
    return { status: record.status, details: {} };
  }

  async void(externalId: string): Promise<PaymentStatus> {
    return (await this.transition(externalId, ['CREATED', 'APPROVED'], 'VOIDED')).status;
  }
}
