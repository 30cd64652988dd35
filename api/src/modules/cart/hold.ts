// The checkout hold (ADR 022): when the traveller leaves the cart for the personal-data step, the
// cart's places are held for CART_HOLD_MINUTES. A live hold counts against capacity for every other cart and
// booking, like a booking waiting for payment; it ends at `expires_at`, when the cart changes (the new content is
// held until the same time), when the cart is booked or closed, or on release.
import type { CartHold } from '@mp/shared/contracts';
import type { MessageRef } from '../../lib/errors';
import { lockCapacity } from '../bookings/repository';
import { slotsOver } from '../restaurants/slots';
import { noPlacesLeft, placesWanted, priceItems } from './pricing';
import { liveHoldsOf, placesHeldByOthers, replaceHolds, storedInputs } from './repository';
import type { Conn } from '../../db/sql';

export type HoldResult =
  | { held: CartHold['lines']; expiresAt: Date | null; errors: null }
  | { held: null; expiresAt: null; errors: Record<string, MessageRef> };

/**
 * Holds the stored content of `cartId` until `expiresAt`, inside the caller's transaction, which must already hold
 * the user and cart locks. Capacity rows are locked in the booking's order (sorted service|date), so a hold and a
 * booking (or two holds) for the last place are serialised and only one gets it. Nothing is written when a line
 * cannot be held: `errors` names each such line (`items.N`, N its position in the cart) and what to do.
 */
export async function holdCart(tx: Conn, cartId: number, expiresAt: Date, now = new Date()): Promise<HoldResult> {
  const inputs = await storedInputs(tx, cartId);
  if (inputs.length === 0) return { held: null, expiresAt: null, errors: { items: { key: 'checkout.cartEmpty' } } };
  const { lines, errors } = await priceItems(tx, inputs, { checkCapacity: false, now });
  if (Object.keys(errors).length) return { held: null, expiresAt: null, errors };
  const wanted = [...placesWanted(lines).values()];
  const locked = await lockCapacity(
    tx,
    wanted.map((w) => ({ serviceId: w.serviceId, date: w.date, capacity: w.capacity })),
  );
  const held = await placesHeldByOthers(tx, wanted, cartId);
  const full: Record<string, MessageRef> = {};
  for (const w of wanted) {
    const key = `${w.serviceId}|${w.date}`;
    const row = locked.get(key);
    const left = row ? row.capacity - row.booked - (held.get(key) ?? 0) : 0;
    if (w.places > left) for (const i of w.indexes) full[`items.${i}`] = noPlacesLeft(left);
  }
  // A restaurant's day row is locked above; its slots' covers are counted under that lock (docs/adr/044).
  for (const [field, message] of Object.entries((await slotsOver(tx, lines, [cartId])).full)) full[field] ??= message;
  if (Object.keys(full).length) return { held: null, expiresAt: null, errors: full };
  await replaceHolds(
    tx,
    cartId,
    wanted.map((w) => ({ serviceId: w.serviceId, date: w.date, places: w.places })),
    expiresAt,
  );
  const heldLines = lines
    .filter((l) => l.capacityDate !== null)
    .map((l) => ({ id: l.input.id, service_id: l.service.id, date: l.capacityDate as string, places: l.quantity }));
  return { held: heldLines, expiresAt: wanted.length ? expiresAt : null, errors: null };
}

/** When the cart's live hold ends, or null when it holds nothing. */
export async function liveHoldEnd(tx: Conn, cartId: number): Promise<Date | null> {
  const rows = await liveHoldsOf(tx, cartId);
  return rows.reduce<Date | null>((end, r) => (end === null || r.expiresAt < end ? r.expiresAt : end), null);
}

/** The wire view of a cart's live hold, with the lines of the cart it covers. */
export async function holdView(tx: Conn, cartId: number | null, minutes: number, now = new Date()): Promise<CartHold> {
  const empty: CartHold = { expires_at: null, now: now.toISOString(), minutes, lines: [] };
  if (cartId === null) return empty;
  const rows = await liveHoldsOf(tx, cartId);
  if (rows.length === 0) return empty;
  const inputs = await storedInputs(tx, cartId);
  const end = rows.reduce((e, r) => (r.expiresAt < e ? r.expiresAt : e), rows[0]!.expiresAt);
  const lines = inputs.flatMap((input) => {
    const row = rows.find((r) => r.serviceId === input.service_id && r.date === input.date);
    return row ? [{ id: input.id, service_id: input.service_id, date: row.date, places: input.quantity }] : [];
  });
  return { expires_at: end.toISOString(), now: now.toISOString(), minutes, lines };
}
