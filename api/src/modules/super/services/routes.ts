// GET api/super/{type} (services, experiences, wellness, transfers) and its CSV GET api/super/{type}/export, GET api/super/services/{id},
// POST api/super/services/{id}/update, GET/POST api/super/services/{id}/content (spec §7, ADR 017). Access: modules/super/access.ts (`services`).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../../lib/csv';
import { ok } from '../../../lib/wire';
import { contentSchema, contentUpdateSchema, exportSchema, getSchema, listSchema, updateSchema } from './schemas';
import {
  getService,
  KINDS_BY_TYPE,
  listServices,
  serviceContent,
  servicesCsv,
  updateService,
  updateServiceContent,
  type ServiceType,
} from './service';

const SUPER = { roles: ['SUPER'] as const };
const WHAT: Record<ServiceType, string> = {
  services: 'Services',
  experiences: 'Experiences',
  wellness: 'Wellness services',
  transfers: 'Transfer services',
};

const serviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const type of Object.keys(KINDS_BY_TYPE) as ServiceType[]) {
    app.get(`/api/super/${type}`, { schema: listSchema(WHAT[type]), config: SUPER }, async (request) =>
      ok(await listServices(app, request, type, request.query)),
    );
    app.get(`/api/super/${type}/export`, { schema: exportSchema(WHAT[type]), config: SUPER }, async (request, reply) =>
      sendCsv(reply, `${type}.csv`, servicesCsv(app, request, type, request.query)),
    );
  }

  app.get('/api/super/services/:id', { schema: getSchema, config: SUPER }, async (request) =>
    ok(await getService(app, request, request.params.id)),
  );

  app.post('/api/super/services/:id/update', { schema: updateSchema, config: SUPER }, async (request) =>
    ok(await updateService(app, request, request.params.id, request.body)),
  );

  app.get('/api/super/services/:id/content', { schema: contentSchema, config: SUPER }, async (request) =>
    ok(await serviceContent(app, request.params.id)),
  );

  app.post('/api/super/services/:id/content', { schema: contentUpdateSchema, config: SUPER }, async (request) =>
    ok(await updateServiceContent(app, request, request.params.id, request.body)),
  );
};

export default serviceRoutes;
