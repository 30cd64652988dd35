// A booking's amount breakdown (@mp/shared/domain bookingAmounts) from what is stored: the items' gross prices and
// discounts, the promo code's redemption, the points spent, the gift card's part (the booking's annotation) and what
// the payment method was asked for. The purchase-complete page and the confirmation mail both show it.
import { bookingAmounts, type BookingAmounts } from '@mp/shared/domain';
import type { Conn } from '../cart/sql';
import { promoCentsOfBooking, type BookingItemRow, type BookingRow } from './repository';

export async function amountsOfBooking(
  db: Conn,
  booking: BookingRow,
  items: readonly Pick<BookingItemRow, 'valueCents' | 'discountCents'>[],
  method: { amountCents: number } | null,
): Promise<BookingAmounts> {
  const gift = (booking.annotations as { gift_card?: { cents?: number } }).gift_card;
  return bookingAmounts({
    lines: items.map((i) => ({ gross_cents: i.valueCents, discount_cents: i.discountCents })),
    promo_cents: await promoCentsOfBooking(db, booking.id),
    points_used: booking.pointsUsed,
    total_cents: booking.totalCents,
    gift_card_cents: gift?.cents ?? 0,
    method_cents: method?.amountCents ?? 0,
  });
}
