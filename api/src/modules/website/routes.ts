// The website's content (ADR 021). Public: GET api/website/home, GET api/website/pages/{slug}, in the
// request's language. Back office (the `website` staff permission, from the route's area in modules/super/access.ts):
// GET api/super/website/home, POST api/super/website/home/{lang}, POST api/super/website/home/{lang}/picture,
// GET api/super/website/pages, GET/POST api/super/website/pages/{slug}/{lang}; the saved versions of the hero's words
// and of each page: GET …/versions, GET …/versions/{id}, POST …/versions/{id}/restore under
// api/super/website/home/{lang} and api/super/website/pages/{slug}/{lang}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { StaticPageSlug } from '@mp/shared/contracts';
import { ok } from '../../lib/wire';
import {
  publicHomeSchema,
  superHomeRestoreSchema,
  superHomeVersionSchema,
  superHomeVersionsSchema,
  superPageRestoreSchema,
  superPageVersionSchema,
  superPageVersionsSchema,
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

  app.get(
    '/api/super/website/home/:lang/versions',
    { schema: superHomeVersionsSchema, config: SUPER },
    async (request) => ok(await service.homeVersions(request.url, request.params.lang, request.query.page ?? 1)),
  );

  app.get(
    '/api/super/website/home/:lang/versions/:id',
    { schema: superHomeVersionSchema, config: SUPER },
    async (request) => ok(await service.homeVersion(request.params.lang, request.params.id)),
  );

  app.post(
    '/api/super/website/home/:lang/versions/:id/restore',
    { schema: superHomeRestoreSchema, config: SUPER },
    async (request) => ok(await service.restoreHome(request, request.params.lang, request.params.id)),
  );

  app.get(
    '/api/super/website/pages/:slug/:lang/versions',
    { schema: superPageVersionsSchema, config: SUPER },
    async (request) =>
      ok(
        await service.pageVersions(
          request.url,
          request.params.slug as StaticPageSlug,
          request.params.lang,
          request.query.page ?? 1,
        ),
      ),
  );

  app.get(
    '/api/super/website/pages/:slug/:lang/versions/:id',
    { schema: superPageVersionSchema, config: SUPER },
    async (request) =>
      ok(await service.pageVersion(request.params.slug as StaticPageSlug, request.params.lang, request.params.id)),
  );

  app.post(
    '/api/super/website/pages/:slug/:lang/versions/:id/restore',
    { schema: superPageRestoreSchema, config: SUPER },
    async (request) =>
      ok(
        await service.restorePage(
          request,
          request.params.slug as StaticPageSlug,
          request.params.lang,
          request.params.id,
        ),
      ),
  );
};

export default websiteRoutes;
