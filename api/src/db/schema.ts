// The whole data model of spec §3. Later issues add behaviour; the tables exist now so the model is whole.
// Money is integer euro cents, times are timestamptz (displayed in Europe/Lisbon), and every status column
// carries a CHECK so a bad state cannot be written even by hand-written SQL.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  doublePrecision,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

export const USER_TYPES = ['CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER'] as const;
export const SERVICE_KINDS = ['experience', 'wellness', 'transfer', 'gift_card'] as const;
export const SERVICE_STATUSES = ['active', 'inactive', 'draft'] as const;
export const BOOKING_ITEM_STATUSES = ['waiting_payment', 'pending', 'confirmed', 'completed', 'declined', 'cancelled'] as const;
export const PAYMENT_METHODS = ['card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card'] as const;
export const PAYMENT_STATUSES = ['pending', 'requires_action', 'authorized', 'paid', 'failed', 'expired', 'refunded', 'cancelled'] as const;
export const BOOKING_STATUSES = ['waiting_payment', 'paid', 'expired', 'cancelled'] as const;
export const PROMO_CODE_STATUSES = ['requested', 'assigned', 'used'] as const;
/** Same list as STAFF_ROLES in @mp/shared/domain (the back-office test checks they agree). */
export const STAFF_ROLE_NAMES = ['admin', 'finance', 'support', 'content'] as const;

// ---------- users and auth ----------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: text('user_type').notNull(),
    email: text('email').notNull(),
    // null = an account that has never set a password (seeded company owners): only a reset can open it.
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    emailVerifiedAt: tstz('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_user_type_check', inList('user_type', USER_TYPES)),
    check('users_email_lower_check', sql`email = lower(email)`),
  ],
);

export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vatnumber: text('vatnumber'),
  birthdate: date('birthdate', { mode: 'string' }),
  iban: text('iban'),
  bicswift: text('bicswift'),
  country: text('country'),
  city: text('city'),
  address: text('address'),
  zipcode: text('zipcode'),
  description: text('description'),
  avatarUrl: text('avatar_url'),
  coverUrl: text('cover_url'),
  updatedAt: updatedAt(),
});

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    lastUsedAt: tstz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_tokens_token_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId), check('email_verifications_attempts_check', sql`attempts >= 0`)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash)],
);

// ---------- places ----------

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

// ---------- companies, teams, affiliates ----------

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id),
    businessName: text('business_name').notNull(),
    tradeName: text('trade_name').notNull(),
    taxNumber: text('tax_number').notNull(),
    iban: text('iban'),
    bicswift: text('bicswift'),
    address: text('address'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country').notNull().default('pt'),
    numberOfEmployees: integer('number_of_employees'),
    descriptionEn: text('description_en'),
    descriptionPt: text('description_pt'),
    website: text('website'),
    email: text('email'),
    companyType: text('company_type').notNull(),
    modules: jsonb('modules').$type<{ experiences: boolean; transfers: boolean }>().notNull(),
    brandColor: text('brand_color'),
    status: text('status').notNull().default('active'),
    // Back office (issue 14): the platform's share of each sale, in basis points (1500 = 15 %).
    commissionBasisPoints: integer('commission_basis_points').notNull().default(1500),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('companies_slug_unique').on(t.slug),
    uniqueIndex('companies_tax_number_unique').on(t.taxNumber),
    check('companies_company_type_check', inList('company_type', ['experiences', 'transfers', 'both'])),
    check('companies_status_check', inList('status', ['pending', 'active', 'suspended'])),
    check('companies_employees_check', sql`number_of_employees is null or number_of_employees >= 0`),
    check('companies_commission_check', sql`commission_basis_points between 0 and 10000`),
  ],
);

export const companyLogos = pgTable(
  'company_logos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('company_logos_company_position_unique').on(t.companyId, t.position)],
);

export const companyMembers = pgTable(
  'company_members',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] }), check('company_members_role_check', inList('role', ['owner', 'member']))],
);

export const teamRoles = pgTable(
  'team_roles',
  {
    id: serial('id').primaryKey(),
    roleName: text('role_name').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionPt: text('description_pt').notNull(),
  },
  (t) => [uniqueIndex('team_roles_role_name_unique').on(t.roleName)],
);

