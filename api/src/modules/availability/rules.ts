// The days a service can be booked, as a pure function of its rules, what is already booked and the
// clock, so the public read, the cart and the tests share one definition.
import type { AvailabilityDay, ClosedReason, PartnerAvailabilityDay } from '@mp/shared/contracts';
import { servicePrice, weekdayOf, type PricedService } from '@mp/shared/domain';
import { lisbonInstant } from '../../lib/lisbon-time';
import { bookingOpen } from '../bookings/answer-window';
import type { ServiceConfirmation } from '../../db/schema/statuses';

export interface ServiceRules {
  /** null: the service has no availability rules: open every day at `startTimes`. */
  weekly: { weekday: number; times: string[] }[] | null;
  startTimes: string[];
  dailyCapacity: number;
  cutoffHours: number;
  blocked: ReadonlySet<string>;
  /** Who confirms a booking (bookings/confirmation.ts): a request needs notice, an instant booking only a start ahead. */
  confirmation: ServiceConfirmation;
  /** Start times closed on one date from the partner's calendar, as `slotKey(date, time)` (docs/adr/051). */
  blockedSlots?: ReadonlySet<string>;
}

/** The key of one start time on one date in `ServiceRules.blockedSlots`. */
export const slotKey = (date: string, time: string) => `${date} ${time}`;

export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const d = new Date(`${from}T12:00:00Z`);
  const end = new Date(`${to}T12:00:00Z`);
  while (d <= end) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

/** The start times of a date before the cut-off (all of them when the day is open and has no start times: []). */
export function openTimes(
  rules: ServiceRules,
  date: string,
  today: string,
  now: Date,
): { open: boolean; times: string[] } {
  if (date < today || rules.blocked.has(date)) return { open: false, times: [] };
  let times = rules.startTimes;
  if (rules.weekly) {
    const day = rules.weekly.find((w) => w.weekday === weekdayOf(date));
    if (!day) return { open: false, times: [] };
    times = day.times;
  }
  // The partner's own cut-off, and the notice a request needs for the partner to answer before the start
  // (answer-window.ts); a service confirmed on payment needs none.
  const cutoffMs = rules.cutoffHours * 3_600_000;
  const open = (start: Date) =>
    start.getTime() - cutoffMs > now.getTime() && bookingOpen(start, now, rules.confirmation);
  const blockedSlots = rules.blockedSlots;
  const sorted = [...times].filter((t) => !blockedSlots?.has(slotKey(date, t))).sort();
  // Every start time of the day blocked: the day is closed, not a day without start times.
  if (sorted.length === 0 && times.length > 0) return { open: false, times: [] };
  // A service without start times starts with the day: it is requested before the day begins.
  if (sorted.length === 0) return { open: open(lisbonInstant(date, '00:00')), times: [] };
  const bookable = sorted.filter((t) => open(lisbonInstant(date, t)));
  return { open: bookable.length > 0, times: bookable };
}

/**
 * What one person (or the group, for a group price) pays, after the service's discount: the cart's own price rule
 * (servicePrice) for a booking of one. Every date of a service has that price; a price of its own for some dates
 * would be added here and in the cart together, so the calendar never shows what the cart would not charge.
 */
export function unitPriceCents(service: PricedService): number | null {
  return servicePrice(service, 1)?.unit_cents ?? null;
}

export function dayAvailability(
  rules: ServiceRules,
  date: string,
  booked: { capacity: number; booked: number } | undefined,
  today: string,
  now: Date,
  priceCents: number | null = null,
): AvailabilityDay {
  const { open, times } = openTimes(rules, date, today, now);
  if (!open) return { date, state: 'closed', remaining: 0, times: [], price_cents: null };
  const capacity = booked?.capacity ?? rules.dailyCapacity;
  const remaining = Math.max(0, capacity - (booked?.booked ?? 0));
  if (remaining === 0) return { date, state: 'sold_out', remaining: 0, times: [], price_cents: null };
  const low = remaining <= 3 || remaining <= capacity * 0.2;
  return {
    date,
    state: low ? 'low' : 'available',
    remaining,
    times: times.map((time) => ({ time, remaining })),
    price_cents: priceCents,
  };
}

/** The start times a date is set to open at, cut-off and closures aside (null: the weekday is closed). */
export function scheduledTimes(rules: ServiceRules, date: string): string[] | null {
  if (!rules.weekly) return [...rules.startTimes].sort();
  const day = rules.weekly.find((w) => w.weekday === weekdayOf(date));
  return day ? [...day.times].sort() : null;
}

/**
 * One day of a service as the partner's calendar shows it: the day's places (shared by its start times), what each
 * start time sold, and what is closed and why. A time that sold places but is no longer scheduled is still listed, so
 * no booking is hidden.
 */
export function partnerDay(
  rules: ServiceRules,
  date: string,
  places: { capacity: number; booked: number; held: number } | undefined,
  soldByTime: ReadonlyMap<string, number>,
): PartnerAvailabilityDay {
  const capacity = places?.capacity ?? rules.dailyCapacity;
  const sold = places?.booked ?? 0;
  const held = places?.held ?? 0;
  const scheduled = scheduledTimes(rules, date);
  const dayReason: ClosedReason = rules.blocked.has(date) ? 'closed_date' : scheduled === null ? 'weekday' : null;
  const times = [...new Set([...(scheduled ?? []), ...soldByTime.keys()])].sort();
  const slots = times.map((time) => {
    const reason: ClosedReason =
      dayReason ??
      (rules.blockedSlots?.has(slotKey(date, time)) ? 'blocked_slot' : scheduled?.includes(time) ? null : 'weekday');
    return { time, sold: soldByTime.get(time) ?? 0, closed: reason !== null, closed_reason: reason };
  });
  const allSlotsClosed = slots.length > 0 && slots.every((s) => s.closed);
  return {
    date,
    capacity,
    sold,
    held,
    left: Math.max(0, capacity - sold - held),
    closed: dayReason !== null || allSlotsClosed,
    closed_reason: dayReason ?? (allSlotsClosed ? 'blocked_slot' : null),
    slots,
  };
}
