// GET /api/form-categories/{x}, GET /api/form-steps/{x}, POST api/form-submit/{name} (spec §7): the
// service form a partner fills in at /dashboard/services/new. Behind the team-access hook: only members whose role
// allows `services`, and a draft is only ever the partner's own company's.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import { formCategorySchema, formStepSchema, formSubmitSchema } from './schemas';
import { createForms } from './service';

const SUPPLIER = { roles: ['SUPPLIER'] as const, teamPermission: 'services' as const };

const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requirePartnerAccess(app);
  const forms = createForms({ db: app.db, storage: app.storage, cache: app.catalogueCache });

  app.get('/api/form-categories/:x', { schema: formCategorySchema, config: SUPPLIER }, async (request) =>
    ok(await forms.category(request.params.x, request.locale)),
  );
  app.get('/api/form-steps/:x', { schema: formStepSchema, config: SUPPLIER }, async (request) =>
    ok(await forms.step(request.params.x, request.locale)),
  );
  app.post('/api/form-submit/:name', { schema: formSubmitSchema, config: SUPPLIER }, async (request) =>
    ok(await forms.submit(partnerOf(request).companyId, request.params.name, request.body)),
  );
};

export default formRoutes;
