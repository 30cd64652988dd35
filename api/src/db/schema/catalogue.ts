// Catalogue: categories, services (search text, prices), images, extra prices, daily capacity, service forms.
import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, inList } from './columns';
import { SERVICE_CONFIRMATIONS, SERVICE_KINDS, SERVICE_STATUSES, type ServiceConfirmation } from './statuses';
import type { ImageVariant } from '@mp/shared/contracts';
import { cities } from './places';
import { companies } from './partners';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    kind: text('kind').notNull(),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionPt: text('description_pt').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    check('categories_kind_check', inList('kind', SERVICE_KINDS)),
  ],
);

/**
 * Accent folding for search (the same map in SQL and in JS, see modules/catalogue/search.ts): PGlite has no
 * `unaccent`, and `lower()` under the C locale only lowers ASCII, so accented capitals are folded here too.
 */
export const SEARCH_FOLD_FROM = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖØÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöøúùûüçñýÿ';
export const SEARCH_FOLD_TO = 'aaaaaaeeeeiiiioooooouuuucnyaaaaaaeeeeiiiioooooouuuucnyy';
const foldedText = (expression: string) =>
  sql.raw(`lower(translate(${expression}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`);

/** A full-text document, read only in SQL (the search's stems). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tsvectorOf = (config: 'english' | 'portuguese', expression: string) =>
  `to_tsvector('${config}'::regconfig, lower(translate(${expression}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')))`;

export interface ServiceAnnotations {
  calendar_price: boolean;
  free_cancellation: boolean;
  cancellation_policy: number;
  notes: string | null;
  selected_language: string | null;
}

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    cityId: integer('city_id').references(() => cities.id),
    kind: text('kind').notNull(),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    shortDescriptionEn: text('short_description_en').notNull().default(''),
    shortDescriptionPt: text('short_description_pt').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionPt: text('description_pt').notNull().default(''),
    highlights: jsonb('highlights').$type<{ en: string; pt: string }[]>().notNull().default([]),
    meetingPoint: jsonb('meeting_point').$type<{ en: string; pt: string } | null>(),
    // Where the meeting point is on a map (WGS 84 degrees): both or neither; a link opens it in a map application.
    meetingLat: doublePrecision('meeting_lat'),
    meetingLng: doublePrecision('meeting_lng'),
    annotations: jsonb('annotations').$type<ServiceAnnotations>().notNull(),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    priceType: text('price_type').notNull(),
    maxCapacity: integer('max_capacity').notNull(),
    valueCents: integer('value_cents').notNull(),
    valueDiscountCents: integer('value_discount_cents').notNull().default(0),
    dailyCapacity: integer('daily_capacity').notNull(),
    startTimes: jsonb('start_times').$type<string[]>().notNull().default([]),
    durationMinutes: integer('duration_minutes').notNull(),
    ageStart: integer('age_start').notNull().default(0),
    ageEnd: integer('age_end').notNull().default(99),
    // The child band (docs/adr/023): children from age_start to child_age_end pay child_value_cents; null: no band.
    childValueCents: integer('child_value_cents'),
    childAgeEnd: integer('child_age_end'),
    childrenAlone: boolean('children_alone').notNull().default(false),
    status: text('status').notNull().default('draft'),
    sponsored: boolean('sponsored').notNull().default(false),
    weeklyDeal: boolean('weekly_deal').notNull().default(false),
    promoted: boolean('promoted').notNull().default(false),
    giftCardValuesCents: jsonb('gift_card_values_cents').$type<number[] | null>(),
    // Who confirms a booked item (docs/adr/049): the partner, or `instant` (confirmed on payment). An insert without it
    // gets its kind's default from a trigger (migration 0044): instant for a transfer, the partner for the others.
    confirmation: text('confirmation')
      .$type<ServiceConfirmation>()
      .notNull()
      .default(sql`null`),
    // Filled by PostgreSQL on every write: both languages' names and descriptions, lower case, accents folded.
    searchText: text('search_text').generatedAlwaysAs(
      foldedText(
        "name_en || ' ' || name_pt || ' ' || short_description_en || ' ' || short_description_pt || ' ' || description_en || ' ' || description_pt",
      ),
    ),
    // Search (modules/catalogue/README.md): the titles' folded words padded with spaces (LIKE '% word %' finds whole
    // words), the titles' stems and the descriptions' stems, in both languages.
    searchTitle: text('search_title').generatedAlwaysAs(
      sql.raw(
        `' ' || regexp_replace(lower(translate(name_en || ' ' || name_pt, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}')), '[^a-z0-9]+', ' ', 'g') || ' '`,
      ),
    ),
    searchTitleStems: tsvector('search_title_stems').generatedAlwaysAs(
      sql.raw(`${tsvectorOf('english', 'name_en')} || ${tsvectorOf('portuguese', 'name_pt')}`),
    ),
    searchDescriptions: tsvector('search_descriptions').generatedAlwaysAs(
      sql.raw(
        `${tsvectorOf('english', "short_description_en || ' ' || description_en")} || ${tsvectorOf('portuguese', "short_description_pt || ' ' || description_pt")}`,
      ),
    ),
    // The price a buyer pays per unit at base capacity (value_discount when it applies): filters and sorts use it.
    priceCents: integer('price_cents').generatedAlwaysAs(
      sql`case when value_discount_cents > 0 and value_discount_cents < value_cents then value_discount_cents else value_cents end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('services_slug_unique').on(t.slug),
    index('services_company_idx').on(t.companyId),
    index('services_category_idx').on(t.categoryId),
    // Public catalogue reads filter on status (+ kind) and default to newest first.
    index('services_status_kind_created_idx').on(t.status, t.kind, t.createdAt.desc()),
    index('services_city_idx').on(t.cityId),
    check('services_kind_check', inList('kind', SERVICE_KINDS)),
    check('services_status_check', inList('status', SERVICE_STATUSES)),
    check('services_price_type_check', inList('price_type', ['per_person', 'per_group'])),
    check('services_value_check', sql`value_cents >= 0 and value_discount_cents >= 0`),
    check('services_capacity_check', sql`max_capacity > 0 and daily_capacity >= 0`),
    check('services_age_check', sql`age_start >= 0 and age_end >= age_start`),
    check(
      'services_child_band_check',
      sql`(child_value_cents is null and child_age_end is null) or (price_type = 'per_person' and child_value_cents >= 0 and child_age_end >= age_start and child_age_end < age_end)`,
    ),
    check('services_duration_check', sql`duration_minutes >= 0`),
    check('services_confirmation_check', inList('confirmation', SERVICE_CONFIRMATIONS)),
    check(
      'services_meeting_position_check',
      sql`(meeting_lat is null and meeting_lng is null) or (meeting_lat between -90 and 90 and meeting_lng between -180 and 180)`,
    ),
  ],
);

export const serviceImages = pgTable(
  'service_images',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    /** The photo's description for screen readers: `alt` in English, `alt_pt` in Portuguese (null: the service's name). */
    alt: text('alt'),
    altPt: text('alt_pt'),
    position: integer('position').notNull().default(0),
    /** Upright size of an uploaded photo; null for seeded SVG art (vector, no variants). */
    width: integer('width'),
    height: integer('height'),
    /** The AVIF/WebP/JPEG files made on upload (ADR 024); empty for SVG art. Written with the row, after the files. */
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('service_images_service_position_unique').on(t.serviceId, t.position)],
);

