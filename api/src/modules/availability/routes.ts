// GET /api/services/{slug}/availability (public) and the partner's GET/POST /api/dashboard/services/{id}/availability.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import { publicAvailabilitySchema, rulesSchema, saveRulesSchema } from './schemas';
import { createAvailabilityService } from './service';

const SERVICES = { roles: ['SUPPLIER'] as const, teamPermission: 'services' as const };

const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const availability = createAvailabilityService({ db: app.db, cache: app.catalogueCache });

  app.get('/api/services/:slug/availability', { schema: publicAvailabilitySchema, config: { roles: 'public' } }, async (request) =>
    ok(await availability.publicDays(request.params.slug, request.query.from, request.query.to)),
  );

  await app.register(async (scope) => {
    requirePartnerAccess(scope);
    const routes = scope.withTypeProvider<import('@fastify/type-provider-typebox').TypeBoxTypeProvider>();
    routes.get('/api/dashboard/services/:id/availability', { schema: rulesSchema, config: SERVICES }, async (request) =>
      ok(await availability.rules(partnerOf(request).companyId, request.params.id)),
    );
    routes.post('/api/dashboard/services/:id/availability', { schema: saveRulesSchema, config: SERVICES }, async (request) => {
      const { impersonate_id: _ignored, ...rules } = request.body;
      void _ignored;
      return ok(await availability.save(partnerOf(request).companyId, request.params.id, rules));
    });
  });
};

export default availabilityRoutes;
