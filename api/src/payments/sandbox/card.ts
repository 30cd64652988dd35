// Card sandbox: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 needs a 3-D Secure
// step on /api/payments/sandbox/card/{id}/challenge. Any other Luhn-valid number succeeds. It keeps brand + last4 only.
import type { PaymentStatus } from '@mp/shared/contracts';
import { cardBrand, cardLast4 } from '@mp/shared/domain';
import type { CreatePaymentInput, PaymentProvider, ProviderResult } from '../provider';
import { SandboxGateway, sandboxRecord } from './gateway';

/** How long after a card payment succeeds its webhook is sent (real gateways send theirs after their API answers). */
export const CARD_WEBHOOK_DELAY_MS = 500;

export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  threeDs: '4000000000003220',
} as const;

export class CardSandbox extends SandboxGateway implements PaymentProvider {
  readonly method = 'card' as const;

  protected normalise(s: string): PaymentStatus | null {
    return (
      ({ succeeded: 'paid', requires_action: 'requires_action', failed: 'failed', canceled: 'cancelled' } as const)[
        s as 'succeeded'
      ] ?? null
    );
  }

  async create(input: CreatePaymentInput): Promise<ProviderResult> {
    const digits = input.cardDigits ?? '';
    const details: Record<string, unknown> = {
      brand: cardBrand(digits),
      last4: cardLast4(digits),
      challenge_url: null,
      decline_reason: null,
    };
    const base = { externalId: input.externalId, amountCents: input.amountCents, details };
    let record;
    if (digits === TEST_CARDS.decline) {
      details.decline_reason = 'card_declined';
      await this.insert(sandboxRecord({ ...base, gatewayStatus: 'processing', status: 'pending' }));
      record = await this.transition(input.externalId, ['processing'], 'failed');
    } else if (digits === TEST_CARDS.threeDs) {
      // The reference proves the payer to the sandbox page: no one else may confirm or fail the payment.
      details.challenge_url = `/api/payments/sandbox/card/${input.externalId}/challenge?reference=${encodeURIComponent(input.bookingReference)}`;
      await this.insert(sandboxRecord({ ...base, gatewayStatus: 'processing', status: 'pending' }));
      record = await this.transition(input.externalId, ['processing'], 'requires_action');
    } else {
      // Authorised and captured: this answer is final (the caller applies it, ADR 033), and the webhook follows a
      // moment after it, as a real gateway's does (sent at once, it raced the caller's move for the payment's lock).
      const paid = sandboxRecord({ ...base, gatewayStatus: 'succeeded', status: 'paid' });
      await this.insert(paid);
      this.later(CARD_WEBHOOK_DELAY_MS, () => this.send(paid, 'succeeded'));
      record = paid;
    }
    return { status: record.status, details: { ...record.details } };
  }

  /** The customer's answer on the challenge page. */
  async challenge(externalId: string, approve: boolean): Promise<PaymentStatus> {
    const record = await this.require(externalId);
    if (record.gatewayStatus !== 'requires_action') return record.status;
    const details = { challenge_url: null, ...(approve ? {} : { decline_reason: 'authentication_failed' }) };
    return (await this.transition(externalId, ['requires_action'], approve ? 'succeeded' : 'failed', {}, details))
      .status;
  }
}
