import type { StoredPayment } from '../../../shared/payment/stored-payment';
import { paysOnThisPage } from './payment-in-progress';

const stored = (method: StoredPayment['method'], stripe: boolean): StoredPayment =>
  ({
    method,
    email: 'rita@example.com',
    lines: [],
    booking: { booking_id: 41, reference: 'MP-41', payment: stripe ? { stripe: { client_secret: 'x' } } : {} },
  }) as unknown as StoredPayment;

describe('which started payments go on on the payment step', () => {
  it('MB WAY, crypto and a card on Stripe wait here; a card or PayPal on a provider page does not', () => {
    expect(paysOnThisPage(stored('mbway', false))).toBe(true);
    expect(paysOnThisPage(stored('crypto', false))).toBe(true);
    expect(paysOnThisPage(stored('card', true))).toBe(true);
    expect(paysOnThisPage(stored('card', false))).toBe(false);
    expect(paysOnThisPage(stored('paypal', false))).toBe(false);
  });
});
