// Events (BOL categories, venues, events) and restaurants.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz, inList } from './columns';
import { cities } from './places';

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
  },
  (t) => [
    uniqueIndex('bol_events_slug_unique').on(t.slug),
    check('bol_events_status_check', inList('status', ['active', 'cancelled', 'sold_out'])),
    check('bol_events_price_check', sql`price_from_cents >= 0`),
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
  },
  (t) => [
    uniqueIndex('restaurants_slug_unique').on(t.slug),
    check('restaurants_price_level_check', sql`price_level between 1 and 4`),
    check('restaurants_rating_check', sql`rating_tenths between 0 and 50`),
  ],
);
