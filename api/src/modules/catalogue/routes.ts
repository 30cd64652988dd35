// GET /api/categories and GET /api/platformcountries (spec §7 catalogue).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { categoriesSchema, platformCountriesSchema } from './schemas';
import { listCategories, listPlatformCountries } from './service';

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/categories', { schema: categoriesSchema, config: { roles: 'public' } }, async (request) =>
    ok(await listCategories(app.db, request.locale)),
  );
  app.get('/api/platformcountries', { schema: platformCountriesSchema, config: { roles: 'public' } }, async (request) =>
    ok(await listPlatformCountries(app.db, request.locale)),
  );
};

export default catalogueRoutes;
