import { useState, type ReactNode } from 'react';
import { firstError } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { useCart } from '@mp/shared/stores';
import { Button, TextField } from '@mp/shared/ui';
import type { CartWrites } from '../hooks/use-cart-writes';
import { Row, Section } from './cart-layout';

/** The promo code: the one applied, with a way to remove it, or a field to apply one. */
export function PromoCodeSection({ writes }: { writes: CartWrites }): ReactNode {
  const { t } = useTranslation('checkout');
  const promo = useCart((s) => s.promo_code);
  const [code, setCode] = useState('');
  const { busy, errors } = writes;
  return (
    <Section aria-labelledby="cart-promo">
      <h2 id="cart-promo">{t('cart.promo.title')}</h2>
      {promo ? (
        <Row>
          <p>{t('cart.promo.applied', { code: promo })}</p>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void writes.removePromoCode(t('cart.promo.removed'))}
          >
            {t('cart.promo.remove')}
          </Button>
        </Row>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim())
              void writes.applyPromoCode(code.trim(), t('cart.promo.appliedStatus')).then((ok) => ok && setCode(''));
          }}
        >
          <Row>
            <TextField
              label={t('cart.promo.label')}
              value={code}
              error={firstError(errors, 'code')}
              onChange={(e) => {
                setCode(e.target.value);
                writes.clearError('code');
              }}
            />
            <Button type="submit" variant="secondary" disabled={busy || !code.trim()}>
              {t('cart.promo.apply')}
            </Button>
          </Row>
        </form>
      )}
    </Section>
  );
}