/** A person on a partner's team (company_id set) or on the platform's back-office team (company_id null). */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    teamRoleId: integer('team_role_id')
      .notNull()
      .references(() => teamRoles.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  // NULLS NOT DISTINCT: the platform team (company_id null) must not list one email twice either.
  (t) => [unique('team_members_company_email_unique').on(t.companyId, t.email).nullsNotDistinct()],
);

export const affiliates = pgTable(
  'affiliates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    commissionBasisPoints: integer('commission_basis_points').notNull().default(500),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('affiliates_user_unique').on(t.userId),
    uniqueIndex('affiliates_code_unique').on(t.code),
    check('affiliates_status_check', inList('status', ['pending', 'active', 'suspended'])),
    check('affiliates_commission_check', sql`commission_basis_points between 0 and 10000`),
  ],
);

// ---------- catalogue ----------

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
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), check('categories_kind_check', inList('kind', SERVICE_KINDS))],
);

/**
 * Accent folding for search (the same map in SQL and in JS, see modules/catalogue/search.ts): PGlite has no
 * `unaccent`, and `lower()` under the C locale only lowers ASCII, so accented capitals are folded here too.
 */
export const SEARCH_FOLD_FROM = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖØÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöøúùûüçñýÿ';
export const SEARCH_FOLD_TO = 'aaaaaaeeeeiiiioooooouuuucnyaaaaaaeeeeiiiioooooouuuucnyy';
const foldedText = (expression: string) => sql.raw(`lower(translate(${expression}, '${SEARCH_FOLD_FROM}', '${SEARCH_FOLD_TO}'))`);

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
    status: text('status').notNull().default('draft'),
    sponsored: boolean('sponsored').notNull().default(false),
    weeklyDeal: boolean('weekly_deal').notNull().default(false),
    promoted: boolean('promoted').notNull().default(false),
    giftCardValuesCents: jsonb('gift_card_values_cents').$type<number[] | null>(),
    // Filled by PostgreSQL on every write: both languages' names and descriptions, lower case, accents folded.
    searchText: text('search_text').generatedAlwaysAs(
      foldedText(
        "name_en || ' ' || name_pt || ' ' || short_description_en || ' ' || short_description_pt || ' ' || description_en || ' ' || description_pt",
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
    check('services_duration_check', sql`duration_minutes >= 0`),
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
    alt: text('alt'),
    position: integer('position').notNull().default(0),
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
  (t) => [primaryKey({ columns: [t.serviceId, t.date] }), check('service_daily_capacity_check', sql`booked >= 0 and booked <= capacity`)],
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
      inList('field_type', ['text', 'textarea', 'number', 'money', 'select', 'multiselect', 'checkbox', 'date', 'time', 'file', 'images']),
    ),
  ],
);

// ---------- transfers ----------

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
  ],
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
  (t) => [uniqueIndex('transfer_locations_maps_id_unique').on(t.mapsId), check('transfer_locations_country_check', inList('country', ['pt', 'es']))],
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
  (t) => [uniqueIndex('points_of_interest_slug_unique').on(t.slug), uniqueIndex('points_of_interest_maps_id_unique').on(t.mapsId)],
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

// ---------- promo codes, gift cards, points ----------

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    validFrom: tstz('valid_from').notNull(),
    validTo: tstz('valid_to').notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    status: text('status').notNull().default('assigned'),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_unique').on(t.code),
    check('promo_codes_kind_check', inList('kind', ['percent', 'fixed'])),
    check('promo_codes_status_check', inList('status', PROMO_CODE_STATUSES)),
    check('promo_codes_value_check', sql`(kind = 'percent' and value between 1 and 100) or (kind = 'fixed' and value > 0)`),
    check('promo_codes_uses_check', sql`uses >= 0 and (max_uses is null or uses <= max_uses)`),
    check('promo_codes_validity_check', sql`valid_to >= valid_from`),
  ],
);

export const promoCodeRequests = pgTable(
  'promo_code_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    reason: text('reason'),
    status: text('status').notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('promo_code_requests_user_idx').on(t.userId), check('promo_code_requests_status_check', inList('status', PROMO_CODE_STATUSES))],
);

