import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';
import { EmptyState } from '@mp/shared/ui';

export type PaymentBlock = 'cart-problem' | 'empty-cart' | 'no-billing';

/** Why there is nothing to pay here yet, and the step that can fix it. */
export function PaymentBlocked({ block }: { block: PaymentBlock }): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const to = usePathTo();
  if (block === 'cart-problem')
    return (
      <EmptyState
        title={t('payment.cartProblem')}
        action={<LinkButton href={to('cart')}>{t('payment.toCart')}</LinkButton>}
      />
    );
  if (block === 'empty-cart')
    return (
      <EmptyState
        title={tc('emptyCart.title')}
        action={<LinkButton href={to('cart')}>{t('personal.backToCart')}</LinkButton>}
      />
    );
  return (
    <EmptyState
      title={t('payment.billingMissing')}
      action={<LinkButton href={to('checkout-personal-data')}>{t('payment.toPersonalData')}</LinkButton>}
    />
  );
}
