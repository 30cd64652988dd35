import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCart } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { CART_ICON } from '@mp/shared/routes';
import { AppLink } from './app-link';

const Badge = styled.span`
  display: inline-block;
  min-width: 1.4em;
  padding: 0 0.35em;
  border-radius: 999px;
  background: #c2410c;
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

/** The header's cart link; the count follows cartStore, so a change in any remote shows here at once. */
export function CartBadge(): ReactNode {
  const count = useCart((s) => s.items.length);
  const { t } = useTranslation('shell');
  return (
    <AppLink to="/cart" aria-label={t('header.cart', { count })} data-testid="cart-link">
      {/* The same icon as the gateway's server-drawn header (cartIconMarkup), so taking over moves nothing. */}
      <svg
        aria-hidden="true"
        focusable="false"
        width={CART_ICON.size}
        height={CART_ICON.size}
        viewBox={CART_ICON.viewBox}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        style={{ verticalAlign: '-4px', marginRight: '4px' }}
      >
        <path d={CART_ICON.path} />
      </svg>
      <Badge aria-hidden="true" data-testid="cart-count">
        {count}
      </Badge>
    </AppLink>
  );
}
