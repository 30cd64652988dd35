// The gift card on the payment step: the typed code and what the server says it pays of this cart (null until
// applied). A typed card changes what is charged, so it is applied, and its part shown, before paying.
import { useState } from 'react';
import type { GiftCardPreview } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { previewGiftCard, usePreviewGiftCard } from '../api/preview-gift-card';
import { hasLineErrors } from '../payment-rules';
import type { PaymentForm } from './use-payment-form';

export function useGiftCard(form: PaymentForm, onCartProblem: () => void) {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const [code, setCode] = useState('');
  const [gift, setGift] = useState<GiftCardPreview | null>(null);
  const preview = usePreviewGiftCard();

  /** Asks the server what the card pays; its refusal lands on the field. Answers whether it applies. */
  async function apply(): Promise<boolean> {
    if (!code.trim()) {
      form.setLocalErrors((prev) => ({ ...prev, gift_card_code: [t('payment.gift.required')] }));
      return false;
    }
    const result = await preview.mutateAsync(code);
    if (!result.ok) {
      setGift(null);
      if (hasLineErrors(result.errors)) onCartProblem();
      else
        form.setLocalErrors((prev) => ({
          ...prev,
          gift_card_code: result.errors.gift_card_code ?? [tc('app.somethingWentWrong')],
        }));
      return false;
    }
    setGift(result.data.content);
    // A card that pays everything needs no other method.
    if (result.data.content.due_cents === 0) form.setMethod('gift_card');
    return true;
  }

  /** The card applied before leaving for a provider's page, applied again on return; answers what it pays, if any. */
  async function reapply(kept: string): Promise<GiftCardPreview | null> {
    setCode(kept);
    const result = await previewGiftCard(kept);
    if (!result.ok) return null;
    setGift(result.data.content);
    return result.data.content;
  }

  return {
    code,
    gift,
    busy: preview.isPending,
    apply,
    reapply,
    /** A changed code is applied again before it counts. */
    type: (value: string) => {
      setCode(value);
      setGift(null);
    },
  };
}

export type GiftCard = ReturnType<typeof useGiftCard>;
