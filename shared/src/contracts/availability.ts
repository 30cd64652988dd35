// Per-service availability: the partner's weekly opening times, daily capacity, blocked dates and
// cut-off, and the public read the storefront uses to show dates, times and places left.
import { Type, type Static } from '@sinclair/typebox';
import { ImpersonateField } from './common';

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

/**
 * GET /api/dashboard/availability: the company's services (or one, `service_id`) day by day, `from`..`to` inclusive
 * (at most 62 days, 422 otherwise).
 */
export const PartnerAvailabilityQuery = Type.Object({
  from: IsoDate,
  to: IsoDate,
  service_id: Type.Optional(Type.Integer({ minimum: 1 })),
  impersonate_id: ImpersonateField,
});
export type PartnerAvailabilityQuery = Static<typeof PartnerAvailabilityQuery>;

/** Why a day or a start time does not sell: a closed date, a weekday the service does not open, or a blocked slot. */
export const ClosedReason = Type.Union([
  Type.Literal('closed_date'),
  Type.Literal('weekday'),
  Type.Literal('blocked_slot'),
  Type.Null(),
]);
export type ClosedReason = Static<typeof ClosedReason>;

/** One start time of a day: the places sold at it (paid or waiting for payment) and whether it is blocked. */
export const PartnerSlot = Type.Object({
  time: HourMinute,
  sold: Type.Integer({ minimum: 0 }),
  closed: Type.Boolean(),
  closed_reason: ClosedReason,
});
export type PartnerSlot = Static<typeof PartnerSlot>;

/**
 * One day of a service as the partner sees it. The places are the day's, shared by its start times: `capacity`,
 * `sold` (booked: paid or waiting for payment), `held` (in travellers' carts at checkout, ADR 022) and `left`
 * (capacity − sold − held). `slots` is empty for a service without start times (the day is the slot).
 */
export const PartnerAvailabilityDay = Type.Object({
  date: IsoDate,
  capacity: Type.Integer({ minimum: 0 }),
  sold: Type.Integer({ minimum: 0 }),
  held: Type.Integer({ minimum: 0 }),
  left: Type.Integer({ minimum: 0 }),
  closed: Type.Boolean(),
  closed_reason: ClosedReason,
  slots: Type.Array(PartnerSlot),
});
export type PartnerAvailabilityDay = Static<typeof PartnerAvailabilityDay>;

export const PartnerServiceAvailability = Type.Object({
  service_id: Type.Integer(),
  name_en: Type.String(),
  name_pt: Type.String(),
  days: Type.Array(PartnerAvailabilityDay),
});
export type PartnerServiceAvailability = Static<typeof PartnerServiceAvailability>;

export const PartnerAvailability = Type.Object({ services: Type.Array(PartnerServiceAvailability) });
export type PartnerAvailability = Static<typeof PartnerAvailability>;

/**
 * PUT /api/dashboard/services/{id}/closures: close or reopen one start time (`start_time`) or the whole day
 * (`start_time: null`, the service's closed dates). Existing bookings stand.
 */
export const ClosureBody = Type.Object({
  date: IsoDate,
  start_time: Type.Union([HourMinute, Type.Null()]),
  closed: Type.Boolean(),
  impersonate_id: ImpersonateField,
});
export type ClosureBody = Static<typeof ClosureBody>;

/** The day after the change, and the places already booked in what was closed (they stand). */
export const ClosureResult = Type.Object({
  service_id: Type.Integer(),
  booked_places: Type.Integer({ minimum: 0 }),
  day: PartnerAvailabilityDay,
});
export type ClosureResult = Static<typeof ClosureResult>;

/**
 * PUT /api/dashboard/availability/bulk: close or reopen the same dates (or one start time on them) of several of the
 * company's services, all or nothing. `preview`: answer what would change without changing it.
 */
export const BulkClosureBody = Type.Object({
  service_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
  from: IsoDate,
  to: IsoDate,
  start_time: Type.Optional(Type.Union([HourMinute, Type.Null()])),
  closed: Type.Boolean(),
  preview: Type.Optional(Type.Boolean()),
  impersonate_id: ImpersonateField,
});
export type BulkClosureBody = Static<typeof BulkClosureBody>;

export const BulkClosureResult = Type.Object({
  preview: Type.Boolean(),
  services: Type.Array(
    Type.Object({
      service_id: Type.Integer(),
      name_en: Type.String(),
      name_pt: Type.String(),
      /** Days (or start times) whose state changes. */
      changes: Type.Integer({ minimum: 0 }),
      /** Places already booked in what is closed (they stand). */
      booked_places: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type BulkClosureResult = Static<typeof BulkClosureResult>;

/**
 * PUT /api/dashboard/availability/bulk-capacity: the same places per day for several of the company's services (from
 * today on), all or nothing, as each one's availability editor saves it. A day that already sold more keeps what it
 * sold (bookings stand). `preview`: answer what would change without changing it.
 */
export const BulkCapacityBody = Type.Object({
  service_ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
  daily_capacity: Type.Integer({ minimum: 0, maximum: 100000 }),
  preview: Type.Optional(Type.Boolean()),
  impersonate_id: ImpersonateField,
});
export type BulkCapacityBody = Static<typeof BulkCapacityBody>;

export const BulkCapacityResult = Type.Object({
  preview: Type.Boolean(),
  services: Type.Array(
    Type.Object({
      service_id: Type.Integer(),
      name_en: Type.String(),
      name_pt: Type.String(),
      /** Places per day before and after. */
      before: Type.Integer({ minimum: 0 }),
      after: Type.Integer({ minimum: 0 }),
      /** Coming days that already sold more than `after`: they keep the places they sold. */
      days_over: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type BulkCapacityResult = Static<typeof BulkCapacityResult>;
