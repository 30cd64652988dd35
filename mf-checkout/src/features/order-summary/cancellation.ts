// The free-cancellation deadline of a cart line (spec §4: free cancellation applies only while the start minus the
// policy hours is still in the future; §5: only when free_cancellation and cancellation_policy are both above 0).
import { canCancelFree, lisbonInstant, showCancellationText } from '@mp/shared/domain';
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
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Europe/Lisbon' }).format(instant);
}
