// GET api/super/partners, affiliates, clients and customers, each with its CSV (…/export), POST api/super/partners/{id}/update, GET api/super/affiliates,
// POST api/super/affiliates/{id}/update, GET api/super/clients, GET api/super/customers, GET api/super/companies,
// GET api/super/companies/{id}/services (spec §7, ADR 017). Access: modules/super/access.ts (`partners` for
// partners, affiliates and companies; `customers` for clients and customers).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../../lib/csv';
import { ok } from '../../../lib/wire';
import {
  affiliatesExportSchema,
  affiliatesSchema,
  clientsExportSchema,
  clientsSchema,
  companiesSchema,
  companyServicesSchema,
  customersExportSchema,
  customersSchema,
  partnersExportSchema,
  partnersSchema,
  updateAffiliateSchema,
  updatePartnerSchema,
} from './schemas';
import {
  affiliatesCsv,
  clientsCsv,
  customersCsv,
  listAffiliates,
  listClients,
  listCompanies,
  listCompanyServices,
  listCustomers,
  listPartners,
  partnersCsv,
  updateAffiliate,
  updatePartner,
} from './service';

const SUPER = { roles: ['SUPER'] as const };

const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/partners', { schema: partnersSchema, config: SUPER }, async (request) =>
    ok(await listPartners(app, request.url, request.query)),
  );
  app.get('/api/super/partners/export', { schema: partnersExportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'partners.csv',
      partnersCsv(app, request.query, (key) => request.t(key)),
    ),
  );

  app.post('/api/super/partners/:id/update', { schema: updatePartnerSchema, config: SUPER }, async (request) =>
    ok(await updatePartner(app, request, request.params.id, request.body)),
  );

  app.get('/api/super/affiliates', { schema: affiliatesSchema, config: SUPER }, async (request) =>
    ok(await listAffiliates(app, request.url, request.query)),
  );
  app.get('/api/super/affiliates/export', { schema: affiliatesExportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'affiliates.csv',
      affiliatesCsv(app, request.query, (key) => request.t(key)),
    ),
  );

  app.post('/api/super/affiliates/:id/update', { schema: updateAffiliateSchema, config: SUPER }, async (request) =>
    ok(await updateAffiliate(app, request, request.params.id, request.body)),
  );

  app.get('/api/super/clients', { schema: clientsSchema, config: SUPER }, async (request) =>
    ok(await listClients(app, request.url, request.query)),
  );
  app.get('/api/super/clients/export', { schema: clientsExportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'clients.csv',
      clientsCsv(app, request.query, (key) => request.t(key)),
    ),
  );

  app.get('/api/super/customers', { schema: customersSchema, config: SUPER }, async (request) =>
    ok(await listCustomers(app, request.url, request.query)),
  );
  app.get('/api/super/customers/export', { schema: customersExportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'customers.csv',
      customersCsv(app, request.query, (key) => request.t(key)),
    ),
  );

  app.get('/api/super/companies', { schema: companiesSchema, config: SUPER }, async (request) =>
    ok(await listCompanies(app, request.url, request.query)),
  );

  app.get('/api/super/companies/:id/services', { schema: companyServicesSchema, config: SUPER }, async (request) =>
    ok(await listCompanyServices(app, request, request.params.id, request.query)),
  );
};

export default peopleRoutes;
