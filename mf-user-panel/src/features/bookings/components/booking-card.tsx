import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ClientBooking } from '@mp/shared/contracts';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { BookingItemRow } from './booking-item-row';

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: ${({ theme }) => theme.space(2)} 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
  > ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/** One booking: reference, when it was made, how it was paid (money, points, promo, gift card), then its items. */
export function BookingCard({ booking }: { booking: ClientBooking }): ReactNode {
  const { t } = useTranslation('userPanel');
  const locale = useLocale();
  const p = booking.payment;
  const lines: [string, string][] = [];
  if (p.money_cents > 0) lines.push([t(`bookings.paidWith.${booking.payment_method}`, { defaultValue: t('bookings.paidWith.money') }), formatMoney(p.money_cents, locale)]);
  if (p.points_cents > 0) lines.push([t('bookings.paidWith.points', { count: p.points_cents }), formatMoney(p.points_cents, locale)]);
  if (p.promo_cents > 0) lines.push([t('bookings.paidWith.promo'), formatMoney(p.promo_cents, locale)]);
  if (p.gift_card_cents > 0) lines.push([t('bookings.paidWith.gift_card'), formatMoney(p.gift_card_cents, locale)]);
  if (p.refunded_cents > 0) lines.push([t('bookings.refunded'), formatMoney(p.refunded_cents, locale)]);
  return (
    <Card>
      <h2>{t('bookings.reference', { reference: booking.reference })}</h2>
      <p>
        {t('bookings.created', { date: formatDate(booking.created_at) })} · {t(`bookings.paymentStatus.${booking.status}`)} · {formatMoney(booking.total_cents, locale)}
      </p>
      {lines.length > 0 && (
        <dl aria-label={t('bookings.payment')} data-testid="payment-split">
          {lines.map(([label, amount]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{amount}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul aria-label={t('bookings.items')}>
        {booking.items.map((item) => (
          <BookingItemRow key={item.id} item={item} />
        ))}
      </ul>
    </Card>
  );
}
