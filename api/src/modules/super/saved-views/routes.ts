// GET/POST api/super/saved-views, PUT/DELETE api/super/saved-views/{id}: a back-office list's filters, search and
// sort saved under a name. The gate (modules/super/access.ts) lets any staff member in; which lists a role may keep
// views of is the service's rule (the permission of each list's page).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from '../../../lib/errors';
import { ok } from '../../../lib/wire';
import { deleteSavedViewSchema, newSavedViewSchema, savedViewsSchema, updateSavedViewSchema } from './schemas';
import { changeView, createView, listViews, removeView, type Caller } from './service';

const ANY_STAFF = { roles: ['SUPER'] as const, permission: 'staff' as const };

function callerOf(request: FastifyRequest): Caller {
  if (!request.actingUser || !request.staffRole) throw unauthenticated();
  return { id: request.actingUser.id, role: request.staffRole };
}

const savedViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/saved-views', { schema: savedViewsSchema, config: ANY_STAFF }, async (request) =>
    ok(await listViews(app.db, callerOf(request), request.query.list)),
  );

  app.post('/api/super/saved-views', { schema: newSavedViewSchema, config: ANY_STAFF }, async (request, reply) =>
    reply.code(201).send(ok(await createView(app.db, callerOf(request), request.body))),
  );

  app.put('/api/super/saved-views/:id', { schema: updateSavedViewSchema, config: ANY_STAFF }, async (request) =>
    ok(await changeView(app.db, callerOf(request), request.params.id, request.body)),
  );

  app.delete('/api/super/saved-views/:id', { schema: deleteSavedViewSchema, config: ANY_STAFF }, async (request) =>
    ok(await removeView(app.db, callerOf(request), request.params.id)),
  );
};

export default savedViewRoutes;
