// POST /api/cart/check for the ticket lines an event page would add, at the moment of adding: seats go while the page
// is open, so a session sold out meanwhile is said here and never reaches the cart. Nothing is stored.
import { api, unwrap } from '@mp/shared/api';
import type { CartCheck, EnvelopeOf } from '@mp/shared/contracts';
import type { CartItem } from '@mp/shared/stores';

/** The first reason the lines cannot be bought, in the page's language; null when all of them can. */
export async function checkTickets(items: readonly CartItem[]): Promise<string | null> {
  const body = {
    items: items.map((i) => ({
      id: i.id,
      service_id: i.service_id,
      date: i.date,
      time: i.time,
      quantity: i.quantity,
      notes: i.notes,
    })),
  };
  const data = unwrap(await api.post<EnvelopeOf<CartCheck>>('cart/check', body));
  return data.content.items.find((line) => line.error)?.error ?? null;
}
