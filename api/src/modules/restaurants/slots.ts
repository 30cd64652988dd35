// A restaurant's table lines (docs/adr/044): what a request must name (a bookable time of an open day, a party the
// restaurant seats, notes short enough) and the covers left in each slot it takes. The cart checks them as advice; the
// checkout hold and the booking check them again once the day's capacity row is locked, which every booking and hold of
// that restaurant's day takes first, so two parties racing for a slot's last covers are served one after the other.
import type { CartItemInput } from '@mp/shared/contracts';
import type { MessageRef } from '../../lib/errors';
import { lisbonInstant } from '../../lib/lisbon-time';
import { requestOpen, REQUEST_NOTICE_HOURS } from '../bookings/answer-window';
import type { RestaurantRules, ServiceForPricing } from '../cart/repository';
import type { Conn } from '../../db/sql';
import { coversTaken } from './repository';
import { dayCovers, slotBounds, tableTime } from './times';

/** The longest note a party leaves the restaurant (allergies, an occasion). */
export const TABLE_NOTE_MAX = 500;

type TableLine = { notes: Record<string, unknown>; time: string; at: Date; dayCovers: number } | { error: MessageRef };

/** A restaurant cart line checked against its rules: its time, start and day covers, or why it cannot be booked. */
export function restaurantLine(
  service: Pick<ServiceForPricing, 'restaurant' | 'max_capacity' | 'blocked_dates'>,
  input: Pick<CartItemInput, 'time' | 'quantity'>,
  notes: Record<string, unknown>,
  date: string,
  now: Date,
): TableLine {
  const rules = service.restaurant;
  if (!rules) return { error: { key: 'restaurants.notFound' } };
  if (service.blocked_dates.includes(date)) return { error: { key: 'restaurants.closed' } };
  const table = tableTime(rules, date, input.time);
  if (!table) return { error: { key: 'restaurants.timeUnavailable' } };
  const at = lisbonInstant(date, table.time);
  if (at.getTime() <= now.getTime()) return { error: { key: 'restaurants.timeUnavailable' } };
  // A request the restaurant answers needs the time to answer it; an instant table does not.
  if (rules.confirmation === 'partner' && !requestOpen(at, now))
    return { error: { key: 'availability.tooSoon', params: { hours: REQUEST_NOTICE_HOURS } } };
  if (input.quantity > service.max_capacity)
    return { error: { key: 'restaurants.partyTooLarge', params: { count: service.max_capacity } } };
  const note = notes.request;
  if (note !== undefined && (typeof note !== 'string' || note.length > TABLE_NOTE_MAX))
    return { error: { key: 'restaurants.noteTooLong', params: { count: TABLE_NOTE_MAX } } };
  const request = typeof note === 'string' ? note.trim() : '';
  const rest = { ...notes };
  delete rest.request;
  return {
    notes: request ? { ...rest, request } : rest,
    time: table.time,
    at,
    dayCovers: dayCovers(rules, date),
  };
}

interface SlotLine {
  index: number;
  quantity: number;
  date: string | null;
  time: string | null;
  service: { id: number; kind: string; restaurant: RestaurantRules | null };
}

/**
 * The covers left in the slot of every restaurant line (by line index) and the lines whose slot, with the cart's other
 * parties in it, has too few (`items.N`). Other carts' live holds count; `ownCarts` are the caller's.
 */
export async function slotsOver(
  db: Conn,
  lines: readonly SlotLine[],
  ownCarts: readonly number[],
): Promise<{ left: Map<number, number>; full: Record<string, MessageRef> }> {
  const groups = new Map<
    string,
    { serviceId: number; from: Date; to: Date; covers: number; wanted: number; indexes: number[] }
  >();
  for (const line of lines) {
    const rules = line.service.restaurant;
    if (line.service.kind !== 'restaurant' || !rules || !line.date) continue;
    const table = tableTime(rules, line.date, line.time);
    if (!table) continue;
    const bounds = slotBounds(table);
    const key = `${line.service.id}|${line.date}|${bounds.from}`;
    const group = groups.get(key) ?? {
      serviceId: line.service.id,
      from: lisbonInstant(line.date, bounds.from),
      to: lisbonInstant(line.date, bounds.to),
      covers: rules.covers_per_slot,
      wanted: 0,
      indexes: [],
    };
    group.wanted += line.quantity;
    group.indexes.push(line.index);
    groups.set(key, group);
  }
  const list = [...groups.values()];
  const taken = await coversTaken(db, list, ownCarts);
  const left = new Map<number, number>();
  const full: Record<string, MessageRef> = {};
  list.forEach((g, n) => {
    const free = Math.max(0, g.covers - (taken[n] ?? 0));
    for (const i of g.indexes) {
      left.set(i, free);
      if (g.wanted > free)
        full[`items.${i}`] =
          free === 0 ? { key: 'restaurants.slotFull' } : { key: 'restaurants.fewCovers', params: { count: free } };
    }
  });
  return { left, full };
}
