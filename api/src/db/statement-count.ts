// Statements per request, for benchmarks (a booking's target is at most 15 SQL statements, counted by the bench; ADR
// 033). With DB_COUNT_STATEMENTS=1 (refused in production) every statement drizzle sends is counted against the
// request it runs for, and the answer carries the figure in `x-db-statements`. PGlite runs a transaction's BEGIN and
// COMMIT itself, outside drizzle, so they are counted on PostgreSQL only.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export const STATEMENTS_HEADER = 'x-db-statements';

const current = new AsyncLocalStorage<{ statements: number }>();

/** drizzle's query logger: counts, never logs (parameters must not reach a log). */
export const statementCounter: Logger = {
  logQuery() {
    const request = current.getStore();
    if (request) request.statements += 1;
  },
};

export function countStatementsPerRequest(app: FastifyInstance): void {
  // The request's handlers and hooks run inside done's continuation, so every query they make finds its counter.
  app.addHook('onRequest', (_request, _reply, done) => current.run({ statements: 0 }, done));
  app.addHook('onSend', (_request, reply, payload, done) => {
    const request = current.getStore();
    if (request) reply.header(STATEMENTS_HEADER, String(request.statements));
    done(null, payload);
  });
}
