// How long a partner has to answer a booking request, written down in docs/booking-answers.md: 48 hours from the
// booking, but never later than two hours before the start, and a request is only taken while that leaves the partner
// at least an hour. answerBySql (bookings/repository.ts) says the same in SQL.
import type { ServiceConfirmation } from '../../db/schema/statuses';
import { confirmedOnPayment } from '@mp/shared/domain';

/** Hours a partner has to answer a request booked well ahead (booking_items.pending_hours' default). */
export const ANSWER_HOURS = 48;
/** The answer is due this long before the start, so the customer knows before they set out. */
export const ANSWER_CUTOFF_HOURS = 2;
/** The least time a request leaves the partner to answer; a start closer than cut-off + this cannot be requested. */
export const LEAST_ANSWER_HOURS = 1;
/** The least notice a request needs before its start. */
export const REQUEST_NOTICE_HOURS = ANSWER_CUTOFF_HOURS + LEAST_ANSWER_HOURS;

const HOUR = 3_600_000;

/** When the answer to an item booked at `bookedAt` for `start` is due. */
export function answerBy(bookedAt: Date, start: Date, pendingHours: number = ANSWER_HOURS): Date {
  return new Date(Math.min(bookedAt.getTime() + pendingHours * HOUR, start.getTime() - ANSWER_CUTOFF_HOURS * HOUR));
}

/** Whether a request for `start` can still be made at `now`. */
export function requestOpen(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= REQUEST_NOTICE_HOURS * HOUR;
}

/**
 * Whether `start` can still be booked at `now`: a request needs the notice above, a service confirmed at once
 * (confirmation.ts) waits for no answer and is taken up to its start.
 */
export function bookingOpen(start: Date, now: Date, confirmation: ServiceConfirmation): boolean {
  return confirmation === 'instant' ? start.getTime() > now.getTime() : requestOpen(start, now);
}

/**
 * When the last of a booking's requests is answered at the latest (what the customer is told), or null if none waits
 * for an answer: gift cards and items confirmed on payment (confirmation.ts: event tickets, instant tables and instant
 * services) never do, and any other item paid or about to be is a request until its partner answers.
 */
export function lastAnswerBy(
  items: readonly {
    createdAt: Date;
    bookingDate: Date;
    pendingHours: number;
    status: string;
    unserializedService: unknown;
  }[],
): Date | null {
  const due = items
    .filter(
      (i) =>
        (i.status === 'pending' || i.status === 'waiting_payment') &&
        (i.unserializedService as { kind?: string } | null)?.kind !== 'gift_card' &&
        !confirmedOnPayment(i.unserializedService),
    )
    .map((i) => answerBy(i.createdAt, i.bookingDate, i.pendingHours).getTime());
  return due.length > 0 ? new Date(Math.max(...due)) : null;
}
