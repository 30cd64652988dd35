// GET /api/dev/outbox: the mail the default transport kept (newest first, paged), for the platform owner only.
// Registered only outside production. Mail holds reset links, verification and gift-card codes — a reset link for
// the owner's own account among them — so no mode answers it without authentication, and no staff role reads it
// (a staff member would take over the owner's account). The demo's owner reads it, e2e tests sign in as that
// account (e2e/support/mail.ts) and API tests read the table directly (api/test/helpers.ts).
// GET /api/dev/mail-previews (+ /:template/:locale): every mail template with its sample data, for the back office's
// mail preview page; the same owner-only, outside-production rule (sample data only, but it is a developer's tool).
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Envelope,
  MailPreview,
  MailPreviewParams,
  MailPreviewSummary,
  OutboxEmail,
  OutboxQuery,
  Page,
} from '@mp/shared/contracts';
import type { Locale } from '@mp/shared/contracts';
import { notFound } from '../../lib/errors';
import { errors } from '../../lib/schemas';
import { ok, page } from '../../lib/wire';
import { isMailTemplate, mailTemplates, renderSample } from '../../mail';
import { listOutbox } from './repository';

const PREVIEW_LOCALES: readonly Locale[] = ['en', 'pt'];

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

  app.get(
    '/api/dev/mail-previews',
    {
      schema: {
        tags: ['dev'],
        summary: 'Every mail template, for the preview page (the platform owner only, not in production)',
        response: { 200: Envelope(Type.Array(MailPreviewSummary)), ...errors(401, 403) },
      },
      config: { roles: ['SUPER'], permission: 'owner' },
    },
    async () => ok(mailTemplates.map((template) => ({ template, locales: [...PREVIEW_LOCALES] }))),
  );

  app.get(
    '/api/dev/mail-previews/:template/:locale',
    {
      schema: {
        tags: ['dev'],
        summary: 'One mail template with its sample data in one language (the platform owner only, not in production)',
        params: MailPreviewParams,
        response: { 200: Envelope(MailPreview), ...errors(401, 403, 404, 422) },
      },
      config: { roles: ['SUPER'], permission: 'owner' },
    },
    async (request) => {
      const { template, locale } = request.params;
      if (!isMailTemplate(template)) throw notFound();
      const mail = await renderSample(template, locale, app.config.publicUrl);
      return ok({ template, locale, subject: mail.subject, html: mail.html, text: mail.text });
    },
  );
};

export default devRoutes;
