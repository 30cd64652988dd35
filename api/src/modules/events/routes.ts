// GET /api/bol-events, bol-categories, bol-venues, bol-locations (spec §7 catalogue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { categoriesSchema, eventsSchema, locationsSchema, venuesSchema } from './schemas';
import { listCategories, listEvents, listLocations, listVenues } from './service';

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
};

export default eventRoutes;
