import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BookingBreakdown, ClientBooking } from '@mp/shared/contracts';
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

interface Line {
  key: string;
  label: string;
  amount: string;
  strong?: boolean;
}

/**
 * One booking: reference, when it was made, then what it cost and how it was paid, as the API adds it up
 * (`amounts`, the breakdown the voucher and the purchase-complete page show): every item of the booking at its price,
 * even those another list shows, each discount, the points, the total, the gift card and the method that paid it, then
 * each refund on a line of its own. An API without the breakdown gets the booking's payment split as before.
 */
export function BookingCard({ booking }: { booking: ClientBooking }): ReactNode {
  const { t } = useTranslation('userPanel');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const lines = booking.amounts ? breakdownLines(booking.amounts) : splitLines(booking);

  function breakdownLines(a: BookingBreakdown): Line[] {
    const out: Line[] = a.lines.map((l) => ({ key: `line-${l.item_id}`, label: l.name, amount: money(l.cents) }));
    if (a.discount_cents > 0)
      out.push({ key: 'discount', label: t('bookings.discount'), amount: `−${money(a.discount_cents)}` });
    if (a.promo_cents > 0)
      out.push({ key: 'promo', label: t('bookings.paidWith.promo'), amount: `−${money(a.promo_cents)}` });
    if (a.points_cents > 0)
      out.push({
        key: 'points',
        label: t('bookings.paidWith.points', { count: a.points_used }),
        amount: `−${money(a.points_cents)}`,
      });
    out.push({ key: 'total', label: t('bookings.total'), amount: money(a.total_cents), strong: true });
    if (a.gift_card)
      out.push({ key: 'gift', label: t('bookings.paidWith.gift_card'), amount: money(a.gift_card.cents) });
    if (a.payment)
      out.push({
        key: 'money',
        label: t(`bookings.paidWith.${a.payment.method}`, { defaultValue: t('bookings.paidWith.money') }),
        amount: money(a.payment.cents),
      });
    a.refunds.forEach((r, index) =>
      out.push({
        key: `refund-${index}`,
        label: t('bookings.refundOf', { service: a.lines.find((l) => l.item_id === r.item_id)?.name ?? '' }),
        amount:
          r.method === 'points'
            ? tc('refundLine.points', { count: r.cents })
            : tc(`refundLine.${r.method}`, { amount: money(r.cents), last4: r.gift_card_last4 ?? '' }),
      }),
    );
    return out;
  }

  function splitLines(b: ClientBooking): Line[] {
    const p = b.payment;
    const out: Line[] = [];
    if (p.points_cents > 0 || p.promo_cents > 0)
      out.push({
        key: 'subtotal',
        label: t('bookings.subtotal'),
        amount: money(b.total_cents + p.points_cents + p.promo_cents),
      });
    if (p.promo_cents > 0)
      out.push({ key: 'promo', label: t('bookings.paidWith.promo'), amount: `−${money(p.promo_cents)}` });
    if (p.points_cents > 0)
      out.push({
        key: 'points',
        label: t('bookings.paidWith.points', { count: p.points_cents }),
        amount: `−${money(p.points_cents)}`,
      });
    out.push({ key: 'total', label: t('bookings.total'), amount: money(b.total_cents), strong: true });
    if (p.gift_card_cents > 0)
      out.push({ key: 'gift', label: t('bookings.paidWith.gift_card'), amount: money(p.gift_card_cents) });
    if (p.money_cents > 0)
      out.push({
        key: 'money',
        label: t(`bookings.paidWith.${b.payment_method}`, { defaultValue: t('bookings.paidWith.money') }),
        amount: money(p.money_cents),
      });
    if (p.refunded_cents > 0)
      out.push({ key: 'refunded', label: t('bookings.refunded'), amount: money(p.refunded_cents) });
    return out;
  }

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
