// GET api/super/sales, api/super/sales/total (`sales`), api/super/dash/revenue, api/super/dash/service-views
// (`dashboard`); access: modules/super/access.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/wire';
import { revenueSchema, salesSchema, salesTotalSchema, serviceViewsSchema } from './schemas';
import { dashRevenue, dashServiceViews, listSales, totalSales } from './service';

const SUPER = { roles: ['SUPER'] as const };

const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/sales', { schema: salesSchema, config: SUPER }, async (request) => ok(await listSales(app.db, request.url, request.query, request.locale)));
  app.get('/api/super/sales/total', { schema: salesTotalSchema, config: SUPER }, async (request) => ok(await totalSales(app.db, request.query)));
  app.get('/api/super/dash/revenue', { schema: revenueSchema, config: SUPER }, async (request) => ok(await dashRevenue(app.db, request.query, request.locale)));
  app.get('/api/super/dash/service-views', { schema: serviceViewsSchema, config: SUPER }, async (request) =>
    ok(await dashServiceViews(app.db, request.query, request.locale)),
  );
};

export default salesRoutes;
