// A transfer item's trip on the back office's item page: what the partner's driver reads (route, legs, passengers,
// seats, luggage, vehicle, flight number, addresses, lead passenger phone), from the shared transfer-trip summary.
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import type { BookingItemTrip } from '@mp/shared/contracts';
import { TransferTripSummary } from '@mp/shared/transfer-trip/ui';

export function ItemTrip({ trip }: { trip: BookingItemTrip }): ReactNode {
  const { t } = useTranslation('superAdmin');
  return (
    <section aria-labelledby="bi-trip" data-testid="item-trip">
      <h2 id="bi-trip">{t('bookingItem.trip')}</h2>
      <TransferTripSummary trip={trip} />
    </section>
  );
}
