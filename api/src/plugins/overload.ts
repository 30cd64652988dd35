// Load shedding: when more requests already wait for a PostgreSQL connection than DB_MAX_WAITING,
// a new request is answered 503 with Retry-After at once instead of joining a queue that only grows while the
// database is stalled. A request that does wait gets a connection within DB_CONNECT_TIMEOUT_MS or a 503 (the
// errors plugin maps the pool's timeout). Liveness and readiness answer in their own shape (ready says not_ready).
import fp from 'fastify-plugin';
import { poolOf, type Database } from '../db/client';

export default fp<{ database: Database }>(
  async (app, { database }) => {
    const pool = poolOf.get(database);
    if (!pool) return;
    const limit = app.config.dbMaxWaiting;
    app.addHook('onRequest', async (request, reply) => {
      if (request.url === '/api/health' || request.url === '/api/ready' || pool.waitingCount < limit) return;
      request.log.warn({ waiting: pool.waitingCount }, 'database queue full; shedding');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: false, message: request.t('errors.unavailable'), request_id: String(request.id) });
    });
  },
  { name: 'overload', dependencies: ['i18n'] },
);
