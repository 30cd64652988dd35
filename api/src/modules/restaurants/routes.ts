// GET /api/restaurants, /api/restaurant-countries, /api/restaurant-locations (spec §7 catalogue), a restaurant's tables,
// and the partner's GET/PUT /api/dashboard/services/{id}/restaurant-rules (docs/adr/044).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { cartCaller } from '../cart/routes';
import { ownCartIdsOf, type CartCaller } from '../cart/service';
import { partnerOf, requirePartnerAccess } from '../team/access';
import {
  bookingRulesSchema,
  countriesSchema,
  locationsSchema,
  restaurantsSchema,
  saveBookingRulesSchema,
  tablesSchema,
} from './schemas';
import {
  listCountries,
  listLocations,
  listRestaurants,
  restaurantRules,
  restaurantTables,
  saveRestaurantRules,
} from './service';

const SERVICES = { roles: ['SUPPLIER'] as const, teamPermission: 'services' as const };

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

  await app.register(async (scope) => {
    requirePartnerAccess(scope);
    const routes = scope.withTypeProvider<import('@fastify/type-provider-typebox').TypeBoxTypeProvider>();
    routes.get(
      '/api/dashboard/services/:id/restaurant-rules',
      { schema: bookingRulesSchema, config: SERVICES },
      async (request) => ok(await restaurantRules(app.db, partnerOf(request).companyId, request.params.id)),
    );
    routes.put(
      '/api/dashboard/services/:id/restaurant-rules',
      { schema: saveBookingRulesSchema, config: SERVICES },
      async (request) => {
        const { impersonate_id: _ignored, ...rules } = request.body;
        void _ignored;
        return ok(
          await saveRestaurantRules(
            { db: app.db, cache: app.catalogueCache },
            partnerOf(request).companyId,
            request.params.id,
            rules,
          ),
        );
      },
    );
  });
};

export default restaurantRoutes;
