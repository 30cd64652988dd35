// The chatbot configuration (spec §7): GET/POST api/super/chatbot-config (the `chatbot` staff
// permission, from the route's area) and the storefront's public GET api/chatbot-config. The saved versions of one
// language: GET api/super/chatbot-config/{lang}/versions, GET …/versions/{id}, POST …/versions/{id}/restore.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import {
  publicGetSchema,
  superGetSchema,
  superRestoreSchema,
  superSaveSchema,
  superVersionSchema,
  superVersionsSchema,
} from './schemas';
import { chatbotService } from './service';

// The same read without its `:lang` (a `params: undefined` key would make Fastify warn on every start).
const { params: _lang, ...superGetWithoutLang } = superGetSchema;

const SUPER = { roles: ['SUPER'] as const };

const chatbotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = chatbotService(app);

  app.get('/api/super/chatbot-config', { schema: superGetWithoutLang, config: SUPER }, async () =>
    ok(await service.forStaff(undefined)),
  );

  app.get('/api/super/chatbot-config/:lang', { schema: superGetSchema, config: SUPER }, async (request) =>
    ok(await service.forStaff(request.params.lang)),
  );

  app.post('/api/super/chatbot-config', { schema: superSaveSchema, config: SUPER }, async (request) =>
    ok(await service.save(request, request.body)),
  );

  app.get('/api/super/chatbot-config/:lang/versions', { schema: superVersionsSchema, config: SUPER }, async (request) =>
    ok(await service.versions(request.url, request.params.lang, request.query.page ?? 1)),
  );

  app.get(
    '/api/super/chatbot-config/:lang/versions/:id',
    { schema: superVersionSchema, config: SUPER },
    async (request) => ok(await service.version(request.params.lang, request.params.id)),
  );

  app.post(
    '/api/super/chatbot-config/:lang/versions/:id/restore',
    { schema: superRestoreSchema, config: SUPER },
    async (request) => ok(await service.restore(request, request.params.lang, request.params.id)),
  );

  app.get('/api/chatbot-config', { schema: publicGetSchema, config: { roles: 'public' } }, async (request, reply) => {
    const config = await service.forVisitor(request.locale === 'pt' ? 'pt' : 'en');
    void reply.header('cache-control', 'public, max-age=60').header('vary', 'Accept-Language');
    return ok(config);
  });
};

export default chatbotRoutes;
