import type { ReactNode } from 'react';
import { useCart, useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { cartIconMarkup, localizePath } from '@mp/shared/routes';
import { Link } from 'react-router';
import { CHROME_CLASS } from './chrome-style';

/** The header's cart link; the count follows cartStore, so a change in any remote shows here at once. */
export function CartBadge(): ReactNode {
  const count = useCart((s) => s.items.length);
  const locale = useLocale();
  const { t } = useTranslation('shell');
  return (
    <Link to={localizePath('/cart', locale)} aria-label={t('header.cart', { count })} data-testid="cart-link">
      {/* The very markup the gateway's server-drawn header has (cartIconMarkup), so taking over moves nothing. */}
      <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: cartIconMarkup() }} />
      <span aria-hidden="true" className={CHROME_CLASS.cartBadge} data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
