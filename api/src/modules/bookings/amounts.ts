// A booking's amount breakdown (@mp/shared/domain bookingAmounts) from what is stored: the items' gross prices and
// discounts, the promo code's redemption, the points spent, the gift card's part (the booking's annotation) and what
// the payment method was asked for. The purchase-complete page and the confirmation mail both show it.
import { bookingAmounts, type BookingAmounts } from '@mp/shared/domain';
import type { Conn } from '../cart/sql';
import { promoCentsOfBooking, type BookingItemRow, type BookingRow } from './repository';

type PricedItem = Pick<
  BookingItemRow,
  | 'valueCents'
  | 'discountCents'
  | 'quantity'
  | 'adults'
  | 'children'
  | 'adultUnitCents'
  | 'childUnitCents'
  | 'unserializedService'
>;

/**
 * What a line cost after its service's own discount, from the prices it was sold at: each band's price (docs/adr/023),
 * or the unit price charged per person or per group. Null when they do not say (a gift card, a priced transfer).
 */
function priceAfterServiceDiscount(item: PricedItem): number | null {
  if (item.adults !== null && item.children !== null && item.adultUnitCents !== null && item.childUnitCents !== null) {
    return item.adults * item.adultUnitCents + item.children * item.childUnitCents;
  }
  const s = item.unserializedService as { unit_price_cents?: number; price_type?: string; kind?: string };
  if (typeof s.unit_price_cents !== 'number' || s.kind === 'transfer' || s.kind === 'gift_card') return null;
  if (s.price_type === 'per_person') return s.unit_price_cents * item.quantity;
  if (s.price_type === 'per_group') return s.unit_price_cents;
  return null;
}

export async function amountsOfBooking(
  db: Conn,
  booking: BookingRow,
  items: readonly PricedItem[],
  method: { amountCents: number } | null,
): Promise<BookingAmounts> {
  const gift = (booking.annotations as { gift_card?: { cents?: number } }).gift_card;
  return bookingAmounts({
    lines: items.map((i) => ({
      gross_cents: i.valueCents,
      discount_cents: i.discountCents,
      price_cents: priceAfterServiceDiscount(i),
    })),
    // Only a booking with a promo code has a redemption to read (the booking path counts its statements).
    promo_cents: booking.promoCodeId === null ? 0 : await promoCentsOfBooking(db, booking.id),
    points_used: booking.pointsUsed,
    total_cents: booking.totalCents,
    gift_card_cents: gift?.cents ?? 0,
    method_cents: method?.amountCents ?? 0,
  });
}
