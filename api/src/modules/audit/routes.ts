// GET api/super/audit-log (issue 14 §14); the `audit` permission (modules/super/access.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { auditLogSchema } from './schemas';
import { auditLogPage } from './service';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/audit-log', { schema: auditLogSchema, config: { roles: ['SUPER'] } }, async (request) =>
    ok(await auditLogPage(app.db, request.url, request.query)),
  );
};

export default auditRoutes;
