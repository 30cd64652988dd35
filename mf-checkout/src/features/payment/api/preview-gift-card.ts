// POST api/cart/gift-card {gift_card_code}: what a gift card pays of this cart and what is left. Nothing is spent
// until the booking.
import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@mp/shared/api';
import type { EnvelopeOf, GiftCardPreview } from '@mp/shared/contracts';
import { cartCall } from '../../../shared/api/checkout-request';

export function previewGiftCard(code: string): Promise<ApiResult<EnvelopeOf<GiftCardPreview>>> {
  return api.post<EnvelopeOf<GiftCardPreview>>('cart/gift-card', { gift_card_code: code.trim() }, cartCall());
}

export function usePreviewGiftCard() {
  return useMutation({ mutationFn: previewGiftCard });
}
