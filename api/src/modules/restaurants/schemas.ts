import { Type } from '@sinclair/typebox';
import {
  Envelope,
  Page,
  Restaurant,
  RestaurantCountry,
  RestaurantLocation,
  RestaurantLocationsQuery,
  RestaurantsQuery,
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
