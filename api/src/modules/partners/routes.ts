// POST /api/partners and /api/partners-transfers (spec §7: multipart, name[] lists, 1/0 booleans) and
// POST /api/affiliates. Each creates the account and what belongs to it in one transaction. The back office lists
// and reviews them in modules/super/people.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PartnerRegistrationBody } from '@mp/shared/contracts';
import { ok } from '../../lib/wire';
import { affiliateSignupSchema, partnerSignupSchema } from './schemas';
import { registerAffiliate, registerPartner } from './service';

const partnerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, storage: app.storage, mailer: app.mailer };

  app.post(
    '/api/partners',
    { schema: partnerSignupSchema('Partner registration (spec §3 3-step form): SUPPLIER user + company'), config: { roles: 'public' } },
    async (request, reply) => {
      const user = await registerPartner(deps, request.body as PartnerRegistrationBody, { transfersOnly: false }, request.locale);
      // A new partner's page may now exist: drop cached partner answers.
      app.catalogueCache.clear();
      return reply.code(201).send(ok(user));
    },
  );

  app.post(
    '/api/partners-transfers',
    { schema: partnerSignupSchema('Transfer partner registration: same form, modules.transfers = true'), config: { roles: 'public' } },
    async (request, reply) => {
      const user = await registerPartner(deps, request.body as PartnerRegistrationBody, { transfersOnly: true }, request.locale);
      app.catalogueCache.clear();
      return reply.code(201).send(ok(user));
    },
  );

  app.post('/api/affiliates', { schema: affiliateSignupSchema, config: { roles: 'public' } }, async (request, reply) => {
    return reply.code(201).send(ok(await registerAffiliate(deps, request.body, request.locale)));
  });
};

export default partnerRoutes;
