import { Type } from '@sinclair/typebox';
import {
  DashboardServiceIdParams,
  Envelope,
  ImpersonateField,
  Page,
  Restaurant,
  RestaurantCountry,
  RestaurantLocation,
  RestaurantLocationsQuery,
  RestaurantBookingRules,
  RestaurantsQuery,
  RestaurantTables,
  RestaurantTablesQuery,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['restaurants'];

export const restaurantsSchema = {
  tags,
  summary: 'Restaurants, best rated first; filters country, location (city slug), price level, text',
  querystring: RestaurantsQuery,
  response: { 200: Envelope(Page(Restaurant)), ...errors(422) },
};
export const countriesSchema = {
  tags,
  summary: 'Countries that have restaurants',
  response: { 200: Envelope(Type.Array(RestaurantCountry)), ...errors() },
};
export const locationsSchema = {
  tags,
  summary: 'Cities that have restaurants (optionally of one country)',
  querystring: RestaurantLocationsQuery,
  response: { 200: Envelope(Type.Array(RestaurantLocation)), ...errors(422) },
};
export const tablesSchema = {
  tags,
  summary:
    'A restaurant’s table rules and the times of one day with the covers left in each slot (full slots marked; the caller’s own checkout hold not counted)',
  headers: Type.Object({ 'x-cart-token': Type.Optional(Type.String({ maxLength: 100 })) }),
  params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) }),
  querystring: RestaurantTablesQuery,
  response: { 200: Envelope(RestaurantTables), ...errors(404, 422) },
};
export const bookingRulesSchema = {
  tags,
  summary:
    'One of the company’s restaurant services’ table rules: slot length, covers per slot, who confirms, weekly opening periods',
  params: DashboardServiceIdParams,
  response: { 200: Envelope(RestaurantBookingRules), ...errors(401, 403, 404, 422) },
};
export const saveBookingRulesSchema = {
  tags,
  summary:
    'Replace a restaurant service’s table rules and opening periods in one transaction (the storefront’s tables follow at once)',
  params: DashboardServiceIdParams,
  body: Type.Composite([RestaurantBookingRules, Type.Object({ impersonate_id: ImpersonateField })]),
  response: { 200: Envelope(RestaurantBookingRules), ...errors(401, 403, 404, 422) },
};
