// POST /api/cart/gift-card: what a gift card pays of this cart and what is left (issue 15 defect 2).
import type { ApiResult } from '@mp/shared/api';
import type { EnvelopeOf, GiftCardPreview } from '@mp/shared/contracts';
import { checkoutRequest } from './checkout-request';

export function previewGiftCard(code: string): Promise<ApiResult<EnvelopeOf<GiftCardPreview>>> {
  return checkoutRequest<EnvelopeOf<GiftCardPreview>>('POST', 'cart/gift-card', { gift_card_code: code.trim() });
}
