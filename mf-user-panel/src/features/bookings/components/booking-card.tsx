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

/**
 * One booking: reference, when it was made, then what it cost and how it was paid, in the order of the checkout's
 * summary: the subtotal when points or a promo code took something off, each of them, the total, then the gift card
 * and the money that paid the total (a booking paid €11 by card, €20 by gift card and 500 points reads that way, not
 * "Paid €31" beside a €36 line), then its items.
 */
export function BookingCard({ booking }: { booking: ClientBooking }): ReactNode {
  const { t } = useTranslation('userPanel');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const p = booking.payment;
  const lines: { key: string; label: string; amount: string; strong?: boolean }[] = [];
  if (p.points_cents > 0 || p.promo_cents > 0)
    lines.push({
      key: 'subtotal',
      label: t('bookings.subtotal'),
      amount: money(booking.total_cents + p.points_cents + p.promo_cents),
    });
  if (p.promo_cents > 0)
    lines.push({ key: 'promo', label: t('bookings.paidWith.promo'), amount: `−${money(p.promo_cents)}` });
  if (p.points_cents > 0)
    lines.push({
      key: 'points',
      label: t('bookings.paidWith.points', { count: p.points_cents }),
      amount: `−${money(p.points_cents)}`,
    });
  lines.push({ key: 'total', label: t('bookings.total'), amount: money(booking.total_cents), strong: true });
  if (p.gift_card_cents > 0)
    lines.push({ key: 'gift', label: t('bookings.paidWith.gift_card'), amount: money(p.gift_card_cents) });
  if (p.money_cents > 0)
    lines.push({
      key: 'money',
      label: t(`bookings.paidWith.${booking.payment_method}`, { defaultValue: t('bookings.paidWith.money') }),
      amount: money(p.money_cents),
    });
  if (p.refunded_cents > 0)
    lines.push({ key: 'refunded', label: t('bookings.refunded'), amount: money(p.refunded_cents) });
  return (
    <Card>
      <h2>{t('bookings.reference', { reference: booking.reference })}</h2>
      <p>
        {t('bookings.created', { date: formatDate(booking.created_at) })} ·{' '}
        {t(`bookings.paymentStatus.${booking.status}`)}
      </p>
      <dl aria-label={t('bookings.payment')} data-testid="payment-split">
        {lines.map((line) => (
          <div key={line.key} style={{ display: 'contents' }}>
            <dt>{line.strong ? <strong>{line.label}</strong> : line.label}</dt>
            <dd>{line.strong ? <strong>{line.amount}</strong> : line.amount}</dd>
          </div>
        ))}
      </dl>
      <ul aria-label={t('bookings.items')}>
        {booking.items.map((item) => (
          <BookingItemRow key={item.id} item={item} />
        ))}
      </ul>
    </Card>
  );
}
