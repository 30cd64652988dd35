// A transfer line in the checkout shows its trip (route, legs, people, luggage, vehicle, driver
// details) instead of a quantity, and offers "Change trip" instead of a stepper (the number of passengers is part of
// the trip: it changes the vehicle, not a count of the same thing).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { changeTripQuery, transferDetailsErrors, transferTripOf, type TransferTrip } from '@mp/shared/transfer-trip';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import type { CartItem } from '@mp/shared/stores';
import { TransferTripSummary } from '@mp/shared/transfer-trip/ui';

type Line = Pick<CartItem, 'kind' | 'quantity' | 'date' | 'time' | 'notes'>;

/** The trip of a cart line, or null when the line is not a transfer. */
export const tripOfLine = (item: Line): TransferTrip | null => transferTripOf(item);

/**
 * Whether a transfer line still lacks what the driver needs (paying would be refused). A staff-quoted transfer is
 * arranged with the traveller by the staff and asks nothing more.
 */
export function lacksDriverDetails(item: Line): boolean {
  const trip = tripOfLine(item);
  if (!trip || typeof item.notes.transfer_offer_token === 'string') return false;
  return Object.keys(transferDetailsErrors(trip.details, trip.airportPickup)).length > 0;
}

export function TransferLineTrip({ item }: { item: Line }): ReactNode {
  const trip = tripOfLine(item);
  return trip ? <TransferTripSummary trip={trip} /> : null;
}

/** Back to the quote form with the trip filled in (and the line to replace); a fixed-price run goes back to its service page. */
export function ChangeTripLink({
  item,
}: {
  item: Pick<CartItem, 'id' | 'name' | 'notes' | 'service_slug'>;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const to = usePathTo();
  const query = changeTripQuery(item.notes);
  // `replace`: the quote form's new vehicle replaces this line instead of adding a second transfer.
  const href = query
    ? `${to('transfers')}?${new URLSearchParams({ trip: query.toString(), replace: item.id }).toString()}`
    : item.service_slug
      ? to('service', { slug: item.service_slug })
      : null;
  if (!href) return null;
  return (
    <Link to={href} aria-label={t('cart.changeTripOf', { name: item.name })} data-testid="change-trip">
      {t('cart.changeTrip')}
    </Link>
  );
}
