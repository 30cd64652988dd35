// Events (BOL categories, venues, events; the sessions and ticket types of a bookable event) and restaurants (the
// guide's listing; the booking rules and opening hours of a bookable restaurant).
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz, inList } from './columns';
import { cities } from './places';
import { services } from './catalogue';

export const bolCategories = pgTable(
  'bol_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
  },
  (t) => [uniqueIndex('bol_categories_slug_unique').on(t.slug)],
);

export const bolVenues = pgTable(
  'bol_venues',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [uniqueIndex('bol_venues_slug_unique').on(t.slug), check('bol_venues_capacity_check', sql`capacity > 0`)],
);

export const bolEvents = pgTable(
  'bol_events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionPt: text('description_pt').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => bolCategories.id),
    venueId: integer('venue_id')
      .notNull()
      .references(() => bolVenues.id),
    startsAt: tstz('starts_at').notNull(),
    priceFromCents: integer('price_from_cents').notNull(),
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    status: text('status').notNull().default('active'),
    // The service of kind `event` that sells its tickets (docs/adr/043); null: listed only.
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('bol_events_slug_unique').on(t.slug),
    check('bol_events_status_check', inList('status', ['active', 'cancelled', 'sold_out'])),
    check('bol_events_price_check', sql`price_from_cents >= 0`),
  ],
);

/**
 * A dated session of an event service (docs/adr/043): at most one a day, so its places are the service_daily_capacity
 * row of its day (written with `capacity` when the session is made), booked, held and released like any service's.
 */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Lisbon wall-clock start, HH:MM. */
    startTime: text('start_time').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [
    unique('event_sessions_service_date_unique').on(t.serviceId, t.date),
    check('event_sessions_capacity_check', sql`capacity > 0`),
    check('event_sessions_time_check', sql`start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

/** A priced ticket of an event service: seated or general admission; every type shares its session's places. */
export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    seating: text('seating').notNull(),
    priceCents: integer('price_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('event_ticket_types_service_position_unique').on(t.serviceId, t.position),
    check('event_ticket_types_seating_check', inList('seating', ['seated', 'general'])),
    check('event_ticket_types_price_check', sql`price_cents >= 0`),
  ],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    country: text('country').notNull(),
    address: text('address').notNull(),
    cuisineEn: text('cuisine_en').notNull(),
    cuisinePt: text('cuisine_pt').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionPt: text('description_pt').notNull(),
    priceLevel: integer('price_level').notNull(),
    // Tenths of a star (0-50) so the rating stays an exact integer.
    ratingTenths: integer('rating_tenths').notNull(),
    phone: text('phone'),
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    // The service of kind `restaurant` that takes its table requests (docs/adr/044); null: listed only.
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('restaurants_slug_unique').on(t.slug),
    check('restaurants_price_level_check', sql`price_level between 1 and 4`),
    check('restaurants_rating_check', sql`rating_tenths between 0 and 50`),
  ],
);

/**
 * How a restaurant service takes tables (docs/adr/044): its day is cut into slots of `slot_minutes` from each opening;
 * a party takes its covers in the slot its time falls in, and a slot holds `covers_per_slot`. `confirmation`:
 * `partner` (the restaurant accepts or declines the paid request) or `instant` (confirmed on payment). The deposit per
 * person is the service's price (`services.value_cents`; 0: a free booking) and the largest party its `max_capacity`.
 */
export const restaurantBookingRules = pgTable(
  'restaurant_booking_rules',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    slotMinutes: integer('slot_minutes').notNull().default(30),
    coversPerSlot: integer('covers_per_slot').notNull(),
    confirmation: text('confirmation').notNull().default('partner'),
  },
  () => [
    check('restaurant_booking_rules_slot_check', sql`slot_minutes between 5 and 240 and slot_minutes % 5 = 0`),
    check('restaurant_booking_rules_covers_check', sql`covers_per_slot > 0`),
    check('restaurant_booking_rules_confirmation_check', inList('confirmation', ['partner', 'instant'])),
  ],
);

/**
 * A restaurant service's opening on a weekday (0 Sunday … 6 Saturday), Lisbon wall-clock HH:MM on the 5-minute grid;
 * tables are booked from `opens` to before `closes`. Two rows make a lunch and a dinner; a weekday without a row is closed.
 */
export const restaurantOpeningHours = pgTable(
  'restaurant_opening_hours',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.weekday, t.opens] }),
    check('restaurant_opening_hours_weekday_check', sql`weekday between 0 and 6`),
    check(
      'restaurant_opening_hours_time_check',
      sql`opens ~ '^([01][0-9]|2[0-3]):[0-5][05]$' and closes ~ '^([01][0-9]|2[0-3]):[0-5][05]$' and opens < closes`,
    ),
  ],
);
