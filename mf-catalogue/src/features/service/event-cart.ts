// Turning an event page's choice into cart lines (docs/adr/043): one line per ticket type of the chosen session, so two
// ticket types are two lines of one session. Choosing the same session and ticket type again adds to its line.
import type { EventSession, EventTicketType, ServiceDetail } from '@mp/shared/contracts';
import type { CartItem } from '@mp/shared/stores';

/** The cart line id of a ticket type in a session. */
export function ticketLineId(serviceId: number, date: string, ticketTypeId: number): string {
  return `event-${serviceId}-${date}-${ticketTypeId}`;
}

/** The tickets chosen per ticket type id (0 or absent: none of that type). */
export type TicketCounts = Record<number, number>;

export function ticketTotalCents(types: readonly EventTicketType[], counts: TicketCounts): number {
  return types.reduce((sum, tt) => sum + tt.price_cents * (counts[tt.id] ?? 0), 0);
}

/**
 * The cart lines of a choice, each with what the cart already has of the same session and ticket type added (the
 * server prices the line as a whole and checks the session's places for every line of it together).
 */
export function ticketCartItems(
  service: Pick<ServiceDetail, 'id' | 'slug' | 'name' | 'image_url' | 'annotations'>,
  session: Pick<EventSession, 'date' | 'time'>,
  types: readonly EventTicketType[],
  counts: TicketCounts,
  inCart: readonly CartItem[],
): CartItem[] {
  return types.flatMap((tt) => {
    const chosen = counts[tt.id] ?? 0;
    if (chosen <= 0) return [];
    const id = ticketLineId(service.id, session.date, tt.id);
    const quantity = chosen + (inCart.find((i) => i.id === id)?.quantity ?? 0);
    return [
      {
        id,
        service_id: service.id,
        service_slug: service.slug,
        kind: 'event' as const,
        name: `${service.name} — ${tt.name}`,
        image_url: service.image_url,
        date: session.date,
        time: session.time,
        quantity,
        unit_price_cents: tt.price_cents,
        total_cents: tt.price_cents * quantity,
        discount_cents: 0,
        free_cancellation: service.annotations.free_cancellation ? 1 : 0,
        cancellation_policy: service.annotations.cancellation_policy,
        notes: { ticket_type_id: tt.id },
      },
    ];
  });
}
