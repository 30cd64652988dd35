// Turning a restaurant page's table request into a cart line (docs/adr/044): one line per table, named by the day and
// time, with the party size as its quantity and the party's note to the restaurant (allergies, an occasion) in its notes.
import type { RestaurantTables, ServiceDetail } from '@mp/shared/contracts';
import type { CartItem } from '@mp/shared/stores';

/** The cart line id of a table at a restaurant on a day and time. */
export function tableLineId(serviceId: number, date: string, time: string): string {
  return `table-${serviceId}-${date}-${time}`;
}

export interface TableRequest {
  date: string;
  time: string;
  party: number;
  note: string;
}

/** The cart line of a table request; the same restaurant, day and time again replaces the party (one table). */
export function tableCartItem(
  service: Pick<ServiceDetail, 'id' | 'slug' | 'name' | 'image_url' | 'annotations'>,
  tables: Pick<RestaurantTables, 'deposit_cents'>,
  request: TableRequest,
): CartItem {
  const note = request.note.trim();
  return {
    id: tableLineId(service.id, request.date, request.time),
    service_id: service.id,
    service_slug: service.slug,
    kind: 'restaurant',
    name: service.name,
    image_url: service.image_url,
    date: request.date,
    time: request.time,
    quantity: request.party,
    unit_price_cents: tables.deposit_cents,
    total_cents: tables.deposit_cents * request.party,
    discount_cents: 0,
    free_cancellation: service.annotations.free_cancellation ? 1 : 0,
    cancellation_policy: service.annotations.cancellation_policy,
    notes: note ? { request: note } : {},
  };
}
