// The sum check of a booking's payment lines: the items' list price less the discounts and points is what the customer
// owed, and the lines that paid it (gift card, each method whose money was taken, a staff gift) must add up to it.
import type { SuperSettlement } from '@mp/shared/contracts';

/** Payment statuses whose money was taken (an authorised card is the customer's money held, captured later). */
const TAKEN = new Set(['paid', 'authorized', 'refunded']);

export interface SettlementSums {
  /** Discounts and points taken off the list price (a positive amount). */
  offCents: number;
  /** What the customer owed: list price less discounts and points. */
  totalCents: number;
  /** What the gift card, the methods whose money was taken and a staff gift paid. */
  paidCents: number;
}

export function settlementSums(settlement: SuperSettlement): SettlementSums {
  let offCents = 0;
  let paidCents = 0;
  for (const l of settlement.lines) {
    if (l.kind === 'discount' || l.kind === 'points') offCents -= l.amount_cents;
    else if (l.kind === 'gift_card' || l.kind === 'staff_gift') paidCents += l.amount_cents;
    else if (l.kind === 'payment' && TAKEN.has(l.status ?? '')) paidCents += l.amount_cents;
  }
  return { offCents, totalCents: settlement.items_cents - offCents, paidCents };
}
