// GET api/super/audit-log, GET api/super/audit-log/names and GET api/super/audit-log/export; the `audit` permission (modules/super/access.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../lib/csv';
import { ok } from '../../lib/wire';
import { auditLogExportSchema, auditLogSchema, auditNamesSchema } from './schemas';
import { auditLogCsv, auditLogPage, auditNames } from './service';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/audit-log', { schema: auditLogSchema, config: { roles: ['SUPER'] } }, async (request) =>
    ok(await auditLogPage(app.db, request.url, request.query)),
  );
  app.get('/api/super/audit-log/names', { schema: auditNamesSchema, config: { roles: ['SUPER'] } }, async (request) =>
    ok(await auditNames(app.db, request.query)),
  );
  app.get(
    '/api/super/audit-log/export',
    { schema: auditLogExportSchema, config: { roles: ['SUPER'] } },
    async (request, reply) =>
      sendCsv(
        reply,
        'audit-log.csv',
        auditLogCsv(app.db, request.query, (key) => request.t(key)),
      ),
  );
};

export default auditRoutes;
