// The chatbot configuration (spec §7): GET/POST api/super/chatbot-config (the `chatbot` staff
// permission, from the route's area) and the storefront's public GET api/chatbot-config.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { publicGetSchema, superGetSchema, superSaveSchema } from './schemas';
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

  app.get('/api/chatbot-config', { schema: publicGetSchema, config: { roles: 'public' } }, async (request, reply) => {
    const config = await service.forVisitor(request.locale === 'pt' ? 'pt' : 'en');
    void reply.header('cache-control', 'public, max-age=60').header('vary', 'Accept-Language');
    return ok(config);
  });
};

export default chatbotRoutes;
