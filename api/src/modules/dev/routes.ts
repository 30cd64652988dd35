// GET /api/dev/outbox: the mail the default transport kept (newest first, paged), for the platform owner only.
// Registered only outside production. Mail holds reset links, verification and gift-card codes — a reset link for
// the owner's own account among them — so no mode answers it without authentication, and no staff role reads it
// (a staff member would take over the owner's account). The demo's owner reads it, e2e tests sign in as that
// account (e2e/support/mail.ts) and API tests read the table directly (api/test/helpers.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, OutboxEmail, OutboxQuery, Page } from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';
import { ok, page } from '../../lib/wire';
import { listOutbox } from './repository';

const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail kept by the outbox transport (the platform owner only, not in production)',
        querystring: OutboxQuery,
        response: { 200: Envelope(Page(OutboxEmail)), ...errors(401, 403, 422) },
      },
      config: { roles: ['SUPER'], permission: 'owner' },
    },
    async (request) => {
      const pageNo = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 15;
      const { rows, total } = await listOutbox(app.db, request.query.to, perPage, (pageNo - 1) * perPage);
      const data = rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        created_at: row.createdAt.toISOString(),
      }));
      return ok(page(request.url, { page: pageNo, perPage }, total, data));
    },
  );
};

export default devRoutes;
