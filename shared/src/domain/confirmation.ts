// Whether a booked item was confirmed by its payment, without waiting for its partner (docs/booking-answers.md): event
// tickets (docs/adr/043), and items whose snapshot names instant confirmation (a restaurant that confirms its tables at
// once, docs/adr/044; a service set to instant confirmation, transfers' default, docs/adr/049). Tickets sold before
// the snapshot named its confirmation are known by their kind. The API's SQL says the same (bookings/confirmation.ts).
export function confirmedOnPayment(snapshot: unknown): boolean {
  const s = snapshot as { kind?: string; confirmation?: string } | null;
  return s?.kind === 'event' || s?.confirmation === 'instant';
}
