// Transfers (spec §3 vehicle and transfer purchase notes, §5 fixed town list, §9 pricing and points of interest).
// A transfer offer is a vehicle priced for one trip; its price comes from `transferPrice()` of `@mp/shared/domain`
// (one way = value + seat extras, round trip = roundback_value + 2 × seat extras), so the API, the offer screens
// and the cart compute it the same way.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Cents, IdParams, ImpersonateField } from './common';
import { CompanyBrief, QueryFlag } from './catalogue';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/**
 * A pickup / drop-off choice. Towns (the fixed ~110, spec §5) are addressed by `maps_id`; the 7 points of interest
 * (spec §9) by `slug` (their `maps_id` works too). `value` is what the form sends as pickupLocation/dropOffLocation.
 */
export const TransferLocation = Type.Object({
  value: Type.String(),
  type: Type.Union([Type.Literal('town'), Type.Literal('point_of_interest')]),
  name: Type.String(),
  /** Points of interest: the city they belong to; towns: the town itself. */
  city: Type.String(),
  district: Type.String(),
  country: Type.String(),
  maps_id: Type.String(),
  slug: Nullable(Type.String()),
  lat: Type.Number(),
  lng: Type.Number(),
});
export type TransferLocation = Static<typeof TransferLocation>;

const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (Europe/Lisbon)' });
/** Spec §9: time options every 5 minutes from 00:00 to 23:55. */
const TimeString = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5][05]$',
  description: 'HH:MM, minutes a multiple of 5',
});
const Count = (max: number) => Type.Integer({ minimum: 0, maximum: max });

/**
 * The quote form (spec §3 transfer purchase notes names). Sent as query parameters to GET /api/transfers,
 * GET /api/transfers/{id} and GET /api/transfers-light-check-if-exists. Booleans as 1/0.
 */
export const TransferSearchQuery = Type.Object({
  pickupLocation: Type.String({ minLength: 1, maxLength: 120 }),
  dropOffLocation: Type.String({ minLength: 1, maxLength: 120 }),
  pickupDate: Type.Optional(DateString),
  pickupTime: Type.Optional(TimeString),
  isRoundtrip: Type.Optional(QueryFlag),
  returnPickupDate: Type.Optional(DateString),
  returnPickupTime: Type.Optional(TimeString),
  numberOfPassengers: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, default: 1 })),
  babySeats: Type.Optional(Count(10)),
  childSeats: Type.Optional(Count(10)),
  boosterSeats: Type.Optional(Count(10)),
  luggagePieces: Type.Optional(Count(60)),
  language: Type.Optional(Type.String({ maxLength: 5 })),
});
export type TransferSearchQuery = Static<typeof TransferSearchQuery>;

/** Spec §3 transfer purchase notes, resolved by the server: the cart item's `notes` for a transfer. */
export const TransferPurchaseNotes = Type.Object({
  pickupLocation: Type.String(),
  dropOffLocation: Type.String(),
  pickupDate: Nullable(Type.String()),
  pickupTime: Nullable(Type.String()),
  isRoundtrip: Type.Boolean(),
  numberOfPassengers: Type.Integer(),
  babySeats: Type.Integer(),
  childSeats: Type.Integer(),
  boosterSeats: Type.Integer(),
  luggagePieces: Type.Integer(),
  language: Nullable(Type.String()),
  returnPickupDate: Nullable(Type.String()),
  returnPickupTime: Nullable(Type.String()),
  /** The point of interest's slug when either end is one, else null. */
  pointOfInterest: Nullable(Type.String()),
  pickupMapsId: Type.String(),
  pickupDistrict: Type.String(),
  dropOffMapsId: Type.String(),
  dropOffDistrict: Type.String(),
});
export type TransferPurchaseNotes = Static<typeof TransferPurchaseNotes>;

export const CarType = Type.Union([
  Type.Literal('sedan'),
  Type.Literal('executive'),
  Type.Literal('van'),
  Type.Literal('minibus'),
]);
export type CarType = Static<typeof CarType>;

