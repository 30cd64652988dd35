import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { cartStore, useCart } from '@mp/shared/stores';
import type { CartWrites } from '../hooks/use-cart-writes';
import { ItemLine } from './item-line';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** The cart's lines; every change is priced again by the server at once. */
export function CartLines({ writes }: { writes: CartWrites }): ReactNode {
  const { t } = useTranslation('checkout');
  const items = useCart((s) => s.items);
  return (
    <List aria-label={t('cart.items')}>
      {items.map((item, index) => (
        <ItemLine
          key={item.id}
          item={item}
          index={index}
          errors={writes.errors}
          busy={writes.busy}
          onQuantity={(quantity) => {
            cartStore.getState().updateItem(item.id, { quantity });
            void writes.sync(t('cart.updated'));
          }}
          onParty={(adults, children) => {
            // The unit prices are the server's to set; the sync answers them for the new party.
            cartStore.getState().updateItem(item.id, {
              quantity: adults + children,
              ages: { ...(item.ages ?? { adult_unit_cents: 0, child_unit_cents: 0 }), adults, children },
            });
            void writes.sync(t('cart.updated'));
          }}
          onRemove={() => {
            cartStore.getState().removeItem(item.id);
            void writes.sync(t('cart.removed', { name: item.name }));
          }}
        />
      ))}
    </List>
  );
}
