// A transfer item's trip for the partner who drives it: the shared transfer-trip summary (route, legs, passengers,
// seats, luggage, vehicle, flight number, addresses, lead passenger phone) under a heading of its own, and the route
// alone as one line for the list. The lines come from the shared formatter, as on the customer's screens and mails.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { formatDateEnGb } from '@mp/shared/domain';
import { transferTripLines, type TransferTrip } from '@mp/shared/transfer-trip';
import { TransferTripSummary } from '@mp/shared/transfer-trip/ui';
import { VisuallyHidden } from '@mp/shared/ui';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
const RouteLine = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Everything about the trip, in a labelled section. */
export function TransferTripSection({ trip }: { trip: TransferTrip }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const id = useId();
  return (
    <Section aria-labelledby={id} data-testid="item-trip">
      <h3 id={id}>{t('bookings.trip.title')}</h3>
      <TransferTripSummary trip={trip} />
    </Section>
  );
}

/** The route (or, for a fixed-price run without one, the pickup) on one line under the service name. */
export function TransferRouteLine({ trip }: { trip: TransferTrip }): ReactNode {
  const { t } = useTranslation('common');
  const { t: own } = useTranslation('partnerDashboard');
  const lines = transferTripLines(trip, (key, values) => t(key, values ?? {}), 'transferTrip.', formatDateEnGb);
  const line = lines.find((l) => l.key === 'route') ?? lines.find((l) => l.key === 'outbound');
  if (!line) return null;
  return (
    <RouteLine data-testid="item-trip-route">
      <VisuallyHidden>{own('bookings.trip.routeLabel')} </VisuallyHidden>
      {line.text}
    </RouteLine>
  );
}
