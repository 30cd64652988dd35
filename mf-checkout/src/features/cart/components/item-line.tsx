import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FieldErrors } from '@mp/shared/domain';
import { cancellationText, formatDate, formatMoney, partyPricedText, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { useLocale, type CartItem } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { lineCancellation } from '../../../shared/order-summary/cancellation';
import { ChangeTripLink, lacksDriverDetails, TransferLineTrip } from '../../../shared/order-summary/transfer-line';
import { lineError } from '../cart-rules';
import { LineError, Qty } from './cart-layout';
import { PartyStepper } from './party-stepper';

/** One line of the cart: what it is, its price, its quantity or party stepper, and the server's word on it. */
export function ItemLine({
  item,
  index,
  errors,
  onQuantity,
  onParty,
  onRemove,
  busy,
}: {
  item: CartItem;
  index: number;
  errors: FieldErrors;
  onQuantity: (q: number) => void;
  onParty: (adults: number, children: number) => void;
  onRemove: () => void;
  busy: boolean;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const tc = useTranslation('common').t;
  const transfer = item.kind === 'transfer';
  const error = lineError(errors, index);
  const missing = !error && lacksDriverDetails(item);
  const cancellation = lineCancellation(item);
  const to = usePathTo();
  return (
    <li>
      <div>
        <h2>{item.name}</h2>
        {transfer ? (
          <TransferLineTrip item={item} />
        ) : (
          <>
            <p>{[item.date ? formatDate(item.date) : null, item.time].filter(Boolean).join(' · ')}</p>
            {item.ages ? (
              <p data-testid="line-party-prices">{partyPricedText(tc, item.ages, locale)}</p>
            ) : (
              <p>
                {t('cart.unitPrice')}: {formatMoney(item.unit_price_cents, locale)}
              </p>
            )}
          </>
        )}
        {cancellation && <p data-testid="line-cancellation">{cancellationText(tc, cancellation)}</p>}
        {error && (
          <LineError role="alert" data-testid="line-error">
            {error}{' '}
            {!transfer && item.kind !== 'gift_card' && item.service_slug && (
              <Link to={to('service', { slug: item.service_slug })}>{t('cart.changeDate', { name: item.name })}</Link>
            )}
          </LineError>
        )}
        {missing && (
          <LineError role="alert" data-testid="line-error">
            {tc('transferDetails.missing')}
          </LineError>
        )}
      </div>
      {transfer ? (
        <ChangeTripLink item={item} />
      ) : item.ages ? (
        <PartyStepper item={{ ...item, ages: item.ages }} busy={busy} onParty={onParty} />
      ) : (
        <Qty role="group" aria-label={t('cart.quantityOf', { name: item.name })}>
          <Button
            variant="secondary"
            disabled={busy || item.quantity <= 1}
            onClick={() => onQuantity(item.quantity - 1)}
            aria-label={t('cart.decrease', { name: item.name })}
          >
            −
          </Button>
          <span aria-live="polite">{t('cart.quantity', { count: item.quantity })}</span>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onQuantity(item.quantity + 1)}
            aria-label={t('cart.increase', { name: item.name })}
          >
            +
          </Button>
        </Qty>
      )}
      <strong data-testid="line-price">{formatMoney(item.total_cents - item.discount_cents, locale)}</strong>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={onRemove}
        aria-label={t('cart.removeItem', { name: item.name })}
      >
        {t('cart.remove')}
      </Button>
    </li>
  );
}
