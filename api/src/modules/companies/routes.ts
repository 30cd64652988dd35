// GET /api/companies, GET /api/companies/{id} (spec §7) and the public partner page GET /api/partners/{slug}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound, unauthenticated } from '../../lib/errors';
import { companiesOf } from '../dashboard/profile/service';
import { ok } from '../../lib/wire';
import { companySchema, ownCompaniesSchema, partnerPageSchema } from './schemas';
import { companyView, partnerExists, partnerPage } from './service';

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // GET /api/companies (spec §7): the companies the signed-in partner works for, in full (their own data).
  app.get('/api/companies', { schema: ownCompaniesSchema, config: { roles: ['SUPPLIER'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await companiesOf(app.db, request.actingUser.id, request.locale));
  });

  app.get('/api/companies/:id', { schema: companySchema, config: { roles: 'public' } }, async (request) => {
    const company = await companyView(app.db, request.params.id, request.actingUser, request.locale);
    if (!company) throw notFound('companies.notFound');
    return ok(company);
  });

  app.get('/api/partners/:slug', { schema: partnerPageSchema, config: { roles: 'public' } }, async (request) => {
    const q = request.query;
    if (q.light === '1' || q.light === 'true') {
      const found = await app.catalogueCache.get(`partner-light:${request.params.slug}`, () =>
        partnerExists(app.db, request.params.slug),
      );
      if (!found) throw notFound('companies.notFound');
      return ok(found);
    }
    const paging = { page: q.page ?? 1, perPage: q.per_page ?? 12 };
    const result = await app.catalogueCache.get(`partner:${request.locale}:${request.url}`, () =>
      partnerPage(app.db, request.params.slug, request.locale, request.url, paging),
    );
    if (!result) throw notFound('companies.notFound');
    return ok(result);
  });
};

export default companyRoutes;
