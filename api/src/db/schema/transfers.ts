// Transfers: vehicles and their districts, transfer locations, points of interest, quote requests.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, tstz, inList } from './columns';
import { users } from './users';
import { companies } from './partners';

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    carType: text('car_type').notNull(),
    seats: integer('seats').notNull(),
    luggage: integer('luggage').notNull(),
    accessibility: boolean('accessibility').notNull().default(false),
    valueCents: integer('value_cents').notNull(),
    roundbackValueCents: integer('roundback_value_cents').notNull(),
    valueDiscountCents: integer('value_discount_cents').notNull().default(0),
    babySeatsValueCents: integer('baby_seats_value_cents').notNull().default(0),
    childSeatsValueCents: integer('child_seats_value_cents').notNull().default(0),
    boosterSeatsValueCents: integer('booster_seats_value_cents').notNull().default(0),
    freeCancelation: boolean('free_cancelation').notNull().default(false),
    freeCancelationPolicyHours: integer('free_cancelation_policy_hours').notNull().default(0),
    status: text('status').notNull().default('active'),
    /** How many cars of this kind the company runs: one trip keeps one busy (docs/adr/052). */
    units: integer('units').notNull().default(1),
    /** Price per kilometre of road distance; null = not priced by distance (docs/adr/052). */
    perKmCents: integer('per_km_cents'),
    /** The least a trip priced by distance costs. */
    minFareCents: integer('min_fare_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('vehicles_company_name_unique').on(t.companyId, t.name),
    check('vehicles_car_type_check', inList('car_type', ['sedan', 'executive', 'van', 'minibus'])),
    check('vehicles_status_check', inList('status', ['active', 'inactive', 'draft'])),
    check('vehicles_seats_check', sql`seats > 0 and luggage >= 0`),
    check(
      'vehicles_money_check',
      sql`value_cents >= 0 and roundback_value_cents >= 0 and value_discount_cents >= 0 and baby_seats_value_cents >= 0 and child_seats_value_cents >= 0 and booster_seats_value_cents >= 0`,
    ),
    check('vehicles_units_check', sql`units between 1 and 100`),
    check(
      'vehicles_route_money_check',
      sql`(per_km_cents is null or per_km_cents between 1 and 100000) and min_fare_cents between 0 and 10000000`,
    ),
  ],
);

/**
 * A vehicle's fixed price between two ends, either direction (docs/adr/052): `route` = two places of the fixed list
 * (maps ids), `zone` = two districts (the same one twice for trips inside it). A null round trip is 2 × one way.
 */
export const vehicleRoutePrices = pgTable(
  'vehicle_route_prices',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fromPlace: text('from_place').notNull(),
    toPlace: text('to_place').notNull(),
    oneWayCents: integer('one_way_cents').notNull(),
    roundTripCents: integer('round_trip_cents'),
  },
  (t) => [
    uniqueIndex('vehicle_route_prices_pair_unique').on(
      t.vehicleId,
      t.kind,
      sql`least(${t.fromPlace}, ${t.toPlace})`,
      sql`greatest(${t.fromPlace}, ${t.toPlace})`,
    ),
    check('vehicle_route_prices_kind_check', inList('kind', ['route', 'zone'])),
    check('vehicle_route_prices_ends_check', sql`kind = 'zone' or from_place <> to_place`),
    check(
      'vehicle_route_prices_money_check',
      sql`one_way_cents between 1 and 10000000 and (round_trip_cents is null or round_trip_cents between one_way_cents and 20000000)`,
    ),
  ],
);

/** A day a vehicle is not for sale (maintenance, the driver's day off). */
export const vehicleBlockedDates = pgTable(
  'vehicle_blocked_dates',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.date] })],
);

export const vehicleDistricts = pgTable(
  'vehicle_districts',
  {
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    district: text('district').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.district] })],
);

export const transferLocations = pgTable(
  'transfer_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    country: text('country').notNull(),
    mapsId: text('maps_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    uniqueIndex('transfer_locations_maps_id_unique').on(t.mapsId),
    check('transfer_locations_country_check', inList('country', ['pt', 'es'])),
  ],
);

export const pointsOfInterest = pgTable(
  'points_of_interest',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    mapsId: text('maps_id').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [
    uniqueIndex('points_of_interest_slug_unique').on(t.slug),
    uniqueIndex('points_of_interest_maps_id_unique').on(t.mapsId),
  ],
);

export const transferQuoteRequests = pgTable(
  'transfer_quote_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    pickupLocation: text('pickup_location').notNull(),
    dropOffLocation: text('drop_off_location').notNull(),
    pickupAt: tstz('pickup_at').notNull(),
    passengers: integer('passengers').notNull(),
    luggagePieces: integer('luggage_pieces').notNull().default(0),
    isRoundtrip: boolean('is_roundtrip').notNull().default(false),
    returnPickupAt: tstz('return_pickup_at'),
    babySeats: integer('baby_seats').notNull().default(0),
    childSeats: integer('child_seats').notNull().default(0),
    boosterSeats: integer('booster_seats').notNull().default(0),
    language: text('language'),
    notes: text('notes'),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfer_quote_requests_status_idx').on(t.status, t.createdAt),
    check('transfer_quote_requests_status_check', inList('status', ['open', 'quoted', 'closed'])),
    check('transfer_quote_requests_passengers_check', sql`passengers > 0 and luggage_pieces >= 0`),
    check('transfer_quote_requests_seats_check', sql`baby_seats >= 0 and child_seats >= 0 and booster_seats >= 0`),
  ],
);

/**
 * Staff's priced answer to a quote request: a vehicle of a transfer partner at a fixed price until
 * valid_until. The customer books it from a mailed link; only the link token's SHA-256 is stored. booking_id is the
 * booking that took it (an offer is booked once; a cancelled or expired unpaid booking gives it back).
 */
export const transferQuoteOffers = pgTable(
  'transfer_quote_offers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => transferQuoteRequests.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    priceCents: integer('price_cents').notNull(),
    validUntil: tstz('valid_until').notNull(),
    message: text('message'),
    tokenHash: text('token_hash').notNull(),
    bookingId: integer('booking_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transfer_quote_offers_token_hash_unique').on(t.tokenHash),
    index('transfer_quote_offers_request_idx').on(t.requestId),
    check('transfer_quote_offers_price_check', sql`price_cents > 0 and price_cents <= 10000000`),
  ],
);