// ---------- carts, bookings, payments ----------

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    // Null for a guest cart, which is found by the SHA-256 of its opaque token (X-Cart-Token).
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestTokenHash: text('guest_token_hash'),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    usedPoints: integer('used_points').notNull().default(0),
    notes: text('notes'),
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_used_points_check', sql`used_points >= 0`),
    index('carts_user_idx').on(t.userId),
    uniqueIndex('carts_guest_token_unique').on(t.guestTokenHash),
    check('carts_owner_check', sql`user_id is not null or guest_token_hash is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    serviceId: integer('service_id').references(() => services.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    bookingDate: tstz('booking_date'),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    notes: jsonb('notes').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_key_unique').on(t.cartId, t.itemKey),
    check('cart_items_target_check', sql`service_id is not null or vehicle_id is not null`),
    check('cart_items_money_check', sql`quantity > 0 and unit_price_cents >= 0 and total_cents >= 0 and discount_cents >= 0`),
  ],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    serviceId: integer('service_id').references(() => services.id),
    purchaserUserId: integer('purchaser_user_id').references(() => users.id, { onDelete: 'set null' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    valueCents: integer('value_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    status: text('status').notNull().default('active'),
    expiresAt: tstz('expires_at').notNull(),
    // The paid booking item that issued it (with `issue_index`): paying twice cannot issue twice.
    issuedForBookingItemId: integer('issued_for_booking_item_id'),
    issueIndex: integer('issue_index'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_unique').on(t.code),
    uniqueIndex('gift_cards_issued_unique').on(t.issuedForBookingItemId, t.issueIndex),
    check('gift_cards_status_check', inList('status', ['pending', 'active', 'redeemed', 'expired', 'cancelled'])),
    check('gift_cards_balance_check', sql`value_cents > 0 and balance_cents between 0 and value_cents`),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    paymentMethod: text('payment_method').notNull(),
    totalCents: integer('total_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    pointsUsed: integer('points_used').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    giftCardId: integer('gift_card_id').references(() => giftCards.id),
    billing: jsonb('billing').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    erpId: text('erp_id'),
    annotations: jsonb('annotations').$type<Record<string, unknown>>().notNull().default({}),
    // waiting_payment until a verified callback/status check marks it paid; the sweeper expires it at expires_at.
    status: text('status').notNull().default('waiting_payment'),
    expiresAt: tstz('expires_at'),
    paidAt: tstz('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_reference_unique').on(t.reference),
    index('bookings_user_idx').on(t.userId),
    // Back office (issue 14): the sales list pages paid bookings by payment time.
    index('bookings_paid_at_idx').on(t.paidAt),
    index('bookings_status_expires_idx').on(t.status, t.expiresAt),
    check('bookings_status_check', inList('status', BOOKING_STATUSES)),
    check('bookings_payment_method_check', inList('payment_method', PAYMENT_METHODS)),
    check('bookings_money_check', sql`total_cents >= 0 and discount_cents >= 0 and points_used >= 0`),
  ],
);

export const bookingItems = pgTable(
  'booking_items',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => services.id),
    vehicleId: integer('vehicle_id').references(() => vehicles.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bookingDate: tstz('booking_date').notNull(),
    // The service_daily_capacity row this item holds places on (null: gift cards and vehicle transfers).
    capacityDate: date('capacity_date', { mode: 'string' }),
    status: text('status').notNull().default('waiting_payment'),
    quantity: integer('quantity').notNull(),
    valueCents: integer('value_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    pendingHours: integer('pending_hours').notNull().default(48),
    annotations: jsonb('annotations').$type<Record<string, unknown>>().notNull().default({}),
    unserializedService: jsonb('unserialized_service').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId),
    index('booking_items_company_idx').on(t.companyId),
    index('booking_items_service_created_idx').on(t.serviceId, t.createdAt),
    check('booking_items_status_check', inList('status', BOOKING_ITEM_STATUSES)),
    check('booking_items_target_check', sql`service_id is not null or vehicle_id is not null`),
    check('booking_items_money_check', sql`quantity > 0 and value_cents >= 0 and discount_cents >= 0 and pending_hours >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    status: text('status').notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    // Method data the front end needs (brand + last4, approval URL, MB WAY start, crypto address); never a card number.
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: tstz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_external_unique').on(t.provider, t.externalId),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_provider_check', inList('provider', PAYMENT_METHODS)),
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_amount_check', sql`amount_cents >= 0`),
  ],
);

