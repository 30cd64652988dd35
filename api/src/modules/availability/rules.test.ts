// The day states of a service's availability, from rules, bookings and the clock.
import { weekdayOf } from '@mp/shared/domain';
import { dayAvailability, openTimes, partnerDay, slotKey, unitPriceCents, type ServiceRules } from './rules';

const rules = (o: Partial<ServiceRules> = {}): ServiceRules => ({
  weekly: [{ weekday: 0, times: ['10:00', '15:00'] }],
  startTimes: ['10:00', '15:00'],
  dailyCapacity: 20,
  cutoffHours: 0,
  blocked: new Set(),
  confirmation: 'partner',
  ...o,
});
// 2026-11-23 is a Monday; 09:00 in Lisbon (UTC+0 in winter).
const now = new Date('2026-11-23T09:00:00Z');
const today = '2026-11-23';

describe('availability rules', () => {
  it('numbers weekdays from Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });

  it('closes weekdays not listed, blocked dates and past dates', () => {
    expect(dayAvailability(rules(), '2026-11-24', undefined, today, now).state).toBe('closed');
    expect(
      dayAvailability(rules({ blocked: new Set(['2026-11-30']) }), '2026-11-30', undefined, today, now).state,
    ).toBe('closed');
    expect(dayAvailability(rules(), '2026-11-16', undefined, today, now).state).toBe('closed');
    expect(dayAvailability(rules(), '2026-11-30', undefined, today, now)).toEqual({
      date: '2026-11-30',
      state: 'available',
      remaining: 20,
      times: [
        { time: '10:00', remaining: 20 },
        { time: '15:00', remaining: 20 },
      ],
      price_cents: null,
    });
  });

  it('drops start times inside the cut-off, and closes the day when none is left', () => {
    expect(openTimes(rules({ cutoffHours: 2 }), today, today, now).times).toEqual(['15:00']);
    expect(openTimes(rules({ cutoffHours: 5 }), today, today, now).times).toEqual(['15:00']);
    expect(openTimes(rules({ cutoffHours: 6 }), today, today, now).times).toEqual([]);
    expect(dayAvailability(rules({ cutoffHours: 7 }), today, undefined, today, now).state).toBe('closed');
  });

  it('leaves the partner time to answer: no start within 3 hours, whatever the cut-off', () => {
    const soon = rules({ weekly: null, startTimes: ['11:30', '12:00', '15:00'] });
    expect(openTimes(soon, today, today, now).times).toEqual(['12:00', '15:00']);
    // A service without start times is requested before its day begins: not today, tomorrow until 21:00.
    const allDay = rules({ weekly: null, startTimes: [] });
    expect(openTimes(allDay, today, today, now).open).toBe(false);
    expect(openTimes(allDay, '2026-11-24', today, now).open).toBe(true);
    expect(openTimes(allDay, '2026-11-24', today, new Date('2026-11-23T21:00:01Z')).open).toBe(false);
  });

  it('offers a service confirmed on payment up to its start: no notice for an answer, the partner’s cut-off kept', () => {
    const instant = rules({ weekly: null, startTimes: ['09:00', '09:30', '10:00', '15:00'], confirmation: 'instant' });
    expect(openTimes(instant, today, today, now).times).toEqual(['09:30', '10:00', '15:00']);
    expect(openTimes({ ...instant, cutoffHours: 1 }, today, today, now).times).toEqual(['15:00']);
  });

  it('is low at 3 places or 20 % of capacity and sold out at none', () => {
    expect(dayAvailability(rules(), '2026-11-30', { capacity: 20, booked: 16 }, today, now)).toMatchObject({
      state: 'low',
      remaining: 4,
    });
    expect(dayAvailability(rules(), '2026-11-30', { capacity: 20, booked: 15 }, today, now).state).toBe('available');
    expect(
      dayAvailability(rules({ dailyCapacity: 5 }), '2026-11-30', { capacity: 5, booked: 2 }, today, now),
    ).toMatchObject({ state: 'low', remaining: 3 });
    expect(dayAvailability(rules(), '2026-11-30', { capacity: 20, booked: 20 }, today, now)).toEqual({
      date: '2026-11-30',
      state: 'sold_out',
      remaining: 0,
      times: [],
      price_cents: null,
    });
  });

  it('gives a bookable day its price, and none to a closed or sold-out one', () => {
    expect(dayAvailability(rules(), '2026-11-30', undefined, today, now, 4500).price_cents).toBe(4500);
    expect(dayAvailability(rules(), '2026-11-24', undefined, today, now, 4500).price_cents).toBeNull();
    expect(
      dayAvailability(rules(), '2026-11-30', { capacity: 20, booked: 20 }, today, now, 4500).price_cents,
    ).toBeNull();
  });

  it('prices one person, or the whole group, after the discount', () => {
    const service = {
      value_cents: 3000,
      value_discount_cents: 0,
      priceType: 'per_person' as const,
      maxCapacity: 8,
      extraPrices: [],
    };
    expect(unitPriceCents(service)).toBe(3000);
    expect(unitPriceCents({ ...service, value_discount_cents: 2500 })).toBe(2500);
    expect(unitPriceCents({ ...service, priceType: 'per_group', value_cents: 12000 })).toBe(12000);
  });

  it('without rules a service is open every day at its start times', () => {
    expect(dayAvailability(rules({ weekly: null }), '2026-11-25', undefined, today, now).state).toBe('available');
  });

  it('a blocked start time is not sold, and a day whose every start time is blocked is closed', () => {
    const one = rules({ blockedSlots: new Set([slotKey('2026-11-30', '10:00')]) });
    expect(openTimes(one, '2026-11-30', today, now)).toEqual({ open: true, times: ['15:00'] });
    expect(dayAvailability(one, '2026-11-30', undefined, today, now).times).toEqual([{ time: '15:00', remaining: 20 }]);
    const both = rules({ blockedSlots: new Set([slotKey('2026-11-30', '10:00'), slotKey('2026-11-30', '15:00')]) });
    expect(dayAvailability(both, '2026-11-30', undefined, today, now).state).toBe('closed');
    // The same start time a week on still sells.
    expect(openTimes(one, '2026-12-07', today, now).times).toEqual(['10:00', '15:00']);
  });

  it('the partner’s day: places shared by its start times, sold per time, and why a day or a time is closed', () => {
    const r = rules({ blockedSlots: new Set([slotKey('2026-11-30', '15:00')]) });
    const day = partnerDay(r, '2026-11-30', { capacity: 10, booked: 6, held: 1 }, new Map([['10:00', 6]]));
    expect(day).toEqual({
      date: '2026-11-30',
      capacity: 10,
      sold: 6,
      held: 1,
      left: 3,
      closed: false,
      closed_reason: null,
      slots: [
        { time: '10:00', sold: 6, closed: false, closed_reason: null },
        { time: '15:00', sold: 0, closed: true, closed_reason: 'blocked_slot' },
      ],
    });
    // A Tuesday: the weekday is closed, yet a time sold before the rules changed is still shown.
    const tuesday = partnerDay(rules(), '2026-12-01', { capacity: 20, booked: 2, held: 0 }, new Map([['09:00', 2]]));
    expect(tuesday).toMatchObject({ closed: true, closed_reason: 'weekday', left: 18 });
    expect(tuesday.slots).toEqual([{ time: '09:00', sold: 2, closed: true, closed_reason: 'weekday' }]);
    const closedDate = partnerDay(rules({ blocked: new Set(['2026-11-30']) }), '2026-11-30', undefined, new Map());
    expect(closedDate).toMatchObject({ capacity: 20, sold: 0, left: 20, closed: true, closed_reason: 'closed_date' });
    expect(closedDate.slots.every((s) => s.closed_reason === 'closed_date')).toBe(true);
    // Without start times the day is the slot.
    expect(partnerDay(rules({ weekly: null, startTimes: [] }), '2026-11-30', undefined, new Map()).slots).toEqual([]);
  });
});
