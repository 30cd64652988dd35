// GET api/super/sales, api/super/sales/total, api/super/sales/names, api/super/sales/export (`sales`), api/super/dash/revenue, api/super/dash/service-views
// (`dashboard`); access: modules/super/access.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../../lib/csv';
import { ok } from '../../../lib/wire';
import {
  revenueSchema,
  salesExportSchema,
  salesNamesSchema,
  salesSchema,
  salesTotalSchema,
  serviceViewsSchema,
} from './schemas';
import { dashRevenue, dashServiceViews, listSales, salesCsv, salesNames, totalSales } from './service';

const SUPER = { roles: ['SUPER'] as const };

const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/sales', { schema: salesSchema, config: SUPER }, async (request) =>
    ok(await listSales(app.db, request.url, request.query, request.locale)),
  );
  app.get('/api/super/sales/total', { schema: salesTotalSchema, config: SUPER }, async (request) =>
    ok(await totalSales(app.db, request.query)),
  );
  app.get('/api/super/sales/names', { schema: salesNamesSchema, config: SUPER }, async (request) =>
    ok(await salesNames(app.db, request.query, request.locale)),
  );
  app.get('/api/super/sales/export', { schema: salesExportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'sales.csv',
      salesCsv(app.db, request.query, request.locale, (key) => request.t(key)),
    ),
  );
  app.get('/api/super/dash/revenue', { schema: revenueSchema, config: SUPER }, async (request) =>
    ok(await dashRevenue(app.db, request.query, request.locale)),
  );
  app.get('/api/super/dash/service-views', { schema: serviceViewsSchema, config: SUPER }, async (request) =>
    ok(await dashServiceViews(app.db, request.query, request.locale)),
  );
};

export default salesRoutes;
