// The offer booked: its line goes into the cart with the link's token and the cart is sent (POST api/cart, through the
// shared cart sync); the server prices the line from the offer row, never from this page. A line the server refuses
// is taken back out, so the cart is not left with it.
import { useMutation } from '@tanstack/react-query';
import type { TransferQuoteOffer } from '@mp/shared/contracts';
import { lisbonToday } from '@mp/shared/domain';
import { dateTimeFormat } from '@mp/shared/i18n';
import { cartStore, type CartItem } from '@mp/shared/stores';
import type { CartResult } from '../../../shared/api/cart-answer';
import { checkoutKeys } from '../../../shared/api/keys';
import { syncCart } from '../../../shared/api/sync-cart';

// The offer's pickup as the Lisbon wall-clock time of a cart line (HH:MM).
const lisbonTime = (instant: Date): string =>
  dateTimeFormat('en', { timeZone: 'Europe/Lisbon', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  );

/**
 * The trip of the offer in the notes keys `transferTripOf` reads, so the cart, the order summary and the purchase
 * confirmation show route, pickup and vehicle (the server prices the line from the token, not from these).
 */
export function offerTripNotes(o: TransferQuoteOffer): Record<string, unknown> {
  const pickup = new Date(o.pickup_at);
  return {
    pickupLocation: o.pickup_location,
    dropOffLocation: o.drop_off_location,
    pickupDate: lisbonToday(pickup),
    pickupTime: lisbonTime(pickup),
    isRoundtrip: o.is_roundtrip,
    numberOfPassengers: o.passengers,
    vehicleName: o.vehicle.name,
    carType: o.vehicle.car_type,
  };
}

export interface BookOfferInput {
  offer: TransferQuoteOffer;
  token: string;
  /** The driver's details (flight number, addresses, lead passenger's phone) in the line's notes. */
  driverNotes: Record<string, unknown>;
}

/** The cart's answer, and the index of the offer's line in it: the server's errors name it `items.<index>`. */
export interface BookOfferAnswer {
  result: CartResult;
  index: number;
}

export async function bookTransferOffer({ offer, token, driverNotes }: BookOfferInput): Promise<BookOfferAnswer> {
  const trip = offerTripNotes(offer);
  const line: CartItem & { vehicle_id: number } = {
    id: `transfer-offer-${offer.id}`,
    service_id: offer.service_id,
    vehicle_id: offer.vehicle.id,
    service_slug: '',
    kind: 'transfer',
    name: `${offer.company.trade_name} — ${offer.vehicle.name}`,
    image_url: null,
    date: trip.pickupDate as string,
    time: trip.pickupTime as string,
    quantity: offer.passengers,
    unit_price_cents: offer.price_cents,
    total_cents: offer.price_cents,
    discount_cents: 0,
    free_cancellation: 0,
    cancellation_policy: 0,
    notes: { ...trip, ...driverNotes, transfer_offer_token: token },
  };
  const store = cartStore.getState();
  // The offer line goes last, so the server's errors about it are named by the last index.
  const items = [...store.items.filter((i) => i.id !== line.id), line];
  store.setItems(items);
  const result = await syncCart();
  if (!result.ok) cartStore.getState().setItems(cartStore.getState().items.filter((i) => i.id !== line.id));
  return { result, index: items.length - 1 };
}

export function useBookTransferOffer() {
  return useMutation({ mutationKey: checkoutKeys.cartWrites, mutationFn: bookTransferOffer });
}
