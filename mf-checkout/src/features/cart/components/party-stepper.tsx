import type { ReactNode } from 'react';
import type { AgeSplit } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import type { CartItem } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { Qty } from './cart-layout';

/**
 * docs/adr/023: a line of a service with a child band changes its adults and children apart (a stepper per band); the
 * server prices the new party on the next sync and says when it cannot be booked (children alone, too many people).
 */
export function PartyStepper({
  item,
  busy,
  onParty,
}: {
  item: CartItem & { ages: AgeSplit };
  busy: boolean;
  onParty: (adults: number, children: number) => void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const { adults, children } = item.ages;
  return (
    <Qty role="group" aria-label={t('cart.partyOf', { name: item.name })} data-testid="line-party">
      {(['adults', 'children'] as const).map((band) => {
        const count = band === 'adults' ? adults : children;
        const set = (n: number) => onParty(band === 'adults' ? n : adults, band === 'children' ? n : children);
        return (
          <Qty key={band}>
            <Button
              variant="secondary"
              disabled={busy || count <= 0 || adults + children <= 1}
              onClick={() => set(count - 1)}
              aria-label={t(`cart.remove_${band}`, { name: item.name })}
            >
              −
            </Button>
            <span aria-live="polite">{tc(`party.${band}`, { count })}</span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => set(count + 1)}
              aria-label={t(`cart.add_${band}`, { name: item.name })}
            >
              +
            </Button>
          </Qty>
        );
      })}
    </Qty>
  );
}
