// Restaurants (spec §7 GET /api/restaurants, restaurant-countries, restaurant-locations). Texts in the request's language.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { City } from './catalogue';
import { Cents } from './common';

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const Restaurant = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  address: Type.String(),
  country: Type.String(),
  city: City,
  cuisine: Type.String(),
  description: Type.String(),
  /** 1 (€) to 4 (€€€€). */
  price_level: Type.Integer({ minimum: 1, maximum: 4 }),
  /** 0–5, one decimal. */
  rating: Type.Number(),
  phone: Nullable(Type.String()),
  image_url: Nullable(Type.String()),
  /** The restaurant's page, where a table is requested (a service of kind `restaurant`, docs/adr/044); null: listed only. */
  service_slug: Nullable(Type.String()),
});
export type Restaurant = Static<typeof Restaurant>;

/**
 * GET /api/restaurants: a page, best rated first. `country` = ISO code (lower case), `location` = city slug,
 * `price_level` = 1–4, `q` = name or cuisine (either language, accent-insensitive).
 */
export const RestaurantsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
  country: Type.Optional(Type.String({ maxLength: 2 })),
  location: Type.Optional(Type.String({ maxLength: 100 })),
  price_level: Type.Optional(Type.Integer({ minimum: 1, maximum: 4 })),
  q: Type.Optional(Type.String({ maxLength: 100 })),
});
export type RestaurantsQuery = Static<typeof RestaurantsQuery>;

/** GET /api/restaurant-countries: countries that have restaurants. */
export const RestaurantCountry = Type.Object({
  code: Type.String(),
  name: Type.String(),
  restaurants_count: Type.Integer({ minimum: 0 }),
});
export type RestaurantCountry = Static<typeof RestaurantCountry>;

/** GET /api/restaurant-locations (`country` optional): cities that have restaurants. */
export const RestaurantLocation = Type.Intersect([
  City,
  Type.Object({ country: Type.String(), restaurants_count: Type.Integer({ minimum: 0 }) }),
]);
export type RestaurantLocation = Static<typeof RestaurantLocation>;

export const RestaurantLocationsQuery = Type.Object({ country: Type.Optional(Type.String({ maxLength: 2 })) });
export type RestaurantLocationsQuery = Static<typeof RestaurantLocationsQuery>;

/** A bookable time of a restaurant's day (Lisbon, HH:MM on the 5-minute grid) and the covers left in its slot. */
export const RestaurantTime = Type.Object({
  time: Type.String(),
  /** The slot the time belongs to (HH:MM): every time of a slot shares its covers. */
  slot: Type.String(),
  covers_left: Type.Integer({ minimum: 0 }),
  full: Type.Boolean(),
});
export type RestaurantTime = Static<typeof RestaurantTime>;

/**
 * GET /api/restaurants/{slug}/tables?date=YYYY-MM-DD: what a restaurant page books (docs/adr/044) — its rules and the
 * times of one day (none on a closed day; those already past dropped; full slots included, marked). A cart line for it
 * carries `date`, `time`, the party size as `quantity` and the traveller's words (allergies, occasion) as `notes.notes`.
 */
export const RestaurantTables = Type.Object({
  service_id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  /** Per person; 0: a free booking. */
  deposit_cents: Cents,
  /** `instant`: confirmed on payment; `partner`: the restaurant accepts or declines the request. */
  confirmation: Type.Union([Type.Literal('instant'), Type.Literal('partner')]),
  max_party: Type.Integer({ minimum: 1 }),
  slot_minutes: Type.Integer({ minimum: 5 }),
  /** Weekdays the restaurant opens (0 Sunday … 6 Saturday), for the date picker. */
  open_weekdays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 })),
  date: Type.String(),
  times: Type.Array(RestaurantTime),
});
export type RestaurantTables = Static<typeof RestaurantTables>;

/** `date` left out: the first day, from today, with a time still bookable (within the next 60 days). */
export const RestaurantTablesQuery = Type.Object({
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type RestaurantTablesQuery = Static<typeof RestaurantTablesQuery>;

/** Bounds of a restaurant's booking rules, as the partner dashboard edits them (docs/adr/044). */
export const RESTAURANT_RULE_LIMITS = {
  slotMinutes: { min: 15, max: 240, step: 5 },
  coversPerSlot: { min: 1, max: 1000 },
  /** Opening periods a weekday may have (lunch, dinner, …). */
  periodsPerDay: 4,
} as const;

/**
 * One opening period of a weekday (0 Sunday … 6 Saturday): tables are booked from `opens` to before `closes`, Lisbon
 * wall-clock HH:MM on the 5-minute grid, `closes` after `opens` (no period runs past midnight). The API checks the
 * grid, the order and overlaps and answers a 422 on `opening_hours.{n}.opens|closes|weekday`.
 */
export const RestaurantOpeningPeriod = Type.Object({
  weekday: Type.Integer(),
  opens: Type.String({ maxLength: 5 }),
  closes: Type.String({ maxLength: 5 }),
});
export type RestaurantOpeningPeriod = Static<typeof RestaurantOpeningPeriod>;

/**
 * GET/PUT /api/dashboard/services/{id}/restaurant-rules: how a restaurant service takes tables. `slot_minutes` 15–240 in
 * steps of 5, `covers_per_slot` 1–1000 (RESTAURANT_RULE_LIMITS), `confirmation` who confirms a paid request, and its
 * weekly `opening_hours` (a weekday without a period is closed; at most 4 periods a day, not overlapping). The PUT
 * replaces them all; the storefront's tables follow at once.
 */
export const RestaurantBookingRules = Type.Object({
  slot_minutes: Type.Integer(),
  covers_per_slot: Type.Integer(),
  confirmation: Type.Union([Type.Literal('partner'), Type.Literal('instant')]),
  opening_hours: Type.Array(RestaurantOpeningPeriod, { maxItems: 28 }),
});
export type RestaurantBookingRules = Static<typeof RestaurantBookingRules>;
