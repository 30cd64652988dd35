import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, formatMoney } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Table, VisuallyHidden, type TableColumn } from '@mp/shared/ui';
import type { ServicePriceChange } from '@mp/shared/contracts';

const Frame = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;
// "€50.00 → €55.00" reads as one value: it does not break across lines (the table scrolls instead).
const Prices = styled.span`
  white-space: nowrap;
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A service's child price and larger groups' prices, each before → after, one per line. */
function OtherPrices({
  change: { before, after },
  fromTo,
}: {
  change: ServicePriceChange;
  fromTo(before: string, after: string): ReactNode;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const money = (cents: number) => formatMoney(cents, locale);
  const lines = [
    ...(before.child_value_cents !== null && after.child_value_cents !== null
      ? [{ label: t('services.childPrice'), from: before.child_value_cents, to: after.child_value_cents }]
      : []),
    ...before.tiers.map((tier, i) => ({
      label: t('services.groupPrice', { size: tier.max_capacity }),
      from: tier.value_cents,
      to: after.tiers[i]?.value_cents ?? tier.value_cents,
    })),
  ];
  if (lines.length === 0) return t('services.otherPricesNone');
  return (
    <Lines>
      {lines.map((l) => (
        <li key={l.label}>
          {l.label}: {fromTo(money(l.from), money(l.to))}
        </li>
      ))}
    </Lines>
  );
}

/** Every selected service's list and discounted price before and after a bulk change, as the server computed them. */
export function PricePreviewTable({ changes }: { changes: readonly ServicePriceChange[] }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const region = useRef<HTMLDivElement>(null);
  // The preview appears below the fields: focus takes a keyboard or screen reader there, named by its caption.
  useEffect(() => region.current?.focus(), []);
  // A discount at or above the list price never applied, so it reads as none.
  const discounted = (prices: ServicePriceChange['before']) =>
    prices.value_discount_cents > 0 && prices.value_discount_cents < prices.value_cents
      ? formatMoney(prices.value_discount_cents, locale)
      : t('services.noDiscount');
  const fromTo = (before: string, after: string) => (
    <Prices>
      {before}
      <span aria-hidden="true"> → </span>
      <VisuallyHidden>{t('services.priceBecomes')} </VisuallyHidden>
      {after}
    </Prices>
  );
  const columns: TableColumn<ServicePriceChange>[] = [
    { key: 'name', header: t('services.name'), render: (c) => c.name },
    { key: 'per', header: t('services.pricedPer'), render: (c) => t(`services.priceType.${c.price_type}`) },
    {
      key: 'list',
      header: t('services.listPrice'),
      render: (c) => fromTo(formatMoney(c.before.value_cents, locale), formatMoney(c.after.value_cents, locale)),
    },
    {
      key: 'discounted',
      header: t('services.discountedPrice'),
      render: (c) => fromTo(discounted(c.before), discounted(c.after)),
    },
    { key: 'other', header: t('services.otherPrices'), render: (c) => <OtherPrices change={c} fromTo={fromTo} /> },
  ];
  return (
    <Frame>
      <Table
        caption={t('services.previewCaption', { count: changes.length })}
        columns={columns}
        rows={changes}
        rowKey={(c) => c.id}
        rowHeader="name"
        scrolls
        regionRef={region}
      />
    </Frame>
  );
}
