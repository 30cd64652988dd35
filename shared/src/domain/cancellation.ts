// One cancellation rule for every screen and mail (cart, order summary, Pay, voucher, My bookings): spec §4 free
// cancellation applies only while start − policy hours is still ahead, and spec §5 only when free_cancellation and
// cancellation_policy are both above 0. Once the window has passed, or when there is none, the booking is
// non-refundable: it can still be cancelled, without a refund. A line that costs nothing (a restaurant table without a
// deposit) has nothing to refund or keep: it is free to cancel whatever the policy, and never reads "Non-refundable".
import { dateTimeFormat } from './format';
import { lisbonInstant } from './lisbon-time';
import { canCancelFree, showCancellationText } from './time';

export type CancellationTerms =
  /** Cancelling before `until` refunds the line in full. */
  | { kind: 'free_until'; until: Date }
  /** No refund: the policy offers none, or its deadline has passed. */
  | { kind: 'non_refundable' }
  /** Nothing was (or will be) paid for the line: cancelling costs nothing, at any time before the start. */
  | { kind: 'nothing_paid' };

export interface CancellationPolicy {
  free_cancellation?: number | boolean | null;
  cancellation_policy?: number | null;
  /**
   * What the line costs (or what is left of its charge), when the caller knows it: 0 makes it `nothing_paid`;
   * absent, the policy alone decides.
   */
  charged_cents?: number | null;
}

type Instant = Date | string | number;

/**
 * The terms of a line that starts at `startsAt` (an instant, or a Lisbon `YYYY-MM-DD` day with its `HH:MM` start).
 * Null when there is nothing to say: no start (a gift card, a line without a date yet).
 */
export function cancellationTerms(
  policy: CancellationPolicy,
  startsAt: Instant | { date: string | null; time?: string | null } | null,
  now: Instant = Date.now(),
): CancellationTerms | null {
  const start = startInstant(startsAt);
  if (!start) return null;
  if (policy.charged_cents === 0) return { kind: 'nothing_paid' };
  const hours = Math.max(0, Number(policy.cancellation_policy ?? 0));
  if (!showCancellationText(policy.free_cancellation ? 1 : 0, hours)) return { kind: 'non_refundable' };
  if (!canCancelFree(start, hours, now)) return { kind: 'non_refundable' };
  return { kind: 'free_until', until: new Date(start.getTime() - hours * 3_600_000) };
}

function startInstant(startsAt: Instant | { date: string | null; time?: string | null } | null): Date | null {
  if (startsAt === null) return null;
  if (typeof startsAt === 'object' && !(startsAt instanceof Date)) {
    // A line without a start time starts with its day.
    return startsAt.date ? lisbonInstant(startsAt.date, startsAt.time ?? '00:00') : null;
  }
  const date = startsAt instanceof Date ? startsAt : new Date(startsAt);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The earliest of several lines' terms: the whole order is free to cancel only until its first deadline. Lines that
 * cost nothing bind nothing; only when every line is such does the order read `nothing_paid`.
 */
export function earliestTerms(terms: readonly (CancellationTerms | null)[]): CancellationTerms | null {
  let found: CancellationTerms | null = null;
  for (const t of terms) {
    if (!t) continue;
    if (t.kind === 'non_refundable') return t;
    if (t.kind === 'nothing_paid') {
      found ??= t;
      continue;
    }
    if (!found || found.kind === 'nothing_paid' || t.until < found.until) found = t;
  }
  return found;
}

/**
 * The terms of a booked item as the API answers them (`ClientBookingItem.free_cancellation`): free until `until` while
 * the window is open, nothing to pay for an item that cost nothing, non-refundable otherwise.
 */
export function bookedItemTerms(fc: {
  open: boolean;
  until: string | null;
  nothing_paid?: boolean;
}): CancellationTerms {
  if (fc.nothing_paid) return { kind: 'nothing_paid' };
  return fc.open && fc.until ? { kind: 'free_until', until: new Date(fc.until) } : { kind: 'non_refundable' };
}

/** "03/12/2026, 09:30": the deadline in Lisbon time, en-GB digits in both languages (spec §9). */
export function formatCancellationDeadline(instant: Instant): string {
  return dateTimeFormat('en', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Europe/Lisbon',
  }).format(instant instanceof Date ? instant : new Date(instant));
}
