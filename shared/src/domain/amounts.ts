// One breakdown of what a booking cost and how it was paid, for every place that shows it (purchase-complete page,
// confirmation mail): the lines at their price, each discount on its own line (the services' own discounts, the
// promo code, the points), the total, then each payment (gift card, the method that paid the rest). It adds up by
// construction, and `adds_up` says whether the stored figures agree with it.
import { pointsValueCents } from './points';

export interface BookingAmountsInput {
  /**
   * Each line's gross price, its discount as stored (the service's own discount plus its share of the promo code), and
   * what it costs after the service's own discount when that is known (its unit or band prices), else null.
   */
  lines: readonly { gross_cents: number; discount_cents: number; price_cents?: number | null }[];
  /** What the promo code took off the whole booking (0 without one). */
  promo_cents: number;
  points_used: number;
  /** What the booking cost after every discount. */
  total_cents: number;
  /** Paid with a gift card, and by the payment method (card, PayPal, MB WAY, crypto). */
  gift_card_cents: number;
  method_cents: number;
}

export interface BookingAmounts {
  /** What each line shows: its price after the service's own discount, or its gross price when `discount_cents` says it. */
  line_cents: number[];
  subtotal_cents: number;
  /** The services' own discounts not already in `line_cents` (value_discount), without the promo code's share. */
  discount_cents: number;
  promo_cents: number;
  points_used: number;
  points_cents: number;
  total_cents: number;
  gift_card_cents: number;
  method_cents: number;
  /** subtotal − discounts − promo − points = total, and gift card + method = total. */
  adds_up: boolean;
}

export function bookingAmounts(input: BookingAmountsInput): BookingAmounts {
  const gross = input.lines.reduce((sum, l) => sum + l.gross_cents, 0);
  const lineDiscounts = input.lines.reduce((sum, l) => sum + l.discount_cents, 0);
  const serviceDiscounts = Math.max(0, lineDiscounts - input.promo_cents);
  // Lines at their price after the service's own discount (what their unit and band prices say) when every line's is
  // known and they account for exactly those discounts; otherwise gross lines and one "Discount" row.
  const priced =
    input.lines.every((l) => typeof l.price_cents === 'number') &&
    gross - input.lines.reduce((sum, l) => sum + (l.price_cents ?? 0), 0) === serviceDiscounts;
  const lineCents = input.lines.map((l) => (priced ? (l.price_cents as number) : l.gross_cents));
  const subtotal = lineCents.reduce((sum, c) => sum + c, 0);
  const discount = priced ? 0 : serviceDiscounts;
  const points = pointsValueCents(input.points_used);
  const total = input.total_cents;
  return {
    line_cents: lineCents,
    subtotal_cents: subtotal,
    discount_cents: discount,
    promo_cents: input.promo_cents,
    points_used: input.points_used,
    points_cents: points,
    total_cents: total,
    gift_card_cents: input.gift_card_cents,
    method_cents: input.method_cents,
    adds_up:
      subtotal - discount - input.promo_cents - points === total &&
      input.gift_card_cents + input.method_cents === total,
  };
}
