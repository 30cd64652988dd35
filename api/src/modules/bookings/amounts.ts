// A booking's amount breakdown (@mp/shared/domain bookingAmounts) from what is stored: the items' gross prices and
// discounts, the promo code's redemption, the points spent, the gift card's part (the booking's annotation) and what
// the payment method was asked for. The purchase-complete page and the confirmation mail both show it.
import type { BookingBreakdown, Locale } from '@mp/shared/contracts';
import { bookingAmounts, type BookingAmounts } from '@mp/shared/domain';
import type { Conn } from '../../db/sql';
import { refundLinesOf } from './refunds';
import {
  bookingsByIds,
  itemsOfBookings,
  partialRefundsOfBookings,
  paymentsOfBookings,
  promoCentsOfBooking,
  promoCentsOfBookings,
  type BookingItemRow,
  type BookingRow,
} from './repository';
import { INTERNAL_PAYMENT_PROVIDERS } from '../../db/schema/statuses';

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

function amountsOf(
  booking: BookingRow,
  items: readonly PricedItem[],
  method: { amountCents: number } | null,
  promoCents: number,
): BookingAmounts {
  const gift = (booking.annotations as { gift_card?: { cents?: number } }).gift_card;
  return bookingAmounts({
    lines: items.map((i) => ({
      gross_cents: i.valueCents,
      discount_cents: i.discountCents,
      price_cents: priceAfterServiceDiscount(i),
    })),
    promo_cents: promoCents,
    points_used: booking.pointsUsed,
    total_cents: booking.totalCents,
    gift_card_cents: gift?.cents ?? 0,
    method_cents: method?.amountCents ?? 0,
  });
}

export async function amountsOfBooking(
  db: Conn,
  booking: BookingRow,
  items: readonly PricedItem[],
  method: { amountCents: number } | null,
): Promise<BookingAmounts> {
  // Only a booking with a promo code has a redemption to read (the booking path counts its statements).
  const promo = booking.promoCodeId === null ? 0 : await promoCentsOfBooking(db, booking.id);
  return amountsOf(booking, items, method, promo);
}

/** Payments our own ledger makes: a gift card's part is on the booking, a staff gift or nothing due is nobody's money. */
const INTERNAL_PROVIDERS = new Set(INTERNAL_PAYMENT_PROVIDERS);

type PaymentRow = Awaited<ReturnType<typeof paymentsOfBookings>>[number];
type PartialRefundRow = Awaited<ReturnType<typeof partialRefundsOfBookings>>[number];

function groupBy<T>(list: readonly T[], key: (t: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const t of list) groups.set(key(t), [...(groups.get(key(t)) ?? []), t]);
  return groups;
}

function breakdownOf(
  booking: BookingRow,
  items: readonly BookingItemRow[],
  payments: readonly PaymentRow[],
  promoCents: number,
  partialRefunds: readonly PartialRefundRow[],
  locale: Locale,
): BookingBreakdown {
  // The payment that was taken, even if some of it went back since (a refund is a line of its own).
  const method = payments.find(
    (p) => (p.status === 'paid' || p.status === 'refunded') && !INTERNAL_PROVIDERS.has(p.provider),
  );
  const amounts = amountsOf(booking, items, method ?? null, promoCents);
  const gift = (booking.annotations as { gift_card?: { last4?: string; cents?: number } }).gift_card;
  const name = (i: BookingItemRow) => {
    const s = i.unserializedService as { name_en?: string; name_pt?: string };
    return (locale === 'pt' ? (s.name_pt ?? s.name_en) : (s.name_en ?? s.name_pt)) ?? '';
  };
  return {
    lines: items.map((i, index) => ({
      item_id: i.id,
      name: name(i),
      cents: amounts.line_cents[index] ?? i.valueCents,
    })),
    discount_cents: amounts.discount_cents,
    promo_cents: amounts.promo_cents,
    points_used: amounts.points_used,
    points_cents: amounts.points_cents,
    total_cents: amounts.total_cents,
    gift_card: gift && (gift.cents ?? 0) > 0 ? { last4: gift.last4 ?? '', cents: gift.cents ?? 0 } : null,
    payment: method && method.amountCents > 0 ? { method: method.provider, cents: method.amountCents } : null,
    // What a cancellation gave back (on the item), then each partial refund staff gave (its own rows, ADR 045).
    refunds: [
      ...items.flatMap((i) => (refundLinesOf(i.annotations) ?? []).map((l) => ({ item_id: i.id, ...l }))),
      ...partialRefunds.flatMap((r) =>
        (refundLinesOf({ refund: r.lines }) ?? []).map((l) => ({ item_id: r.item_id, ...l })),
      ),
    ],
    adds_up: amounts.adds_up,
  };
}

/**
 * The breakdowns the voucher and My bookings show, by booking, every item of each included: the same figures as the
 * purchase-complete page and the confirmation mail, then each refund an item kept, method by method. A page of
 * bookings takes five statements whatever its length; a booking that does not exist has none.
 */
export async function bookingBreakdowns(
  db: Conn,
  bookingIds: readonly number[],
  locale: Locale,
): Promise<Map<number, BookingBreakdown>> {
  if (bookingIds.length === 0) return new Map();
  const [found, items, payments, promos, partialRefunds] = await Promise.all([
    bookingsByIds(db, bookingIds),
    itemsOfBookings(db, bookingIds),
    paymentsOfBookings(db, bookingIds),
    promoCentsOfBookings(db, bookingIds),
    partialRefundsOfBookings(db, bookingIds),
  ]);
  const itemsOf = groupBy(items, (i) => i.bookingId);
  const paymentsOf = groupBy(payments, (p) => p.bookingId);
  const refundsOf = groupBy(partialRefunds, (r) => r.booking_id);
  return new Map(
    found.map((b) => [
      b.id,
      breakdownOf(
        b,
        itemsOf.get(b.id) ?? [],
        paymentsOf.get(b.id) ?? [],
        promos.get(b.id) ?? 0,
        refundsOf.get(b.id) ?? [],
        locale,
      ),
    ]),
  );
}
