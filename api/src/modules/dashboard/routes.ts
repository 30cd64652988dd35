// The partner's services (spec §7 supplier dashboard). Every route sits behind the team-access hook:
// only members whose role allows `services`, and only their own company's rows.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { sendCsv } from '../../lib/csv';
import { partnerOf, requirePartnerAccess } from '../team/access';
import {
  revenueSchema,
  salesExportSchema,
  salesSchema,
  servicesBulkSchema,
  serviceDestroySchema,
  serviceDetailSchema,
  serviceDuplicateSchema,
  servicePhotosAddSchema,
  servicePhotosArrangeSchema,
  servicesListSchema,
  serviceStatusSchema,
  serviceUpdateSchema,
  serviceViewsSchema,
} from './schemas';
import { revenue, sales, serviceViews } from './stats';
import { partnerSalesCsv } from './sales-export';
import { createDashboardServices } from './service';
import { voucherVerifyRoutes } from './vouchers';
import { profileRoutes } from './profile/routes';
import { promoterRoutes } from './promoter/routes';

const SUPPLIER = { roles: ['SUPPLIER'] as const, teamPermission: 'services' as const };

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requirePartnerAccess(app);
  const services = createDashboardServices({ db: app.db, cache: app.catalogueCache, storage: app.storage });

  app.get('/api/dashboard/services', { schema: servicesListSchema, config: SUPPLIER }, async (request) =>
    ok(await services.list(partnerOf(request).companyId, request.query, request.url, request.locale)),
  );
  app.post('/api/dashboard/services/bulk-update', { schema: servicesBulkSchema, config: SUPPLIER }, async (request) =>
    ok(await services.bulkUpdate(partnerOf(request).companyId, request.body, request.locale)),
  );
  app.get('/api/dashboard/services/:id', { schema: serviceDetailSchema, config: SUPPLIER }, async (request) =>
    ok(await services.detail(partnerOf(request).companyId, request.params.id)),
  );
  app.post('/api/dashboard/services/:id', { schema: serviceUpdateSchema, config: SUPPLIER }, async (request) =>
    ok(await services.update(partnerOf(request).companyId, request.params.id, request.body)),
  );
  app.post('/api/dashboard/services/:id/status', { schema: serviceStatusSchema, config: SUPPLIER }, async (request) =>
    ok(await services.setStatus(partnerOf(request).companyId, request.params.id, request.body.service_status)),
  );
  app.post(
    '/api/dashboard/services/:id/destroy',
    { schema: serviceDestroySchema, config: SUPPLIER },
    async (request) => (await services.destroyDraft(partnerOf(request).companyId, request.params.id), ok(null)),
  );
  app.post(
    '/api/dashboard/services/:id/photos',
    { schema: servicePhotosAddSchema, config: SUPPLIER },
    async (request) =>
      ok(
        await services.addPhotos(
          partnerOf(request).companyId,
          request.params.id,
          request.body as Record<string, unknown>,
        ),
      ),
  );
  app.post(
    '/api/dashboard/services/:id/photos/arrange',
    { schema: servicePhotosArrangeSchema, config: SUPPLIER },
    async (request) => ok(await services.arrangePhotos(partnerOf(request).companyId, request.params.id, request.body)),
  );
  app.post(
    '/api/dashboard/services/:id/duplicate',
    { schema: serviceDuplicateSchema, config: SUPPLIER },
    async (request) => ok(await services.duplicate(partnerOf(request).companyId, request.params.id)),
  );
  app.get('/api/dashboard/service-views', { schema: serviceViewsSchema, config: SUPPLIER }, async (request) =>
    ok(await serviceViews(app.db, partnerOf(request).companyId, request.query.days ?? 30)),
  );
  app.get(
    '/api/dashboard/revenue',
    { schema: revenueSchema, config: { roles: ['SUPPLIER'], teamPermission: 'sales' } },
    async (request) => ok(await revenue(app.db, partnerOf(request).companyId)),
  );
  app.get(
    '/api/dashboard/sales',
    { schema: salesSchema, config: { roles: ['SUPPLIER'], teamPermission: 'sales' } },
    async (request) => ok(await sales(app.db, partnerOf(request).companyId, request.query, request.locale)),
  );
  app.get(
    '/api/dashboard/sales/export',
    { schema: salesExportSchema, config: { roles: ['SUPPLIER'], teamPermission: 'sales' } },
    async (request, reply) =>
      sendCsv(
        reply,
        'sales.csv',
        partnerSalesCsv(app.db, partnerOf(request).companyId, request.query, request.locale, (key) => request.t(key)),
      ),
  );
  voucherVerifyRoutes(app);
  profileRoutes(app);
  promoterRoutes(app);
};

export default dashboardRoutes;