/** Provider callbacks; unique (provider, event_id) makes a replayed callback a no-op. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    signatureVerified: boolean('signature_verified').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: tstz('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.eventId),
    check('payment_events_provider_check', inList('provider', PAYMENT_METHODS)),
    check('payment_events_status_check', inList('status', PAYMENT_STATUSES)),
  ],
);

export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    id: serial('id').primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promo_code_redemptions_code_booking_unique').on(t.promoCodeId, t.bookingId),
    check('promo_code_redemptions_discount_check', sql`discount_cents >= 0`),
  ],
);

export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    bookingId: integer('booking_id').references(() => bookings.id),
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('gift_card_transactions_card_idx').on(t.giftCardId),
    check('gift_card_transactions_kind_check', inList('kind', ['issue', 'redeem', 'refund'])),
    check('gift_card_transactions_amount_check', sql`amount_cents > 0`),
  ],
);

export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    bookingItemId: integer('booking_item_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId),
    // A completed item earns once, however often its completion is posted.
    uniqueIndex('points_ledger_item_reason_unique').on(t.bookingItemId, t.reason),
    check('points_ledger_reason_check', inList('reason', ['earned', 'spent', 'refund', 'adjustment', 'expired'])),
    check('points_ledger_delta_check', sql`delta <> 0`),
  ],
);

// ---------- chat ----------

export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    participant1: integer('participant_1')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participant2: integer('participant_2')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestStatus: text('request_status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chats_participants_unique').on(t.participant1, t.participant2),
    check('chats_request_status_check', inList('request_status', ['open', 'closed'])),
    check('chats_participants_check', sql`participant_1 <> participant_2`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id), check('chat_messages_body_check', sql`length(body) > 0`)],
);

export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').references(() => chatMessages.id, { onDelete: 'set null' }),
    readAt: tstz('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);

// ---------- customer panel and chat (issue 12) ----------

/** Who handed a chat over to whom (POST api/chat/{chat}/redirect, staff only). */
export const chatRedirects = pgTable(
  'chat_redirects',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    byUserId: integer('by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('chat_redirects_chat_idx').on(t.chatId)],
);

/** The last offline-delivery mail per chat and recipient: at most one per chat every 2 minutes. */
export const chatMailNotices = pgTable(
  'chat_mail_notices',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] })],
);

/** A customer's settings: language of the mails and which mails they want. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language'),
    emailChat: boolean('email_chat').notNull().default(true),
    emailBookings: boolean('email_bookings').notNull().default(true),
    emailNews: boolean('email_news').notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [check('user_preferences_language_check', sql`language is null or language in ('en', 'pt')`)],
);

// ---------- reviews, invoices, chatbot, analytics ----------

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingItemId: integer('booking_item_id').references(() => bookingItems.id, { onDelete: 'set null' }),
    authorFirstName: text('author_first_name').notNull(),
    authorLastName: text('author_last_name').notNull(),
    authorCountry: text('author_country'),
    stars: integer('stars').notNull(),
    language: text('language').notNull().default('pt'),
    text: text('text').notNull(),
    status: text('status').notNull().default('published'),
    source: text('source').notNull().default('user'),
    // Natural key for seeded and imported reviews, so re-running an import or the seed does not duplicate them.
    importKey: text('import_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_service_idx').on(t.serviceId),
    uniqueIndex('reviews_import_key_unique').on(t.importKey),
    check('reviews_stars_check', sql`stars between 1 and 5`),
    check('reviews_language_check', inList('language', ['en', 'pt'])),
    check('reviews_status_check', inList('status', ['published', 'hidden'])),
    check('reviews_source_check', inList('source', ['user', 'seed', 'import', 'admin'])),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_company_period_unique').on(t.companyId, t.year, t.month),
    check('invoices_month_check', sql`month between 1 and 12`),
    check('invoices_status_check', inList('status', ['pending', 'uploaded', 'paid'])),
    check('invoices_amount_check', sql`amount_cents >= 0`),
  ],
);

export const chatbotConfigs = pgTable(
  'chatbot_configs',
  {
    id: serial('id').primaryKey(),
    language: text('language').notNull(),
    greeting: text('greeting').notNull(),
    fallback: text('fallback').notNull(),
    faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('chatbot_configs_language_unique').on(t.language), check('chatbot_configs_language_check', inList('language', ['en', 'pt']))],
);

export const serviceViews = pgTable(
  'service_views',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: tstz('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('service_views_service_idx').on(t.serviceId, t.viewedAt), index('service_views_viewed_at_idx').on(t.viewedAt)],
);

// ---------- events and restaurants ----------

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

// ---------- platform ----------

/** One row per request a SUPER made while acting as another user. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    realUserId: integer('real_user_id')
      .notNull()
      .references(() => users.id),
    actingUserId: integer('acting_user_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull().default('impersonation'),
    method: text('method').notNull(),
    path: text('path').notNull(),
    // Back-office writes (issue 14): what changed, before and after (null for an impersonated request).
    entity: text('entity'),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_real_user_idx').on(t.realUserId, t.createdAt),
    index('audit_log_acting_user_idx').on(t.actingUserId, t.id),
    // `impersonation` or `<area>.<verb>` (team.create, promo_code.update, …).
    check('audit_log_action_check', sql`action ~ '^[a-z_]+(\\.[a-z_]+)*$'`),
  ],
);

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.to, t.id)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    check('uploads_purpose_check', inList('purpose', ['avatar', 'cover', 'logo', 'service_image', 'review_import', 'invoice', 'generated'])),
    check('uploads_size_check', sql`size_bytes >= 0`),
  ],
);

// ---------- partner dashboard: availability and booking-item answer links (issue 13) ----------

/** A service's opening rules; without a row the service is open every day at its start_times. */
export const serviceAvailability = pgTable(
  'service_availability',
  {
    serviceId: integer('service_id')
      .primaryKey()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Open weekdays (0 = Monday) with their start times ("HH:MM"); a weekday not listed is closed. */
    weekly: jsonb('weekly').$type<{ weekday: number; times: string[] }[]>().notNull(),
    /** A start can no longer be booked this many hours before it begins. */
    cutoffHours: integer('cutoff_hours').notNull().default(0),
    updatedAt: updatedAt(),
  },
  () => [check('service_availability_cutoff_check', sql`cutoff_hours >= 0`)],
);

