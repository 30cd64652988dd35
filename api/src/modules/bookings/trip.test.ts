// A booking item's trip: only transfers have one, dated by the item's Lisbon day.
import { bookingItemTripOf } from './trip';

const item = (kind: string, bookingDate: string, notes: Record<string, unknown> = {}) => ({
  quantity: 2,
  booking_date: bookingDate,
  annotations: { time: '09:30', notes },
  unserialized_service: { kind, category_slug: null },
});

describe('bookingItemTripOf', () => {
  it('is null for an item that is not a transfer', () => {
    expect(bookingItemTripOf(item('experience', '2026-07-01T23:30:00.000Z', { pickupLocation: 'Airport' }))).toBeNull();
    expect(bookingItemTripOf({ ...item('', '2026-07-01T23:30:00.000Z'), unserialized_service: {} })).toBeNull();
  });

  it('dates a transfer by its Lisbon day, not its UTC day', () => {
    const trip = bookingItemTripOf(
      item('transfer', '2026-07-01T23:30:00.000Z', { pickupLocation: 'Airport', dropOffLocation: 'Baixa' }),
    );
    expect(trip).toMatchObject({
      from: 'Airport',
      to: 'Baixa',
      outbound: { date: '2026-07-02', time: '09:30' },
      return: null,
    });
  });
});
