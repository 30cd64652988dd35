import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useCart, useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { cartIconMarkup, localizePath } from '@mp/shared/routes';
import { Link } from 'react-router';

const Badge = styled.span`
  display: inline-block;
  min-width: 1.4em;
  padding: 0 0.35em;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;

/** The header's cart link; the count follows cartStore, so a change in any remote shows here at once. */
export function CartBadge(): ReactNode {
  const count = useCart((s) => s.items.length);
  const locale = useLocale();
  const { t } = useTranslation('shell');
  return (
    <Link to={localizePath('/cart', locale)} aria-label={t('header.cart', { count })} data-testid="cart-link">
      {/* The very markup the gateway's server-drawn header has (cartIconMarkup), so taking over moves nothing. */}
      <span aria-hidden="true" dangerouslySetInnerHTML={{ __html: cartIconMarkup() }} />
      <Badge aria-hidden="true" data-testid="cart-count">
        {count}
      </Badge>
    </Link>
  );
}
