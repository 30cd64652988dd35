// The website's content (ADR 021). Public: GET api/website/home, GET api/website/pages/{slug}, in the
// request's language. Back office (the `website` staff permission, from the route's area in modules/super/access.ts):
// GET api/super/website/home, POST api/super/website/home/{lang}, POST api/super/website/home/{lang}/picture,
// GET api/super/website/pages, GET/POST api/super/website/pages/{slug}/{lang}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StaticPageSlug } from '@mp/shared/contracts';
import { ok } from '../../lib/wire';
import {
  publicHomeSchema,
  publicPageSchema,
  superHomePictureSchema,
  superHomeSaveSchema,
  superHomeSchema,
  superPageSaveSchema,
  superPageSchema,
  superPagesSchema,
} from './schemas';
import { websiteService } from './service';

const SUPER = { roles: ['SUPER'] as const };

const websiteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = websiteService(app);
  const languageOf = (locale: string) => (locale === 'pt' ? 'pt' : 'en');

  app.get('/api/website/home', { schema: publicHomeSchema, config: { roles: 'public' } }, async (request, reply) => {
    void reply.header('vary', 'Accept-Language');
    return ok(await service.home(languageOf(request.locale)));
  });

  app.get(
    '/api/website/pages/:slug',
    { schema: publicPageSchema, config: { roles: 'public' } },
    async (request, reply) => {
      void reply.header('vary', 'Accept-Language');
      return ok(await service.page(request.params.slug, languageOf(request.locale)));
    },
  );

  app.get('/api/super/website/home', { schema: superHomeSchema, config: SUPER }, async () =>
    ok(await service.homeForStaff()),
  );

  app.post('/api/super/website/home/:lang', { schema: superHomeSaveSchema, config: SUPER }, async (request) =>
    ok(await service.saveHome(request, request.params.lang, request.body)),
  );

  app.post(
    '/api/super/website/home/:lang/picture',
    { schema: superHomePictureSchema, config: SUPER },
    async (request) =>
      ok(
        await service.saveHomePicture(
          request,
          request.params.lang,
          request.body.file as { filename: string; data: Buffer },
        ),
      ),
  );

  app.get('/api/super/website/pages', { schema: superPagesSchema, config: SUPER }, async () =>
    ok(await service.pagesForStaff()),
  );

  app.get('/api/super/website/pages/:slug/:lang', { schema: superPageSchema, config: SUPER }, async (request) =>
    ok(await service.pageForStaff(request.params.slug as StaticPageSlug, request.params.lang)),
  );

  app.post('/api/super/website/pages/:slug/:lang', { schema: superPageSaveSchema, config: SUPER }, async (request) =>
    ok(await service.savePage(request, request.params.slug as StaticPageSlug, request.params.lang, request.body)),
  );
};

export default websiteRoutes;
