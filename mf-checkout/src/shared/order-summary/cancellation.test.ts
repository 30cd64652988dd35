import type { CartItem } from '@mp/shared/stores';
import { lineCancellation, orderCancellation } from './cancellation';

const line = (name: string, date: string, time: string, policyHours: number): CartItem => ({
  id: name,
  service_id: 1,
  service_slug: name,
  kind: 'experience',
  name,
  image_url: null,
  date,
  time,
  quantity: 1,
  unit_price_cents: 1000,
  total_cents: 1000,
  discount_cents: 0,
  free_cancellation: policyHours > 0 ? 1 : 0,
  cancellation_policy: policyHours,
  notes: {},
});
const now = Date.parse('2030-07-01T00:00:00Z');

describe('the order’s free-cancellation terms at Pay', () => {
  it('is the earliest line deadline, whichever order the lines are in', () => {
    // 15 Jul 10:00 Lisbon − 24 h = 14 Jul 09:00 UTC; 12 Jul 18:00 Lisbon − 48 h = 10 Jul 17:00 UTC (the earlier).
    const later = line('Sintra tour', '2030-07-15', '10:00', 24);
    const earlier = line('Douro cruise', '2030-07-12', '18:00', 48);
    expect(orderCancellation([later, earlier], now)).toEqual({
      kind: 'free_until',
      until: new Date('2030-07-10T17:00:00Z'),
    });
    expect(orderCancellation([earlier, later], now)).toEqual({
      kind: 'free_until',
      until: new Date('2030-07-10T17:00:00Z'),
    });
  });

  it('names the lines without free cancellation, or says none has it', () => {
    const free = line('Sintra tour', '2030-07-15', '10:00', 24);
    const fixed = line('Fado dinner', '2030-07-03', '20:00', 0);
    expect(orderCancellation([free, fixed], now)).toEqual({
      kind: 'some_lines',
      until: new Date('2030-07-14T09:00:00Z'),
      notFree: ['Fado dinner'],
    });
    expect(orderCancellation([fixed], now)).toEqual({ kind: 'non_refundable' });
    // A deadline already past counts as no free cancellation.
    expect(orderCancellation([line('Tomorrow', '2030-07-01', '10:00', 48)], now)).toEqual({ kind: 'non_refundable' });
  });

  it('says nothing for gift cards alone', () => {
    expect(
      orderCancellation([{ ...line('Gift card', '2030-07-15', '10:00', 0), kind: 'gift_card', date: null }], now),
    ).toBeNull();
  });

  it('a line that costs nothing (a table without a deposit) is free to cancel and binds no deadline of the order', () => {
    const table = { ...line('Lunch at Ramiro', '2030-07-01', '13:00', 24), total_cents: 0 };
    const tour = line('Sintra tour', '2030-07-15', '10:00', 24);
    // Starting inside its 24 h policy: with a price it would be non-refundable.
    expect(lineCancellation(table, now)).toEqual({ kind: 'nothing_paid' });
    expect(lineCancellation({ ...table, total_cents: 1000 }, now)).toEqual({ kind: 'non_refundable' });
    expect(orderCancellation([table, tour], now)).toEqual({
      kind: 'free_until',
      until: new Date('2030-07-14T09:00:00Z'),
    });
    expect(orderCancellation([table], now)).toEqual({ kind: 'nothing_paid' });
  });
});
