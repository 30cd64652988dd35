import type { ReactNode } from 'react';
import type { SuperSettlement, SuperSettlementLine } from '@mp/shared/contracts';
import { formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Table } from '@mp/shared/ui';
import { settlementSums } from '../settlement-sums';

type Row = { key: string; label: string; amount: number; at: string | null; item: string; strong?: boolean };

/**
 * Every payment of the booking, one row each: the list price less the price discount, the promo code and the points
 * is its total, which the gift card, each method and a staff gift paid; then each refund as a row of its own, naming
 * the item it gave back, and what the customer kept paid. A line under the table checks the sums.
 */
export function SettlementTable({
  settlement,
  items,
}: {
  settlement: SuperSettlement;
  items: readonly { id: number; service: string }[];
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const when = (at: string | null) =>
    at ? formatInstant(at, locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const method = (provider: string) => t(`sales.methods.${provider}`, { defaultValue: provider });
  const itemName = (id: number | null) => items.find((i) => i.id === id)?.service ?? '';
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
  const sums = settlementSums(settlement);
  const rowOf = (l: SuperSettlementLine, i: number): Row => ({
    key: `${l.kind}${i}`,
    label: what(l),
    amount: l.amount_cents,
    at: l.at,
    item: itemName(l.item_id),
  });
  const sum = (key: string, label: string, amount: number): Row => ({
    key,
    label,
    amount,
    at: null,
    item: '',
    strong: true,
  });
  const deductions = settlement.lines.filter((l) => l.kind === 'discount' || l.kind === 'points');
  const payers = settlement.lines.filter((l) => ['gift_card', 'payment', 'staff_gift'].includes(l.kind));
  const refunds = settlement.lines.filter((l) => l.kind === 'refund');
  const rows: Row[] = [
    { key: 'items', label: t('bookingItem.settlement.items'), amount: settlement.items_cents, at: null, item: '' },
    ...deductions.map(rowOf),
    sum('total', t('bookingItem.settlement.total'), sums.totalCents),
    ...payers.map(rowOf),
    sum('paid', t('bookingItem.settlement.paid'), sums.paidCents),
    ...refunds.map(rowOf),
    ...(refunds.length > 0
      ? [sum('kept', t('bookingItem.settlement.kept'), settlement.paid_cents - settlement.refunded_cents)]
      : []),
  ];
  const bold = (r: Row, text: string) => (r.strong ? <strong>{text}</strong> : text);
  const check = {
    items: money(settlement.items_cents),
    off: money(sums.offCents),
    total: money(sums.totalCents),
    paid: money(sums.paidCents),
    difference: money(Math.abs(sums.totalCents - sums.paidCents)),
  };
  return (
    <>
      <Table
        caption={t('bookingItem.settlement.caption')}
        // Four columns in the page's narrow payments column: it scrolls sideways there.
        scrolls
        columns={[
          { key: 'what', header: t('bookingItem.settlement.what'), render: (r: Row) => bold(r, r.label) },
          { key: 'amount', header: t('bookingItem.settlement.amount'), render: (r: Row) => bold(r, money(r.amount)) },
          { key: 'when', header: t('bookingItem.settlement.when'), render: (r: Row) => when(r.at) },
          { key: 'item', header: t('bookingItem.settlement.item'), render: (r: Row) => r.item },
        ]}
        rows={rows}
        rowKey={(r) => r.key}
      />
      <p data-testid="settlement-check">
        {sums.paidCents === sums.totalCents
          ? t('bookingItem.settlement.checkMatches', check)
          : t(
              sums.paidCents < sums.totalCents
                ? 'bookingItem.settlement.checkShort'
                : 'bookingItem.settlement.checkOver',
              check,
            )}
      </p>
    </>
  );
}
