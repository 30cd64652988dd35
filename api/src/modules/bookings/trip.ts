// A transfer booking item's trip (route, legs, passengers, seats, luggage, vehicle) and the driver
// details, as lines of text in the reader's language, from the shared formatter the front ends use too.
import { formatDateEnGb, lisbonToday } from '@mp/shared/domain';
import { transferTripLines, transferTripOf, type TransferTrip, type TransferTripLine } from '@mp/shared/transfer-trip';
import type { Translate } from '../../i18n';

export interface TripSource {
  quantity: number;
  booking_date: Date | string;
  annotations: Record<string, unknown>;
  unserialized_service: Record<string, unknown>;
}

/** The trip of a booking item; null when the item is not a transfer. */
export function bookingItemTripOf(item: TripSource): TransferTrip | null {
  const service = item.unserialized_service as { kind?: string; category_slug?: string | null };
  // Only a transfer has a trip: the Lisbon day below (an Intl format) was about 1 % of the API's CPU on the partner's
  // lists, spent on items that are not transfers (bench:api part lists).
  if (service.kind !== 'transfer') return null;
  const annotations = item.annotations as { notes?: Record<string, unknown>; time?: string | null };
  const at = item.booking_date instanceof Date ? item.booking_date : new Date(item.booking_date);
  const trip = transferTripOf(
    {
      kind: service.kind ?? '',
      quantity: item.quantity,
      date: lisbonToday(at),
      time: annotations.time ?? null,
      notes: annotations.notes ?? {},
    },
    service.category_slug ?? null,
  );
  return trip;
}

/** The trip lines of a booking item; empty when the item is not a transfer. */
export function bookingItemTrip(item: TripSource, t: Translate): TransferTripLine[] {
  const trip = bookingItemTripOf(item);
  return trip ? transferTripLines(trip, (key, values) => t(key, values ?? {}), 'checkout.trip.', formatDateEnGb) : [];
}

/** The trip for a page opened with the booking id and reference only (the payment status): the phone masked. */
export function maskedTrip(trip: TransferTrip | null): TransferTrip | null {
  if (!trip || !trip.details.leadPhone) return trip;
  const digits = trip.details.leadPhone.replace(/\D+/g, '');
  return { ...trip, details: { ...trip.details, leadPhone: `••• ${digits.slice(-3)}` } };
}
