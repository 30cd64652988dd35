// The free-cancellation deadline of a cart line (spec §4: free cancellation applies only while the start minus the
// policy hours is still in the future; §5: only when free_cancellation and cancellation_policy are both above 0).
import { canCancelFree, dateTimeFormat, lisbonInstant, showCancellationText } from '@mp/shared/domain';
import type { CartItem } from '@mp/shared/stores';

export type LineCancellation = { kind: 'free_until'; until: Date } | { kind: 'not_available' } | null;

/** null: nothing to say (a gift card, or a line without a date yet). */
export function lineCancellation(item: Pick<CartItem, 'kind' | 'date' | 'time' | 'free_cancellation' | 'cancellation_policy'>, now: number = Date.now()): LineCancellation {
  if (item.kind === 'gift_card' || !item.date) return null;
  if (!showCancellationText(item.free_cancellation, item.cancellation_policy)) return { kind: 'not_available' };
  // A line without a start time starts with its day.
  const start = lisbonInstant(item.date, item.time ?? '00:00');
  const policy = item.cancellation_policy ?? 0;
  if (!canCancelFree(start, policy, now)) return { kind: 'not_available' };
  return { kind: 'free_until', until: new Date(start.getTime() - policy * 3_600_000) };
}

/** "03/12/2026, 09:30" in Lisbon time: dates are en-GB in both languages (spec §9). */
export function formatLisbonDateTime(instant: Date): string {
  return dateTimeFormat('en', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Europe/Lisbon' }).format(instant);
}

export type OrderCancellation =
  /** Every line can be cancelled for free until `until`, the earliest of their deadlines. */
  | { kind: 'free_until'; until: Date }
  /** Some lines until `until`; the lines named in `notFree` cannot be cancelled for free. */
  | { kind: 'some_lines'; until: Date; notFree: string[] }
  | { kind: 'not_available' }
  | null;

/**
 * The order's free-cancellation terms shown at Pay: the earliest line deadline (cancelling the whole order for free
 * is possible only until then), and which lines have none. null: no line says anything (gift cards only).
 */
export function orderCancellation(
  items: readonly Pick<CartItem, 'name' | 'kind' | 'date' | 'time' | 'free_cancellation' | 'cancellation_policy'>[],
  now: number = Date.now(),
): OrderCancellation {
  let until: Date | null = null;
  const notFree = new Set<string>();
  for (const item of items) {
    const line = lineCancellation(item, now);
    if (line?.kind === 'not_available') notFree.add(item.name);
    else if (line?.kind === 'free_until' && (!until || line.until < until)) until = line.until;
  }
  if (!until) return notFree.size > 0 ? { kind: 'not_available' } : null;
  return notFree.size > 0 ? { kind: 'some_lines', until, notFree: [...notFree] } : { kind: 'free_until', until };
}
