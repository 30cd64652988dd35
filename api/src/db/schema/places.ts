// Places: countries and cities.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code), check('countries_code_check', sql`code ~ '^[a-z]{2}$'`)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [uniqueIndex('cities_slug_unique').on(t.slug)],
);
