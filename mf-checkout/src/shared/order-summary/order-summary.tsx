// The order summary on every checkout step, the cart included: each line with its picture, date, time,
// people, meeting point and free-cancellation deadline, the subtotal, each discount on its own line, the gift card's
// part and what is left to pay; after the cart, the hold's countdown on top. Amounts are the server's when it priced
// the same lines, else the store's.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Cart, GiftCardPreview } from '@mp/shared/contracts';
import { formatDateEnGb, placeLabel } from '@mp/shared/domain';
import { cancellationText, formatMoney, partyPricedText, partyText, useTranslation } from '@mp/shared/i18n';
import { useLocale, type CartItem } from '@mp/shared/stores';
import { cartTotalOrStore } from '../cart-total';
import { HoldTimer } from '../hold/hold-timer';
import { TransferLineTrip } from './transfer-line';
import { lineCancellation } from './cancellation';

const Box = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  li img {
    flex: none;
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: 6px;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 4px 16px;
    margin: ${({ theme }) => theme.space(3)} 0 0;
  }
  dt {
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .due {
    font-weight: 700;
    font-size: 1.1rem;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export interface OrderSummaryProps {
  items: readonly CartItem[];
  cart: Cart | null;
  gift?: GiftCardPreview | null;
  /** Show the hold's countdown (every step after the cart, while no payment is under way). */
  showHold?: boolean;
  /** Test id of the amount to pay (the cart step keeps its `cart-total`). */
  dueTestId?: string;
}

/** What is left to pay once the gift card's part is taken (the Pay button says the same amount). */
export function amountDue(
  items: readonly CartItem[],
  cart: Cart | null,
  gift: GiftCardPreview | null | undefined,
): number {
  const total = cartTotalOrStore(cart, items);
  return gift ? Math.max(0, total - gift.covers_cents) : total;
}

export function OrderSummary({
  items,
  cart,
  gift,
  showHold = false,
  dueTestId = 'summary-due',
}: OrderSummaryProps): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const priced = cart && cart.items.length === items.length ? cart : null;
  const total = cartTotalOrStore(cart, items);
  const subtotal = priced ? priced.subtotal_cents : items.reduce((s, i) => s + i.total_cents, 0);
  // Before the server has priced these lines (a reload): the lines' own discounts, so subtotal − discount = total.
  const storeDiscount = priced ? 0 : items.reduce((s, i) => s + i.discount_cents, 0);
  return (
    <Box aria-labelledby="order-summary-heading" data-testid="order-summary">
      <h2 id="order-summary-heading">{t('summary.title')}</h2>
      {showHold && <HoldTimer items={items} />}
      <ul>
        {items.map((item) => {
          const cancellation = lineCancellation(item);
          return (
            <li key={item.id} data-testid="summary-line">
              {/* The name beside it says what the picture shows. */}
              {item.image_url && <img src={item.image_url} alt="" width={64} height={48} loading="lazy" />}
              <div>
                <strong>{item.name}</strong>
                <br />
                {item.kind === 'transfer' ? (
                  <small>
                    <TransferLineTrip item={item} />
                  </small>
                ) : (
                  <small>
                    {[
                      item.date ? formatDateEnGb(item.date) : null,
                      item.time,
                      item.kind === 'gift_card'
                        ? null
                        : item.ages
                          ? partyText(tc, item.ages)
                          : t(item.kind === 'event' ? 'summary.tickets' : 'summary.people', { count: item.quantity }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                    {item.ages && (
                      <>
                        <br />
                        <span data-testid="summary-party">{partyPricedText(tc, item.ages, locale)}</span>
                      </>
                    )}
                  </small>
                )}
                {item.meeting_point && (
                  <>
                    <br />
                    <small data-testid="summary-meeting-point">
                      {t(`summary.${placeLabel(item.kind)}`, { place: item.meeting_point })}
                    </small>
                  </>
                )}
                {cancellation && (
                  <>
                    <br />
                    <small data-testid="summary-cancellation">{cancellationText(tc, cancellation)}</small>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <dl>
        <dt>{t('summary.subtotal')}</dt>
        <dd>{money(subtotal)}</dd>
        {!priced && storeDiscount > 0 && (
          <>
            <dt>{t('summary.priceDiscount')}</dt>
            <dd>−{money(storeDiscount)}</dd>
          </>
        )}
        {priced && priced.discounts.price_cents > 0 && (
          <>
            <dt>{t('summary.priceDiscount')}</dt>
            <dd>−{money(priced.discounts.price_cents)}</dd>
          </>
        )}
        {priced && priced.discounts.promo_cents > 0 && (
          <>
            <dt>{t('summary.promo', { code: priced.promo_code ?? '' })}</dt>
            <dd>−{money(priced.discounts.promo_cents)}</dd>
          </>
        )}
        {priced && priced.discounts.points_cents > 0 && (
          <>
            <dt>{t('summary.points', { count: priced.usedPoints })}</dt>
            <dd>−{money(priced.discounts.points_cents)}</dd>
          </>
        )}
        {gift && gift.covers_cents > 0 && (
          <>
            <dt>{t('summary.giftCard', { last4: gift.code_last4 })}</dt>
            <dd data-testid="summary-gift">−{money(gift.covers_cents)}</dd>
          </>
        )}
        <dt className="due">{t('summary.due')}</dt>
        <dd className="due" data-testid={dueTestId}>
          {money(gift ? Math.max(0, total - gift.covers_cents) : total)}
        </dd>
      </dl>
    </Box>
  );
}
