// The partner's booking items (spec §7 supplier dashboard): lists, answers, a customer's history, the
// on-demand sweep, and the pages behind the accept/decline links mailed for a new item.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { translator } from '../../i18n';
import { unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { accessAnswer, partnerOf, requirePartnerAccess } from '../team/access';
import { DASHBOARD_HOME_ITEMS } from '@mp/shared/contracts';
import { revenue, serviceViews } from '../dashboard/stats';
import {
  answerPageSchema,
  answerSchema,
  dashboardHomeSchema,
  dashboardItemsSchema,
  historySchema,
  sweepItemsSchema,
  updateItemSchema,
} from './schemas';
import type { SupplierBookingsService } from './service';

const BOOKINGS = { roles: ['SUPPLIER'] as const, teamPermission: 'bookings' as const };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function page(lang: 'en' | 'pt', title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'pt' ? 'pt-PT' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}label,textarea,button{display:block;width:100%;margin-top:.5rem}button{padding:.75rem;font-size:1rem}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

const supplierBookingRoutes: FastifyPluginAsyncTypebox<{ supplierBookings: SupplierBookingsService }> = async (
  app,
  { supplierBookings },
) => {
  await app.register(async (scope: FastifyInstance) => {
    // Team roles (ADR 013): only members whose role allows `bookings` see and answer the company's items.
    requirePartnerAccess(scope);
    const routes = scope.withTypeProvider<import('@fastify/type-provider-typebox').TypeBoxTypeProvider>();
    routes.get('/api/dashboard/booking-items', { schema: dashboardItemsSchema, config: BOOKINGS }, async (request) => {
      if (!request.actingUser) throw unauthenticated();
      return ok(await supplierBookings.list(partnerOf(request).companyIds, request.query, request.url, request.locale));
    });
    // The home in one round trip, so it opens fast: each part is what its own call answers, where the role allows it.
    routes.get(
      '/api/dashboard/home',
      { schema: dashboardHomeSchema, config: { roles: ['SUPPLIER'] } },
      async (request) => {
        const p = partnerOf(request);
        const may = (permission: 'bookings' | 'sales' | 'services') => p.permissions.includes(permission);
        const list = (destination: 'new' | 'accepted', sort: 'asc' | 'desc') =>
          supplierBookings.list(
            p.companyIds,
            { destination, items: DASHBOARD_HOME_ITEMS, page: 1, sort },
            `/api/dashboard/booking-items?page=1&items=${DASHBOARD_HOME_ITEMS}&sort=${sort}&destination=${destination}`,
            request.locale,
          );
        const [access, news, accepted, money, views] = await Promise.all([
          accessAnswer(app.db, p),
          may('bookings') ? list('new', 'desc') : null,
          may('bookings') ? list('accepted', 'asc') : null,
          may('sales') ? revenue(app.db, p.companyId) : null,
          may('services') ? serviceViews(app.db, p.companyId, 30) : null,
        ]);
        return ok({
          access,
          new: news,
          accepted,
          revenue: money,
          views,
        });
      },
    );
    routes.post(
      '/api/dashboard/booking-items/:id/update',
      { schema: updateItemSchema, config: BOOKINGS },
      async (request) => {
        if (!request.actingUser) throw unauthenticated();
        return ok(
          await supplierBookings.update(
            request.actingUser.id,
            request.params.id,
            request.body.status,
            request.locale,
            request.body.reason,
          ),
        );
      },
    );
    routes.get(
      '/api/dashboard/user/:id/booking-history',
      { schema: historySchema, config: BOOKINGS },
      async (request) => {
        if (!request.actingUser) throw unauthenticated();
        return ok(
          await supplierBookings.history(
            request.actingUser.id,
            request.params.id,
            request.query,
            request.url,
            request.locale,
          ),
        );
      },
    );
  });

  app.post(
    '/api/dashboard/booking-items/sweep',
    { schema: sweepItemsSchema, config: { roles: ['SUPER'], permission: 'bookings' } },
    async () => {
      const declined = await supplierBookings.sweepUnanswered();
      const notified = await supplierBookings.notifyNew();
      return ok({ declined, notified });
    },
  );

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const links = scope.withTypeProvider<import('@fastify/type-provider-typebox').TypeBoxTypeProvider>();
    links.get(
      '/api/booking-items/answer/:token',
      { schema: answerPageSchema, config: { roles: 'public' } },
      async (request, reply) => {
        const lang = request.query.lang ?? request.locale;
        const t = translator(lang);
        const target = await supplierBookings.linkTarget(request.params.token);
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8');
        if (!target)
          return page(
            lang,
            t('supplierBookings.linkTitle'),
            `<p role="status">${escape(t('supplierBookings.linkDead'))}</p>`,
          );
        const action =
          target.action === 'confirmed' ? t('supplierBookings.linkAccept') : t('supplierBookings.linkDecline');
        const reason =
          target.action === 'declined'
            ? `<label for="reason">${escape(t('supplierBookings.linkReason'))}</label><textarea id="reason" name="reason" maxlength="500" rows="3"></textarea>`
            : '';
        return page(
          lang,
          action,
          `<form method="post" action="${escape(request.url)}">${reason}<button type="submit">${escape(action)}</button></form>`,
        );
      },
    );
    links.post(
      '/api/booking-items/answer/:token',
      { schema: answerSchema, config: { roles: 'public' } },
      async (request, reply) => {
        const lang = request.query.lang ?? request.locale;
        const t = translator(lang);
        const done = await supplierBookings.answerByLink(request.params.token, request.body.reason);
        reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8');
        const message = !done
          ? t('supplierBookings.linkDead')
          : t(done.action === 'confirmed' ? 'supplierBookings.linkAccepted' : 'supplierBookings.linkDeclined');
        return page(lang, t('supplierBookings.linkTitle'), `<p role="status">${escape(message)}</p>`);
      },
    );
  });
};

export default supplierBookingRoutes;
