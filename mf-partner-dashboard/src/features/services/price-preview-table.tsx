import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, formatMoney } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { VisuallyHidden } from '@mp/shared/ui';
import type { ServicePriceChange } from '@mp/shared/contracts';

// The table scrolls inside itself on a narrow screen; focusable so a keyboard can scroll it too.
const Scroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  margin-top: ${({ theme }) => theme.space(4)};
`;
const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  td {
    white-space: nowrap;
  }
`;

/** Every selected service's list and discounted price before and after a bulk change, as the server computed them. */
export function PricePreviewTable({ changes }: { changes: readonly ServicePriceChange[] }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const caption = t('services.previewCaption', { count: changes.length });
  const region = useRef<HTMLDivElement>(null);
  // The preview appears below the fields: focus takes a keyboard or screen reader there, named by its caption.
  useEffect(() => region.current?.focus(), []);
  // A discount at or above the list price never applied, so it reads as none.
  const discounted = (prices: ServicePriceChange['before']) =>
    prices.value_discount_cents > 0 && prices.value_discount_cents < prices.value_cents
      ? formatMoney(prices.value_discount_cents, locale)
      : t('services.noDiscount');
  const fromTo = (before: string, after: string) => (
    <>
      {before}
      <span aria-hidden="true"> → </span>
      <VisuallyHidden>{t('services.priceBecomes')} </VisuallyHidden>
      {after}
    </>
  );
  return (
    <Scroll ref={region} tabIndex={0} role="region" aria-label={caption}>
      <Grid>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('services.name')}</th>
            <th scope="col">{t('services.pricedPer')}</th>
            <th scope="col">{t('services.listPrice')}</th>
            <th scope="col">{t('services.discountedPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.name}</th>
              <td>{t(`services.priceType.${c.price_type}`)}</td>
              <td>{fromTo(formatMoney(c.before.value_cents, locale), formatMoney(c.after.value_cents, locale))}</td>
              <td>{fromTo(discounted(c.before), discounted(c.after))}</td>
            </tr>
          ))}
        </tbody>
      </Grid>
    </Scroll>
  );
}
