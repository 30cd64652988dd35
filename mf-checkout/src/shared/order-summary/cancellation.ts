// The cancellation terms of cart lines, from the one rule of @mp/shared/domain (cancellationTerms) that the voucher and
// My bookings use too: "Free cancellation until <Lisbon date, time>" while the window is open, "Non-refundable" after,
// and "Nothing to pay: free to cancel" for a line that costs nothing (a table without a deposit).
import { cancellationTerms, type CancellationTerms } from '@mp/shared/domain';
import type { CartItem } from '@mp/shared/stores';

type LineFields = Pick<
  CartItem,
  'kind' | 'date' | 'time' | 'free_cancellation' | 'cancellation_policy' | 'total_cents' | 'discount_cents'
>;

/** null: nothing to say (a gift card, or a line without a date yet). */
export function lineCancellation(item: LineFields, now: number = Date.now()): CancellationTerms | null {
  if (item.kind === 'gift_card') return null;
  const policy = { ...item, charged_cents: item.total_cents - item.discount_cents };
  return cancellationTerms(policy, { date: item.date, time: item.time }, now);
}

export type OrderCancellation =
  /** Every line can be cancelled for free until `until`, the earliest of their deadlines. */
  | { kind: 'free_until'; until: Date }
  /** Some lines until `until`; the lines named in `notFree` are non-refundable. */
  | { kind: 'some_lines'; until: Date; notFree: string[] }
  | { kind: 'non_refundable' }
  /** No line costs anything: nothing to refund or keep. */
  | { kind: 'nothing_paid' }
  | null;

/**
 * The order's free-cancellation terms shown at Pay: the earliest line deadline (cancelling the whole order for free
 * is possible only until then), and which lines are non-refundable; lines that cost nothing bind neither. null: no
 * line says anything (gift cards only).
 */
export function orderCancellation(
  items: readonly (LineFields & Pick<CartItem, 'name'>)[],
  now: number = Date.now(),
): OrderCancellation {
  let until: Date | null = null;
  let nothingPaid = false;
  const notFree = new Set<string>();
  for (const item of items) {
    const line = lineCancellation(item, now);
    if (line?.kind === 'non_refundable') notFree.add(item.name);
    else if (line?.kind === 'nothing_paid') nothingPaid = true;
    else if (line?.kind === 'free_until' && (!until || line.until < until)) until = line.until;
  }
  if (!until) return notFree.size > 0 ? { kind: 'non_refundable' } : nothingPaid ? { kind: 'nothing_paid' } : null;
  return notFree.size > 0 ? { kind: 'some_lines', until, notFree: [...notFree] } : { kind: 'free_until', until };
}
