// GET api/super/partners, POST api/super/partners/{id}/update, GET api/super/affiliates,
// POST api/super/affiliates/{id}/update, GET api/super/clients, GET api/super/customers, GET api/super/companies,
// GET api/super/companies/{id}/services (spec §7, issue 14 §4). Access: modules/super/access.ts (`partners` for
// partners, affiliates and companies; `customers` for clients and customers).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/wire';
import {
  affiliatesSchema,
  clientsSchema,
  companiesSchema,
  companyServicesSchema,
  customersSchema,
  partnersSchema,
  updateAffiliateSchema,
  updatePartnerSchema,
} from './schemas';
import { listAffiliates, listClients, listCompanies, listCompanyServices, listCustomers, listPartners, updateAffiliate, updatePartner } from './service';

const SUPER = { roles: ['SUPER'] as const };

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/partners', { schema: partnersSchema, config: SUPER }, async (request) => ok(await listPartners(app, request.url, request.query)));

  app.post('/api/super/partners/:id/update', { schema: updatePartnerSchema, config: SUPER }, async (request) =>
    ok(await updatePartner(app, request, request.params.id, request.body)),
  );

  app.get('/api/super/affiliates', { schema: affiliatesSchema, config: SUPER }, async (request) => ok(await listAffiliates(app, request.url, request.query)));

  app.post('/api/super/affiliates/:id/update', { schema: updateAffiliateSchema, config: SUPER }, async (request) =>
    ok(await updateAffiliate(app, request, request.params.id, request.body)),
  );

  app.get('/api/super/clients', { schema: clientsSchema, config: SUPER }, async (request) => ok(await listClients(app, request.url, request.query)));

  app.get('/api/super/customers', { schema: customersSchema, config: SUPER }, async (request) => ok(await listCustomers(app, request.url, request.query)));

  app.get('/api/super/companies', { schema: companiesSchema, config: SUPER }, async (request) => ok(await listCompanies(app, request.url, request.query)));

  app.get('/api/super/companies/:id/services', { schema: companyServicesSchema, config: SUPER }, async (request) =>
    ok(await listCompanyServices(app, request, request.params.id, request.query)),
  );
};

export default peopleRoutes;
