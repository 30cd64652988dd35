import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { SelectField, type SelectOption } from '@mp/shared/ui';
import { usePricePreview } from '../api/get-price-preview';

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

/** "Lisbon Airport → Sines: €195.20": what the saved prices charge for a chosen trip, by the storefront's rules. */
export function PricePreview({ vehicleId, places }: { vehicleId: number; places: SelectOption[] }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const preview = usePricePreview(vehicleId, from, to);
  const name = (v: string) => places.find((p) => p.value === v)?.label ?? v;
  const price = preview.data;
  return (
    <>
      <Pair>
        <SelectField
          label={t('vehicles.routePricing.previewFrom')}
          options={places}
          placeholder={t('vehicles.routePricing.choose')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <SelectField
          label={t('vehicles.routePricing.previewTo')}
          options={places}
          placeholder={t('vehicles.routePricing.choose')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
      </Pair>
      <p aria-live="polite" data-testid="route-price-preview">
        {price
          ? t('vehicles.routePricing.previewResult', {
              from: name(from),
              to: name(to),
              price: formatMoney(price.one_way_price_cents, locale),
              roundTrip: formatMoney(price.round_trip_price_cents, locale),
              rule: t(`vehicles.routePricing.rules.${price.price_rule}`, { km: price.distance_km ?? 0 }),
            })
          : from && to && from === to
            ? t('vehicles.routePricing.previewSame')
            : preview.isError
              ? t('vehicles.routePricing.previewFailed')
              : t('vehicles.routePricing.previewHint')}
      </p>
    </>
  );
}
