// GET /api/bol-events, bol-categories, bol-venues, bol-locations (spec §7 catalogue), an event's sessions, and the
// partner's GET/PUT /api/dashboard/services/{id}/event-offer (docs/adr/043).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { cartCaller } from '../cart/routes';
import { ownCartIdsOf, type CartCaller } from '../cart/service';
import { partnerOf, requirePartnerAccess } from '../team/access';
import {
  categoriesSchema,
  eventOfferSchema,
  eventsSchema,
  locationsSchema,
  partnerOfferSchema,
  savePartnerOfferSchema,
  venuesSchema,
} from './schemas';
import {
  eventOffer,
  listCategories,
  listEvents,
  listLocations,
  listVenues,
  partnerEventOffer,
  saveEventOffer,
} from './service';

const SERVICES = { roles: ['SUPPLIER'] as const, teamPermission: 'services' as const };

const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = <T>(key: string, compute: () => Promise<T>) => app.catalogueCache.get(key, compute);

  app.get('/api/bol-events', { schema: eventsSchema, config: { roles: 'public' } }, async (request) =>
    ok(
      await cached(`bol-events:${request.locale}:${request.url}`, () =>
        listEvents(app.db, request.locale, request.url, request.query),
      ),
    ),
  );
  app.get('/api/bol-categories', { schema: categoriesSchema, config: { roles: 'public' } }, async (request) =>
    ok(await cached(`bol-categories:${request.locale}`, () => listCategories(app.db, request.locale))),
  );
  app.get('/api/bol-venues', { schema: venuesSchema, config: { roles: 'public' } }, async () =>
    ok(await cached('bol-venues', () => listVenues(app.db))),
  );
  app.get('/api/bol-locations', { schema: locationsSchema, config: { roles: 'public' } }, async () =>
    ok(await cached('bol-locations', () => listLocations(app.db))),
  );
  // Not cached: places change with every ticket sold. A traveller's own checkout hold is theirs, as on a service's
  // availability; a stale session is only a visitor here (the cart calls answer its 401).
  app.get('/api/events/:slug/sessions', { schema: eventOfferSchema, config: { roles: 'public' } }, async (request) => {
    let caller: CartCaller | null = null;
    try {
      caller = cartCaller(request);
    } catch {
      caller = null;
    }
    const own = caller && (caller.userId !== null || caller.guestToken) ? await ownCartIdsOf(app.db, caller) : [];
    return ok(await eventOffer(app.db, request.locale, request.params.slug, own));
  });

  await app.register(async (scope) => {
    requirePartnerAccess(scope);
    const routes = scope.withTypeProvider<import('@fastify/type-provider-typebox').TypeBoxTypeProvider>();
    routes.get(
      '/api/dashboard/services/:id/event-offer',
      { schema: partnerOfferSchema, config: SERVICES },
      async (request) => ok(await partnerEventOffer(app.db, partnerOf(request).companyId, request.params.id)),
    );
    routes.put(
      '/api/dashboard/services/:id/event-offer',
      { schema: savePartnerOfferSchema, config: SERVICES },
      async (request) => {
        const { impersonate_id: _ignored, ...offer } = request.body;
        void _ignored;
        return ok(
          await saveEventOffer(
            { db: app.db, cache: app.catalogueCache },
            partnerOf(request).companyId,
            request.params.id,
            offer,
            request.locale,
          ),
        );
      },
    );
  });
};

export default eventRoutes;
