// GET /api/services/{slug}/availability (public), the partner's GET/POST /api/dashboard/services/{id}/availability,
// and the partner's calendar: GET /api/dashboard/availability, PUT …/services/{id}/closures, PUT …/availability/bulk
// (closures) and PUT …/availability/bulk-capacity (places per day).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { cartCaller } from '../cart/routes';
import { ownCartIdsOf, type CartCaller } from '../cart/service';
import { partnerOf, requirePartnerAccess } from '../team/access';
import {
  bulkCapacitySchema,
  bulkClosureSchema,
  closureSchema,
  partnerCalendarSchema,
  publicAvailabilitySchema,
  rulesSchema,
  saveRulesSchema,
} from './schemas';
import { createAvailabilityService } from './service';

const SERVICES = { roles: ['SUPPLIER'] as const, teamPermission: 'services' as const };

const availabilityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const availability = createAvailabilityService({ db: app.db, cache: app.catalogueCache });

  // Public. A traveller who holds places (the checkout hold, ADR 022) sees them as theirs: their carts come from the
  // session or the guest's X-Cart-Token; a stale session is only a visitor here (the cart calls answer its 401).
  app.get(
    '/api/services/:slug/availability',
    { schema: publicAvailabilitySchema, config: { roles: 'public' } },
    async (request) => {
      let caller: CartCaller | null = null;
      try {
        caller = cartCaller(request);
      } catch {
        caller = null;
      }
      const own = caller && (caller.userId !== null || caller.guestToken) ? await ownCartIdsOf(app.db, caller) : [];
      return ok(await availability.publicDays(request.params.slug, request.query.from, request.query.to, own));
    },
  );

  await app.register(async (scope) => {
    requirePartnerAccess(scope);
    const routes = scope.withTypeProvider<import('@fastify/type-provider-typebox').TypeBoxTypeProvider>();
    routes.get('/api/dashboard/services/:id/availability', { schema: rulesSchema, config: SERVICES }, async (request) =>
      ok(await availability.rules(partnerOf(request).companyId, request.params.id)),
    );
    routes.post(
      '/api/dashboard/services/:id/availability',
      { schema: saveRulesSchema, config: SERVICES },
      async (request) => {
        const { impersonate_id: _ignored, ...rules } = request.body;
        void _ignored;
        return ok(await availability.save(partnerOf(request).companyId, request.params.id, rules));
      },
    );
    routes.get('/api/dashboard/availability', { schema: partnerCalendarSchema, config: SERVICES }, async (request) =>
      ok(
        await availability.calendar(
          partnerOf(request).companyId,
          request.query.from,
          request.query.to,
          request.query.service_id,
        ),
      ),
    );
    routes.put('/api/dashboard/services/:id/closures', { schema: closureSchema, config: SERVICES }, async (request) =>
      ok(await availability.setClosure(partnerOf(request).companyId, request.params.id, request.body)),
    );
    routes.put('/api/dashboard/availability/bulk', { schema: bulkClosureSchema, config: SERVICES }, async (request) =>
      ok(await availability.bulkClosure(partnerOf(request).companyId, request.body)),
    );
    routes.put(
      '/api/dashboard/availability/bulk-capacity',
      { schema: bulkCapacitySchema, config: SERVICES },
      async (request) => ok(await availability.bulkCapacity(partnerOf(request).companyId, request.body)),
    );
  });
};

export default availabilityRoutes;
