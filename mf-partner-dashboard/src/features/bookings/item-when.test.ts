import type { BookingItem } from '@mp/shared/contracts';
import { isDayOnly, itemWhen } from './item-when';

// 26 November 2026, Lisbon midnight (UTC+0 in winter), as a day-only line is stored.
const midnight = '2026-11-26T00:00:00.000Z';
const item = (
  annotations: Record<string, unknown>,
  over: Partial<Pick<BookingItem, 'trip' | 'booking_date' | 'unserialized_service'>> = {},
) => ({
  booking_date: midnight,
  annotations,
  trip: null,
  unserialized_service: { kind: 'experience' },
  ...over,
});

describe('itemWhen', () => {
  it('shows a day-only booking as its day, without "00:00"', () => {
    expect(isDayOnly(item({ time: null }))).toBe(true);
    expect(itemWhen(item({ time: null }), 'en')).toBe('26 Nov 2026');
    expect(itemWhen(item({ time: null }), 'pt')).toBe('26/11/2026');
    expect(itemWhen(item({ time: null }), 'en', 'full')).toBe('Thursday, 26 November 2026');
    // Lisbon midnight in summer is 23:00 UTC the day before.
    expect(itemWhen(item({ time: null }, { booking_date: '2026-07-14T23:00:00.000Z' }), 'en')).toBe('15 Jul 2026');
  });

  it('shows a booking with a time of day, midnight included, with its time', () => {
    expect(itemWhen(item({ time: '00:00' }), 'en')).toBe('26 Nov 2026, 00:00');
    // Items written before lines kept their time (no `time` key) keep showing their time as before.
    expect(isDayOnly(item({}))).toBe(false);
    expect(itemWhen(item({ time: '10:30' }, { booking_date: '2026-11-26T10:30:00.000Z' }), 'pt')).toBe(
      '26/11/2026, 10:30',
    );
  });

  it('keeps the time of a gift card (dated when bought) and of a transfer', () => {
    const bought = item(
      { time: null },
      { booking_date: '2026-11-25T15:19:00.000Z', unserialized_service: { kind: 'gift_card' } },
    );
    expect(isDayOnly(bought)).toBe(false);
    expect(itemWhen(bought, 'en')).toBe('25 Nov 2026, 15:19');
    expect(isDayOnly(item({ time: null }, { unserialized_service: { kind: 'gift_card' } }))).toBe(false);
    const trip = { legs: [] } as unknown as BookingItem['trip'];
    expect(isDayOnly(item({ time: null }, { trip }))).toBe(false);
  });
});
