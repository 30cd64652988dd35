import type { ReactNode } from 'react';
import type { SuperSettlement, SuperSettlementLine } from '@mp/shared/contracts';
import { formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Table } from '@mp/shared/ui';

/**
 * Every payment of the booking, one row each — promo discount, points, gift card, each method, a staff gift — so the
 * rows add up to its total, then each refund as a row of its own and what the customer kept paid.
 */
export function SettlementTable({
  settlement,
  totalCents,
}: {
  settlement: SuperSettlement;
  totalCents: number;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const when = (at: string | null) =>
    at ? formatInstant(at, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const method = (provider: string) => t(`sales.methods.${provider}`, { defaultValue: provider });
  const what = (l: SuperSettlementLine): string => {
    switch (l.kind) {
      case 'discount':
        return l.label ? t('bookingItem.settlement.promo', { code: l.label }) : t('bookingItem.settlement.discount');
      case 'points':
        return t('bookingItem.settlement.points', { count: l.points ?? 0 });
      case 'gift_card':
        return t('bookingItem.settlement.giftCard', { last4: l.label ?? '' });
      case 'payment':
        return `${method(l.label ?? '')} (${t(`bookingItem.paymentStatuses.${l.status ?? ''}`, { defaultValue: l.status ?? '' })})`;
      case 'staff_gift':
        return t('bookingItem.settlement.staffGift');
      case 'refund':
        if (l.label === 'points') return t('bookingItem.settlement.refundPoints', { count: l.points ?? 0 });
        if (l.label === 'gift_card') return t('bookingItem.settlement.refundGiftCard');
        return t('bookingItem.settlement.refundTo', { method: method(l.label ?? '') });
    }
  };
  type Row = { key: string; label: string; amount: number; at: string | null; strong?: boolean };
  const charges = settlement.lines.filter((l) => l.kind !== 'refund');
  const refunds = settlement.lines.filter((l) => l.kind === 'refund');
  const rows: Row[] = [
    { key: 'items', label: t('bookingItem.settlement.items'), amount: settlement.items_cents, at: null },
    ...charges.map((l, i) => ({ key: `c${i}`, label: what(l), amount: l.amount_cents, at: l.at })),
    { key: 'total', label: t('bookingItem.settlement.total'), amount: totalCents, at: null, strong: true },
    ...refunds.map((l, i) => ({ key: `r${i}`, label: what(l), amount: l.amount_cents, at: l.at })),
    ...(refunds.length > 0
      ? [
          {
            key: 'kept',
            label: t('bookingItem.settlement.kept'),
            amount: settlement.paid_cents - settlement.refunded_cents,
            at: null,
            strong: true,
          },
        ]
      : []),
  ];
  const bold = (r: Row, text: string) => (r.strong ? <strong>{text}</strong> : text);
  return (
    <Table
      caption={t('bookingItem.settlement.caption')}
      columns={[
        { key: 'what', header: t('bookingItem.settlement.what'), render: (r: Row) => bold(r, r.label) },
        { key: 'amount', header: t('bookingItem.settlement.amount'), render: (r: Row) => bold(r, money(r.amount)) },
        { key: 'when', header: t('bookingItem.settlement.when'), render: (r: Row) => when(r.at) },
      ]}
      rows={rows}
      rowKey={(r) => r.key}
    />
  );
}
