// What the booking cost and how it was paid, as the API adds it up (bookings/voucher.ts, the same breakdown as the
// purchase-complete page and the confirmation mail): each item at its price, each discount, the points, the total, the
// gift card's and the method's parts, then every refund on a line of its own. Nothing is computed here.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import type { BookingBreakdown } from '@mp/shared/contracts';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  h2 {
    font-size: 1.2rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) max-content;
  gap: 0.4rem 1rem;
  margin: 0;
  max-width: 36rem;
  overflow-wrap: anywhere;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    font-weight: 700;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.4rem;
  }
`;

interface Row {
  key: string;
  label: string;
  value: string;
  total?: boolean;
}

export function VoucherAmountLines({ amounts }: { amounts: BookingBreakdown }): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const off = (cents: number) => `−${money(cents)}`;
  const service = (id: number) => amounts.lines.find((l) => l.item_id === id)?.name ?? '';
  const rows: Row[] = amounts.lines.map((l) => ({
    key: `line-${l.item_id}`,
    label: l.name,
    value: money(l.cents),
  }));
  if (amounts.discount_cents > 0)
    rows.push({ key: 'discount', label: t('summary.priceDiscount'), value: off(amounts.discount_cents) });
  if (amounts.promo_cents > 0) rows.push({ key: 'promo', label: t('complete.promo'), value: off(amounts.promo_cents) });
  if (amounts.points_cents > 0)
    rows.push({
      key: 'points',
      label: t('summary.points', { count: amounts.points_used }),
      value: off(amounts.points_cents),
    });
  rows.push({ key: 'total', label: t('complete.total'), value: money(amounts.total_cents), total: true });
  if (amounts.gift_card)
    rows.push({
      key: 'gift',
      label: t('summary.giftCard', { last4: amounts.gift_card.last4 }),
      value: money(amounts.gift_card.cents),
    });
  if (amounts.payment)
    rows.push({
      key: 'payment',
      label: t('voucher.paidWith', { method: t(`payment.methods.${amounts.payment.method}`) }),
      value: money(amounts.payment.cents),
    });
  amounts.refunds.forEach((r, index) =>
    rows.push({
      key: `refund-${index}`,
      label: t('voucher.refundFor', { service: service(r.item_id) }),
      value:
        r.method === 'points'
          ? tc('refundLine.points', { count: r.cents })
          : tc(`refundLine.${r.method}`, { amount: money(r.cents), last4: r.gift_card_last4 ?? '' }),
    }),
  );
  return (
    <Section aria-labelledby="voucher-amounts">
      <h2 id="voucher-amounts">{t('voucher.amounts')}</h2>
      <Lines data-testid="voucher-amounts">
        {rows.map((row) => (
          <div key={row.key} style={{ display: 'contents' }}>
            <dt className={row.total ? 'total' : undefined}>{row.label}</dt>
            <dd className={row.total ? 'total' : undefined} data-testid={`voucher-amount-${row.key}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </Lines>
    </Section>
  );
}