/** Spec §3 vehicle, priced. */
export const Vehicle = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  car_type: CarType,
  seats: Type.Integer(),
  luggage: Type.Integer(),
  accessibility: Type.Boolean(),
  value_cents: Cents,
  roundback_value_cents: Cents,
  /** A discounted one-way price; applies when above 0 (and below value). */
  value_discount_cents: Cents,
  baby_seats_value_cents: Cents,
  child_seats_value_cents: Cents,
  booster_seats_value_cents: Cents,
  free_cancelation: Type.Boolean(),
  /** Hours before pickup. */
  free_cancelation_policy: Type.Integer(),
  districts: Type.Array(Type.String()),
  company: CompanyBrief,
});
export type Vehicle = Static<typeof Vehicle>;

/** A vehicle offer for the searched trip. */
/** Which of a vehicle's rules priced a trip (docs/adr/052): fixed route, zone pair, per kilometre, or flat value. */
export const PriceRule = Type.Union([
  Type.Literal('route'),
  Type.Literal('zone'),
  Type.Literal('per_km'),
  Type.Literal('flat'),
]);
export type PriceRule = Static<typeof PriceRule>;

export const TransferOffer = Type.Intersect([
  Vehicle,
  Type.Object({
    /** One way for these seats (discount applied). */
    one_way_price_cents: Cents,
    round_trip_price_cents: Cents,
    /** What this trip costs: round trip when isRoundtrip, else one way. */
    price_cents: Cents,
    /** Seat extras of one leg. */
    seat_extras_cents: Cents,
    /** The rule that priced the trip, and its road kilometres (null when unknown). */
    price_rule: Type.Optional(PriceRule),
    distance_km: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    /**
     * The company's transfer service the booking is filed under (its first active `transfer` service), for the
     * cart item's `service_id` alongside `vehicle_id` = this offer's `id`; null when the company has none
     * (then the offer cannot be added to the cart).
     */
    service_id: Nullable(Type.Integer()),
    service_slug: Nullable(Type.String()),
    notes: TransferPurchaseNotes,
  }),
]);
export type TransferOffer = Static<typeof TransferOffer>;

export const TransferIdParams = IdParams;
export type TransferIdParams = Static<typeof TransferIdParams>;

/** GET /api/transfers-light-check-if-exists. */
export const TransferExists = Type.Object({ exists: Type.Boolean(), count: Type.Integer({ minimum: 0 }) });
export type TransferExists = Static<typeof TransferExists>;

/** POST /api/transfers-quote-request (JSON or form): when no offer exists. 422 field map on bad input. */
export const TransferQuoteRequestBody = Type.Object({
  first_name: Type.String({ minLength: 1, maxLength: 100 }),
  last_name: Type.String({ minLength: 1, maxLength: 100 }),
  email: Type.String({ minLength: 1, maxLength: 254, format: 'email' }),
  phone: Type.Optional(Type.String({ maxLength: 30, pattern: '^[0-9+#() .-]*$' })),
  pickupLocation: Type.String({ minLength: 1, maxLength: 120 }),
  dropOffLocation: Type.String({ minLength: 1, maxLength: 120 }),
  pickupDate: DateString,
  pickupTime: TimeString,
  isRoundtrip: Type.Optional(Type.Union([Type.Boolean(), QueryFlag, Type.Literal(0), Type.Literal(1)])),
  returnPickupDate: Type.Optional(Type.Union([DateString, Type.Literal(''), Type.Null()])),
  returnPickupTime: Type.Optional(Type.Union([TimeString, Type.Literal(''), Type.Null()])),
  numberOfPassengers: Type.Integer({ minimum: 1, maximum: 60 }),
  babySeats: Type.Optional(Count(10)),
  childSeats: Type.Optional(Count(10)),
  boosterSeats: Type.Optional(Count(10)),
  luggagePieces: Type.Optional(Count(60)),
  language: Type.Optional(Type.String({ maxLength: 5 })),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
  impersonate_id: ImpersonateField,
});
export type TransferQuoteRequestBody = Static<typeof TransferQuoteRequestBody>;