export const serviceExtraPrices = pgTable(
  'service_extra_prices',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    maxCapacity: integer('max_capacity').notNull(),
    valueCents: integer('value_cents').notNull(),
  },
  (t) => [
    uniqueIndex('service_extra_prices_service_capacity_unique').on(t.serviceId, t.maxCapacity),
    check('service_extra_prices_check', sql`max_capacity > 0 and value_cents >= 0`),
  ],
);

/** One row per service and date; booking locks it (SELECT … FOR UPDATE) so capacity cannot be oversold. */
export const serviceDailyCapacity = pgTable(
  'service_daily_capacity',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.date] }),
    check('service_daily_capacity_check', sql`booked >= 0 and booked <= capacity`),
  ],
);

export const formCategories = pgTable(
  'form_categories',
  {
    id: serial('id').primaryKey(),
    categoryName: text('category_name').notNull(),
    categoryId: integer('category_id').references(() => categories.id),
  },
  (t) => [uniqueIndex('form_categories_name_unique').on(t.categoryName)],
);

export const formSteps = pgTable(
  'form_steps',
  {
    id: serial('id').primaryKey(),
    formCategoryId: integer('form_category_id')
      .notNull()
      .references(() => formCategories.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    namePt: text('name_pt').notNull(),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [uniqueIndex('form_steps_order_unique').on(t.formCategoryId, t.displayOrder)],
);

export const formFields = pgTable(
  'form_fields',
  {
    id: serial('id').primaryKey(),
    formStepId: integer('form_step_id')
      .notNull()
      .references(() => formSteps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fieldType: text('field_type').notNull(),
    labelEn: text('label_en').notNull(),
    labelPt: text('label_pt').notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<{ value: string; en: string; pt: string }[] | null>(),
    displayOrder: integer('display_order').notNull(),
  },
  (t) => [
    uniqueIndex('form_fields_step_name_unique').on(t.formStepId, t.name),
    check(
      'form_fields_type_check',
      inList('field_type', [
        'text',
        'textarea',
        'number',
        'money',
        'select',
        'multiselect',
        'checkbox',
        'date',
        'time',
        'file',
        'images',
        'price_tiers',
      ]),
    ),
  ],
);
