import type { SuperSettlement, SuperSettlementLine } from '@mp/shared/contracts';
import { settlementSums } from './settlement-sums';

const line = (
  kind: SuperSettlementLine['kind'],
  amount_cents: number,
  status: string | null = null,
): SuperSettlementLine => ({ kind, label: null, amount_cents, points: null, status, at: null, item_id: null });
const settlement = (items_cents: number, lines: SuperSettlementLine[]): SuperSettlement => ({
  items_cents,
  lines,
  paid_cents: 0,
  refunded_cents: 0,
  refund_state: 'none',
});

it('takes discounts and points off the list price, and adds up the gift card and the methods that were paid', () => {
  const sums = settlementSums(
    settlement(13800, [
      line('discount', -300),
      line('points', -500),
      line('gift_card', 7000),
      line('payment', 6000, 'paid'),
      line('refund', -6000),
    ]),
  );
  expect(sums).toEqual({ offCents: 800, totalCents: 13000, paidCents: 13000 });
});

it('does not count a failed or pending attempt as paid, so the check shows what is missing', () => {
  const sums = settlementSums(
    settlement(5000, [
      line('payment', 5000, 'failed'),
      line('payment', 3000, 'paid'),
      line('payment', 2000, 'pending'),
    ]),
  );
  expect(sums).toEqual({ offCents: 0, totalCents: 5000, paidCents: 3000 });
});

it('counts a staff gift as what paid the booking', () => {
  expect(settlementSums(settlement(4000, [line('staff_gift', 4000)])).paidCents).toBe(4000);
});