export const TransferQuoteRequest = Type.Object({
  id: Type.Integer(),
  user_id: Nullable(Type.Integer()),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  pickup_location: Type.String(),
  drop_off_location: Type.String(),
  pickup_at: Type.String({ format: 'date-time' }),
  is_roundtrip: Type.Boolean(),
  return_pickup_at: Nullable(Type.String({ format: 'date-time' })),
  passengers: Type.Integer(),
  baby_seats: Type.Integer(),
  child_seats: Type.Integer(),
  booster_seats: Type.Integer(),
  luggage_pieces: Type.Integer(),
  language: Nullable(Type.String()),
  notes: Nullable(Type.String()),
  status: Type.Union([Type.Literal('open'), Type.Literal('quoted'), Type.Literal('closed')]),
  created_at: Type.String({ format: 'date-time' }),
});
export type TransferQuoteRequest = Static<typeof TransferQuoteRequest>;

/** GET /api/super/transfer-quote-requests (SUPER): newest first, optional status. */
export const TransferQuoteRequestsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('quoted'), Type.Literal('closed')])),
});
export type TransferQuoteRequestsQuery = Static<typeof TransferQuoteRequestsQuery>;

/** GET /api/transfers-filtrable-number-of-seats answers `ValueRange` (catalogue.ts). */

/**
 * POST /api/super/transfer-quotes/{id}/answer (SUPER, bookings): a priced offer mailed to the customer. The price is
 * in cents (1 to 100,000 €); the vehicle must be an active vehicle of the transfer partner company; valid_until is
 * an ISO instant in the future (at most 90 days ahead) and before the pickup.
 */
export const TransferQuoteAnswerBody = Type.Object({
  price_cents: Type.Integer(),
  company_id: Type.Integer(),
  vehicle_id: Type.Integer(),
  valid_until: Type.String({ maxLength: 40 }),
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  impersonate_id: ImpersonateField,
});
export type TransferQuoteAnswerBody = Static<typeof TransferQuoteAnswerBody>;

/** The priced offer, as staff see it after answering and as the customer's link shows it. */
export const TransferQuoteOffer = Type.Object({
  id: Type.Integer(),
  request_id: Type.Integer(),
  price_cents: Cents,
  valid_until: Type.String({ format: 'date-time' }),
  message: Nullable(Type.String()),
  vehicle: Type.Object({ id: Type.Integer(), name: Type.String(), car_type: Type.String(), seats: Type.Integer() }),
  company: Type.Object({ id: Type.Integer(), trade_name: Type.String() }),
  /** The company's transfer service the booking is filed under (the cart line's service_id). */
  service_id: Type.Integer(),
  pickup_location: Type.String(),
  drop_off_location: Type.String(),
  pickup_at: Type.String({ format: 'date-time' }),
  is_roundtrip: Type.Boolean(),
  passengers: Type.Integer(),
  booked: Type.Boolean(),
  /** The pickup is an airport: booking the offer asks the flight number instead of a pickup address. */
  airport_pickup: Type.Boolean(),
});
export type TransferQuoteOffer = Static<typeof TransferQuoteOffer>;

export const TransferOfferTokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

/** GET /api/super/transfer-quotes/partners: live transfer partners and their active vehicles (the answer form's choices). */
export const TransferQuotePartner = Type.Object({
  id: Type.Integer(),
  trade_name: Type.String(),
  vehicles: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      seats: Type.Integer(),
      luggage: Type.Integer(),
      /** With `request_id`: what the vehicle's route prices charge the request's trip (null: an end off the list). */
      suggested_price_cents: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
    }),
  ),
});
export type TransferQuotePartner = Static<typeof TransferQuotePartner>;

/** The back office's answer form as typed (euros with a comma or a point, ids from selects, a local date and time). */
export const TransferQuoteAnswerForm = Type.Object({
  company_id: Type.String({ minLength: 1 }),
  vehicle_id: Type.String({ minLength: 1 }),
  price: Type.String({ minLength: 1, maxLength: 12, pattern: '^\\d+([.,]\\d{1,2})?$' }),
  valid_until: Type.String({ minLength: 1 }),
  message: Type.String({ maxLength: 2000 }),
});
export type TransferQuoteAnswerForm = Static<typeof TransferQuoteAnswerForm>;

/** POST /api/super/transfer-quotes/{id}/close: staff close a request they will not (or no longer) quote; reason audited. */
export const TransferQuoteCloseBody = Type.Object({
  reason: Type.String({ maxLength: 500 }),
  impersonate_id: ImpersonateField,
});
export type TransferQuoteCloseBody = Static<typeof TransferQuoteCloseBody>;
