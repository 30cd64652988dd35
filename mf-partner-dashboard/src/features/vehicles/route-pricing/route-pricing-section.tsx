import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { ErrorState, Spinner } from '@mp/shared/ui';
import { useTransferPlaces } from '../api/get-transfer-places';
import { useVehiclePricing } from '../api/get-vehicle-pricing';
import { PricePreview } from './price-preview';
import { RoutePricingForm } from './route-pricing-form';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** "Prices by route" on a vehicle's page (docs/adr/052): the pricing form and a preview of a chosen trip's price. */
export function RoutePricingSection({ vehicleId }: { vehicleId: number }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const pricing = useVehiclePricing(vehicleId);
  const list = useTransferPlaces();
  const places = useMemo(() => (list.data ?? []).map((p) => ({ value: p.maps_id, label: p.name })), [list.data]);
  const districts = useMemo(
    () => [...new Set((list.data ?? []).map((p) => p.district))].sort().map((d) => ({ value: d, label: d })),
    [list.data],
  );
  return (
    <Section aria-labelledby="route-pricing-title">
      <h2 id="route-pricing-title">{t('vehicles.routePricing.title')}</h2>
      <p>{t('vehicles.routePricing.intro')}</p>
      {(pricing.isPending || list.isPending) && <Spinner />}
      {(pricing.error || list.error) && (
        <ErrorState onRetry={() => void (pricing.error ? pricing.refetch() : list.refetch())} />
      )}
      {pricing.data && list.data && (
        <>
          <RoutePricingForm vehicleId={vehicleId} pricing={pricing.data} places={places} districts={districts} />
          <h3>{t('vehicles.routePricing.preview')}</h3>
          <PricePreview vehicleId={vehicleId} places={places} />
        </>
      )}
    </Section>
  );
}
