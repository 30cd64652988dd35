// GET /api/health (liveness: the process answers) and GET /api/ready (the database answers and every migration
// in the repo is applied). The start script and the gateway wait on these.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health, Readiness } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';
import { databaseReachable, pendingMigrations } from './repository';

const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      schema: { tags: ['system'], summary: 'Liveness', response: { 200: Health, ...errors() } },
      config: { roles: 'public' },
    },
    async () => ({ status: 'ok' as const, uptime_seconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: database reachable, migrations applied',
        response: { 200: Readiness, 503: Readiness, ...errors() },
      },
      config: { roles: 'public' },
    },
    async (_request, reply) => {
      const reachable = await databaseReachable(app.db);
      const pending = reachable ? await pendingMigrations(app.db) : 0;
      const ready = reachable && pending === 0;
      return reply.code(ready ? 200 : 503).send({
        status: ready ? 'ready' : 'not_ready',
        database: app.databaseKind,
        database_reachable: reachable,
        migrations_pending: pending,
      });
    },
  );
};

export default systemRoutes;
