import type { CartItem } from '@mp/shared/stores';
import { ticketCartItems, ticketLineId, ticketTotalCents } from './event-cart';
import { detail } from '../../test-support/service.fixture';

const types = [
  { id: 11, name: 'General admission', seating: 'general' as const, price_cents: 2500 },
  { id: 12, name: 'Stalls seat', seating: 'seated' as const, price_cents: 4000 },
];
const session = { date: '2026-12-05', time: '21:30' };

describe('event tickets as cart lines (docs/adr/043)', () => {
  it('makes one line per ticket type chosen, named after it, with the type in the notes for the server to price', () => {
    const service = detail({ id: 7, name: 'A Night of Fado' });
    const items = ticketCartItems(service, session, types, { 11: 1, 12: 2 }, []);
    expect(items.map((i) => [i.id, i.name, i.kind, i.quantity, i.total_cents, i.notes])).toEqual([
      ['event-7-2026-12-05-11', 'A Night of Fado — General admission', 'event', 1, 2500, { ticket_type_id: 11 }],
      ['event-7-2026-12-05-12', 'A Night of Fado — Stalls seat', 'event', 2, 8000, { ticket_type_id: 12 }],
    ]);
    expect(items.every((i) => i.date === '2026-12-05' && i.time === '21:30')).toBe(true);
    expect(ticketTotalCents(types, { 11: 1, 12: 2 })).toBe(10500);
  });

  it('adds to the tickets of the same session and type already in the cart, and leaves a type not chosen out', () => {
    const service = detail({ id: 7 });
    const inCart = [{ id: ticketLineId(7, '2026-12-05', 12), quantity: 3 } as CartItem];
    const items = ticketCartItems(service, session, types, { 11: 0, 12: 1 }, inCart);
    expect(items.map((i) => [i.id, i.quantity, i.total_cents])).toEqual([['event-7-2026-12-05-12', 4, 16000]]);
  });
});
