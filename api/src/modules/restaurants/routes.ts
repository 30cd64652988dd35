// GET /api/restaurants, /api/restaurant-countries, /api/restaurant-locations (spec §7 catalogue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { countriesSchema, locationsSchema, restaurantsSchema } from './schemas';
import { listCountries, listLocations, listRestaurants } from './service';

const restaurantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = <T>(key: string, compute: () => Promise<T>) => app.catalogueCache.get(key, compute);

  app.get('/api/restaurants', { schema: restaurantsSchema, config: { roles: 'public' } }, async (request) =>
    ok(
      await cached(`restaurants:${request.locale}:${request.url}`, () =>
        listRestaurants(app.db, request.locale, request.url, request.query),
      ),
    ),
  );
  app.get('/api/restaurant-countries', { schema: countriesSchema, config: { roles: 'public' } }, async (request) =>
    ok(await cached(`restaurant-countries:${request.locale}`, () => listCountries(app.db, request.locale))),
  );
  app.get('/api/restaurant-locations', { schema: locationsSchema, config: { roles: 'public' } }, async (request) =>
    ok(await cached(`restaurant-locations:${request.url}`, () => listLocations(app.db, request.query.country))),
  );
};

export default restaurantRoutes;
