import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';
import { EMPTY_CART_LINK_IDS } from '@mp/shared/routes';

const Browse = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * Where an empty cart sends the traveller: the main categories, as on the home. The gateway draws the same empty state
 * in the HTML for a first visit (ADR 027, `EMPTY_CART_CSS`): keep the two alike (e2e cart-first-paint compares them).
 */
export function EmptyCartLinks(): ReactNode {
  const tc = useTranslation('common').t;
  const to = usePathTo();
  return (
    <Browse aria-label={tc('emptyCart.browse')}>
      {EMPTY_CART_LINK_IDS.map((id, n) => (
        <LinkButton key={id} href={to(id)} variant={n === 0 ? 'primary' : 'secondary'}>
          {tc(`routes.${id}`)}
        </LinkButton>
      ))}
    </Browse>
  );
}
