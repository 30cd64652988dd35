// One car is never sold twice for the same time (docs/adr/052): a vehicle trip takes one of its vehicle's units for
// each leg, and a vehicle is not for sale on its blocked days. Advisory in the cart; the booking checks again under the
// vehicles' row locks and writes the windows in the same transaction.
import type { MessageRef } from '../../lib/errors';
import type { BusyWindow } from '../transfers/pricing';
import { unitsFree } from '../transfers/pricing';
import {
  busyWindowsOf,
  insertBusyWindows,
  lockVehicles,
  vehicleItemsOf,
  vehiclesBlockedOn,
} from '../transfers/repository';
import type { Conn } from '../../db/sql';

/** A vehicle trip's days (pickup, and return of a round trip) and the windows it keeps one unit busy. */
export interface VehicleTrip {
  dates: string[];
  windows: BusyWindow[];
}

interface TripLine {
  index: number;
  vehicle: { id: number; units: number } | null;
  vehicleTrip: VehicleTrip | null;
  /** A staff-quoted offer's line: its refusal says to ask for a new quote, not to search again. */
  offerId?: number | null;
}

/**
 * The vehicle lines that cannot have their vehicle: blocked on one of their days, or no unit free for a leg once the
 * trips already booked and the cart's earlier lines are counted (not the caller's own unpaid attempts at `ownCarts`,
 * which paying again replaces). Field → message.
 */
export async function vehicleTripsTaken(
  db: Conn,
  lines: readonly TripLine[],
  ownCarts: readonly number[] = [],
): Promise<Record<string, MessageRef>> {
  const trips = lines.filter((l) => l.vehicle && l.vehicleTrip);
  const errors: Record<string, MessageRef> = {};
  if (trips.length === 0) return errors;
  const ids = [...new Set(trips.map((l) => l.vehicle!.id))];
  const windows = trips.flatMap((l) => l.vehicleTrip!.windows);
  const from = new Date(Math.min(...windows.map((w) => w.starts.getTime())));
  const to = new Date(Math.max(...windows.map((w) => w.ends.getTime())));
  const blocked = await vehiclesBlockedOn(
    db,
    ids,
    trips.flatMap((l) => l.vehicleTrip!.dates),
  );
  const busy = await busyWindowsOf(db, ids, from, to, ownCarts);
  for (const line of trips) {
    const vehicle = line.vehicle!;
    const trip = line.vehicleTrip!;
    const field = `items.${line.index}`;
    const booked = busy.get(vehicle.id) ?? [];
    const scope = line.offerId ? 'transferOffers' : 'checkout';
    if (blocked.has(vehicle.id) && (await vehiclesBlockedOn(db, [vehicle.id], trip.dates)).size > 0)
      errors[field] = { key: `${scope}.vehicleBlocked` };
    else if (!unitsFree(vehicle.units, booked, trip.windows)) errors[field] = { key: `${scope}.vehicleTaken` };
    // The cart's own earlier trip takes its unit too.
    else busy.set(vehicle.id, [...booked, ...trip.windows]);
  }
  return errors;
}

/** Under the vehicles' row locks (taken here, in id order): the vehicle lines that can no longer have their vehicle. */
export async function lockVehicleTrips(tx: Conn, lines: readonly TripLine[]): Promise<Record<string, MessageRef>> {
  const ids = lines.filter((l) => l.vehicle && l.vehicleTrip).map((l) => l.vehicle!.id);
  if (ids.length === 0) return {};
  await lockVehicles(tx, ids);
  return vehicleTripsTaken(tx, lines);
}

/** Writes the busy windows of a booking's vehicle trips (its vehicle items in line order). */
export async function recordVehicleTrips(tx: Conn, bookingId: number, lines: readonly TripLine[]): Promise<void> {
  const vehicleLines = lines.filter((l) => l.vehicle);
  if (!vehicleLines.some((l) => l.vehicleTrip)) return;
  const items = await vehicleItemsOf(tx, bookingId);
  await insertBusyWindows(
    tx,
    vehicleLines.flatMap((line, i) => {
      const item = items[i];
      if (!item || !line.vehicleTrip) return [];
      return line.vehicleTrip.windows.map((w) => ({ bookingItemId: item.id, vehicleId: item.vehicle_id, ...w }));
    }),
  );
}
