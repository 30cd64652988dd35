import type { ServiceDetail } from '@mp/shared/contracts';
import { detail } from '../test-support/service.fixture';
import { giftCardCartItem, validateGiftCard } from './gift-card';

const card = { ...detail(), kind: 'gift_card' } as ServiceDetail;
const choice = { value_cents: 10000, recipientName: 'Rui', recipientEmail: 'rui@example.pt', message: 'Parabéns!' };

describe('gift card in the cart', () => {
  it('costs its value and carries the recipient and message', () => {
    const item = giftCardCartItem(card, choice);
    expect(item).toMatchObject({ kind: 'gift_card', quantity: 1, total_cents: 10000, gift_card_value_cents: 10000 });
    expect(item.notes).toEqual({ recipient_name: 'Rui', recipient_email: 'rui@example.pt', message: 'Parabéns!' });
  });

  it('the same card for the same person replaces its line (a new message); for someone else it is a line of its own', () => {
    const first = giftCardCartItem(card, choice);
    expect(giftCardCartItem(card, { ...choice, message: 'Feliz Natal', recipientEmail: ' RUI@example.pt ' }).id).toBe(
      first.id,
    );
    expect(
      giftCardCartItem(card, { ...choice, recipientName: 'Maria', recipientEmail: 'maria@example.pt' }).id,
    ).not.toBe(first.id);
    expect(giftCardCartItem(card, { ...choice, value_cents: 5000 }).id).not.toBe(first.id);
  });

  it('checks the value against the card values and the recipient', () => {
    expect(validateGiftCard(choice, [5000, 10000])).toEqual({});
    expect(validateGiftCard({ ...choice, value_cents: 7000, recipientEmail: 'nope' }, [5000, 10000])).toEqual({
      value: 'giftCards.errors.value',
      recipientEmail: 'giftCards.errors.email',
    });
  });
});
