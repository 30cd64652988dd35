// GET /api/restaurants, /api/restaurant-countries, /api/restaurant-locations (spec §7 catalogue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { cartCaller } from '../cart/routes';
import { ownCartIdsOf, type CartCaller } from '../cart/service';
import { countriesSchema, locationsSchema, restaurantsSchema, tablesSchema } from './schemas';
import { listCountries, listLocations, listRestaurants, restaurantTables } from './service';

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
  // Not cached: covers change with every table booked. A traveller's own checkout hold is theirs, as on an event's
  // sessions; a stale session is only a visitor here (the cart calls answer its 401).
  app.get('/api/restaurants/:slug/tables', { schema: tablesSchema, config: { roles: 'public' } }, async (request) => {
    let caller: CartCaller | null = null;
    try {
      caller = cartCaller(request);
    } catch {
      caller = null;
    }
    const own = caller && (caller.userId !== null || caller.guestToken) ? await ownCartIdsOf(app.db, caller) : [];
    return ok(await restaurantTables(app.db, request.params.slug, request.query.date, own));
  });
};

export default restaurantRoutes;
