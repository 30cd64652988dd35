// Per-service availability: the partner's weekly opening times, daily capacity, blocked dates and
// cut-off, and the public read the storefront uses to show dates, times and places left.
import { Type, type Static } from '@sinclair/typebox';

const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const HourMinute = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

export const AvailabilitySlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type AvailabilitySlugParams = Static<typeof AvailabilitySlugParams>;

/** GET /api/services/{slug}/availability: `from`..`to` inclusive, at most 62 days (422 otherwise). */
export const AvailabilityQuery = Type.Object({ from: IsoDate, to: IsoDate });
export type AvailabilityQuery = Static<typeof AvailabilityQuery>;

/**
 * A day's state: `closed` = not open that weekday, blocked, or past the cut-off; `sold_out` = open with no place
 * left; `low` = remaining ≤ 3 or ≤ 20 % of the day's capacity; otherwise `available`.
 */
export const AvailabilityState = Type.Union([
  Type.Literal('available'),
  Type.Literal('low'),
  Type.Literal('sold_out'),
  Type.Literal('closed'),
]);
export type AvailabilityState = Static<typeof AvailabilityState>;

export const AvailabilityTime = Type.Object({ time: HourMinute, remaining: Type.Integer({ minimum: 0 }) });
export type AvailabilityTime = Static<typeof AvailabilityTime>;

export const AvailabilityDay = Type.Object({
  date: IsoDate,
  state: AvailabilityState,
  /** Places left that day (0 when closed). */
  remaining: Type.Integer({ minimum: 0 }),
  /** Start times still bookable that day (empty when closed or sold out). */
  times: Type.Array(AvailabilityTime),
  /**
   * What one person (or the whole group, for a group price) pays on that day, in cents, as the cart charges it;
   * null on a day that cannot be booked (closed or sold out). The calendar shows it under each day where it differs.
   */
  price_cents: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type AvailabilityDay = Static<typeof AvailabilityDay>;

export const ServiceAvailability = Type.Object({ service_id: Type.Integer(), days: Type.Array(AvailabilityDay) });
export type ServiceAvailability = Static<typeof ServiceAvailability>;

/** The partner's rules for one service (GET/POST /api/dashboard/services/{id}/availability). */
export const AvailabilityWeekday = Type.Object({
  /** 0 = Monday … 6 = Sunday. */
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  times: Type.Array(HourMinute, { maxItems: 48 }),
});
export type AvailabilityWeekday = Static<typeof AvailabilityWeekday>;

export const AvailabilityRules = Type.Object({
  /** Open weekdays with their start times; a weekday not listed is closed. */
  weekly: Type.Array(AvailabilityWeekday, { maxItems: 7 }),
  daily_capacity: Type.Integer({ minimum: 0, maximum: 100000 }),
  blocked_dates: Type.Array(IsoDate, { maxItems: 366 }),
  /** Hours before a start time after which it can no longer be booked. */
  cutoff_hours: Type.Integer({ minimum: 0, maximum: 720 }),
});
export type AvailabilityRules = Static<typeof AvailabilityRules>;
