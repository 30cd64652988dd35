// Which booked items are confirmed on payment, without waiting for their partner's answer (docs/booking-answers.md):
// event tickets (docs/adr/043), tables of a restaurant that confirms at once (docs/adr/044) and services set to instant
// confirmation, transfers' default (docs/adr/049). A booking item keeps its service's rule in its snapshot
// (`unserialized_service.confirmation`), so a later change of the setting never changes what was already sold.
import { sql, type SQL } from 'drizzle-orm';
import type { ServiceConfirmation } from '../../db/schema/statuses';

export interface ConfirmedService {
  kind: string;
  /** The service's own setting (services.confirmation). */
  confirmation: ServiceConfirmation;
  /** A restaurant's table rules, whose own setting decides for its tables. */
  restaurant?: { confirmation: ServiceConfirmation } | null;
}

/** How a service's booked items are confirmed: tickets at once, a table by its restaurant's rule, others by their own. */
export function confirmationOf(service: ConfirmedService): ServiceConfirmation {
  if (service.kind === 'event') return 'instant';
  if (service.kind === 'restaurant') return service.restaurant?.confirmation ?? 'partner';
  return service.confirmation;
}

/**
 * `confirmedOnPayment` of @mp/shared/domain (whether an item, by its snapshot, is confirmed on payment) in SQL, over
 * the booking item row `alias` (or the row an UPDATE changes, without one).
 */
export function confirmedOnPaymentSql(alias?: string): SQL {
  const column = alias ? sql.raw(`${alias}.unserialized_service`) : sql.raw('unserialized_service');
  return sql`(${column}->>'kind' = 'event' or ${column}->>'confirmation' = 'instant')`;
}

/** confirmationOf in SQL, over the services row `alias`: what a listing or a card says of the service. */
export function serviceConfirmationSql(alias: string): SQL {
  const s = sql.raw(alias);
  return sql`case ${s}.kind when 'event' then 'instant'
    when 'restaurant' then coalesce((select rr.confirmation from restaurant_booking_rules rr where rr.service_id = ${s}.id), 'partner')
    else ${s}.confirmation end`;
}
