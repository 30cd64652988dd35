// Gift card purchase (spec §9: a gift card costs its value).
import type { ServiceDetail } from '@mp/shared/contracts';
import { giftCardPrice } from '@mp/shared/domain';
import type { CartItem } from '@mp/shared/stores';
import { lineTag } from './line-id';

export interface GiftCardChoice {
  value_cents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export function validateGiftCard(choice: GiftCardChoice, values: readonly number[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.includes(choice.value_cents)) errors.value = 'giftCards.errors.value';
  if (!choice.recipientName.trim()) errors.recipientName = 'giftCards.errors.required';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(choice.recipientEmail.trim()))
    errors.recipientEmail = 'giftCards.errors.email';
  return errors;
}

export function giftCardCartItem(
  service: ServiceDetail,
  choice: GiftCardChoice,
): CartItem & { gift_card_value_cents: number } {
  const price = giftCardPrice({ value_cents: choice.value_cents });
  return {
    // One line per card value and recipient: the same card for the same person again replaces it (a new message);
    // a card for someone else is a line of its own.
    id: `gift-card-${service.id}-${choice.value_cents}-${lineTag(choice.recipientEmail.trim().toLowerCase())}`,
    service_id: service.id,
    service_slug: service.slug,
    kind: 'gift_card',
    name: service.name,
    image_url: service.image_url,
    date: null,
    time: null,
    quantity: 1,
    gift_card_value_cents: choice.value_cents,
    unit_price_cents: price,
    total_cents: price,
    discount_cents: 0,
    free_cancellation: 0,
    cancellation_policy: 0,
    notes: {
      recipient_name: choice.recipientName.trim(),
      recipient_email: choice.recipientEmail.trim(),
      message: choice.message.trim(),
    },
  };
}
