// Restaurants (spec §7 GET /api/restaurants, restaurant-countries, restaurant-locations). Texts in the request's language.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { City } from './catalogue';

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
