import { useState, type ReactNode } from 'react';
import { firstError } from '@mp/shared/domain';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, TextField } from '@mp/shared/ui';
import { usePricedCart } from '../../../shared/priced-cart';
import { useUserPoints } from '../api/get-user-points';
import type { CartWrites } from '../hooks/use-cart-writes';
import { Row, Section } from './cart-layout';

/** A customer's points: the balance, then the points spent on this cart or a field to spend some. */
export function PointsSection({ userId, writes }: { userId: number; writes: CartWrites }): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const cart = usePricedCart();
  const balance = useUserPoints(userId);
  const [input, setInput] = useState('');
  const { busy, errors } = writes;
  const applied = cart?.usedPoints ?? 0;
  return (
    <Section aria-labelledby="cart-points">
      <h2 id="cart-points">{t('cart.points.title')}</h2>
      <p>{t('cart.points.balance', { points: balance.data?.points ?? cart?.available_points ?? 0 })}</p>
      {applied > 0 ? (
        <Row>
          <p>
            {t('cart.points.applied', {
              points: applied,
              amount: formatMoney(cart?.discounts.points_cents ?? 0, locale),
            })}
          </p>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void writes.removePoints(t('cart.points.removed'))}
          >
            {t('cart.points.remove')}
          </Button>
        </Row>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const value = Number(input);
            if (Number.isInteger(value) && value > 0)
              void writes.applyPoints(value, t('cart.points.appliedStatus')).then((ok) => ok && setInput(''));
          }}
        >
          <Row>
            <TextField
              label={t('cart.points.label')}
              inputMode="numeric"
              value={input}
              error={firstError(errors, 'points')}
              onChange={(e) => {
                setInput(e.target.value.replace(/\D+/g, ''));
                writes.clearError('points');
              }}
            />
            <Button type="submit" variant="secondary" disabled={busy || !input}>
              {t('cart.points.apply')}
            </Button>
          </Row>
        </form>
      )}
    </Section>
  );
}
