import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { cartStore, useCart, useLocale } from '@mp/shared/stores';
import { Button, EmptyState, PageFrame } from '@mp/shared/ui';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.75rem 0;
    border-bottom: 1px solid #e5e7eb;
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** The cart as cartStore holds it (spec §3/§4): items with remove; the header badge follows the same store. */
export function CartPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const items = useCart((s) => s.items);
  const total = useCart((s) => s.total_price);
  return (
    <PageFrame title={title}>
      {items.length === 0 ? (
        <EmptyState title={t('cart.empty')} />
      ) : (
        <>
          <List aria-label={t('cart.items')}>
            {items.map((item) => (
              <li key={item.id}>
                <div>
                  <h2>{item.name}</h2>
                  <p>
                    {[item.date, item.time].filter(Boolean).join(' · ')}
                    {item.date || item.time ? ' · ' : ''}
                    {t('cart.quantity', { count: item.quantity })}
                  </p>
                </div>
                <strong>{formatMoney(item.total_cents - item.discount_cents, locale)}</strong>
                <Button variant="secondary" onClick={() => cartStore.getState().removeItem(item.id)} aria-label={t('cart.removeItem', { name: item.name })}>
                  {t('cart.remove')}
                </Button>
              </li>
            ))}
          </List>
          <p>
            {t('cart.total')}: <strong data-testid="cart-total">{formatMoney(total, locale)}</strong>
          </p>
        </>
      )}
    </PageFrame>
  );
}