export const serviceBlockedDates = pgTable(
  'service_blocked_dates',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.date] })],
);

/** The accept/decline links mailed to a partner for a new booking item: only the hash is kept; used once, then dead. */
export const bookingItemAnswerLinks = pgTable(
  'booking_item_answer_links',
  {
    id: serial('id').primaryKey(),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_item_answer_links_token_unique').on(t.tokenHash),
    index('booking_item_answer_links_item_idx').on(t.bookingItemId),
    check('booking_item_answer_links_action_check', inList('action', ['confirmed', 'declined'])),
  ],
);

// ---------- back office (issue 14) ----------

/**
 * The staff role of a SUPER account (issue 14 §9): a permission set from `@mp/shared/domain` staff.ts. A SUPER
 * account without a row is a platform owner and has every permission (admin).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  () => [check('staff_members_role_check', inList('role', STAFF_ROLE_NAMES))],
);

/**
 * Sales per Lisbon day, partner, service and payment method, kept up to date in the transaction that marks a booking
 * paid (bookings/ledger.ts markPaid) or refunds an item (supplier-bookings), so the dashboard never counts bookings.
 * service_id 0: an item without a service (a vehicle transfer). Refunds count on the day they happen.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').notNull().default(0),
    paymentMethod: text('payment_method').notNull(),
    itemsSold: integer('items_sold').notNull().default(0),
    soldCents: integer('sold_cents').notNull().default(0),
    itemsRefunded: integer('items_refunded').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    commissionCents: integer('commission_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.companyId, t.serviceId, t.paymentMethod] }), index('sales_daily_service_idx').on(t.serviceId, t.day)],
);

/** Service page views per Lisbon day, kept by a trigger on service_views (custom SQL in the back-office migration). */
export const serviceViewsDaily = pgTable(
  'service_views_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.serviceId] })],
);

/**
 * The sandbox payment gateways' own ledger (issue 16 §6). The sandboxes stand in for outside gateways, so this is
 * their state, not ours (no foreign key to payments): kept here so that a pending MB WAY or crypto payment survives
 * an API restart and several API instances see the same sandbox. `answer`/`answer_at`: what an MB WAY test phone
 * will answer and when (resumed after a restart). Unused by a real gateway.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    method: text('method').notNull(),
    externalId: text('external_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    gatewayStatus: text('gateway_status').notNull(),
    status: text('status').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: tstz('expires_at'),
    answer: text('answer'),
    answerAt: tstz('answer_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.method, t.externalId] }),
    index('sandbox_payments_answer_idx').on(t.answerAt),
    check('sandbox_payments_method_check', inList('method', ['card', 'paypal', 'mbway', 'crypto'])),
    check('sandbox_payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('sandbox_payments_answer_check', sql`answer is null or answer in ('approve', 'refuse')`),
    check('sandbox_payments_refund_check', sql`refunded_cents >= 0 and refunded_cents <= amount_cents`),
  ],
);
