// The partner's booking items (spec §7 supplier dashboard): lists, answers, a customer's history, the
// on-demand sweep, and the pages behind the accept/decline links mailed for a new item.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { pathTo } from '@mp/shared/routes';
import { palette } from '@mp/shared/ui/palette';
import { translator, type Translate } from '../../i18n';
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
// The page behind a mailed answer link: plain HTML in the product's colours (no front end to load on a phone opened
// from a mail), the booking it answers, and one button.
const STYLE = `body{font-family:system-ui,sans-serif;color:${palette.text};background:${palette.surfaceAlt};margin:0;line-height:1.5}
header{background:${palette.brand};color:${palette.primaryText};padding:.75rem 1rem;font-weight:700}
main{max-width:32rem;margin:1.5rem auto;padding:1.25rem;background:${palette.surface};border:1px solid ${palette.borderSubtle};border-radius:8px}
h1{font-size:1.375rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:${palette.muted}}dd{margin:0;overflow-wrap:anywhere}label,textarea,button{display:block;width:100%;box-sizing:border-box;margin-top:.5rem}
textarea{font:inherit;padding:.5rem;border:1px solid ${palette.border};border-radius:4px}
button{padding:.75rem;font:inherit;font-weight:600;color:${palette.primaryText};background:${palette.primary};border:0;border-radius:4px;cursor:pointer}
button.decline{background:${palette.danger}}@media(max-width:34rem){main{margin:1rem .75rem}}a{color:${palette.primary}}:focus-visible{outline:3px solid ${palette.focus};outline-offset:2px}`;

function page(lang: 'en' | 'pt', title: string, body: string): string {
  return `<!doctype html><html lang="${lang === 'pt' ? 'pt-PT' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>${STYLE}</style></head>
<body><header>Roteiro</header><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

/** The partner's bookings (new ones first): the same origin serves the dashboard. */
const BOOKINGS_PAGE = `${pathTo('dashboard.calendar-and-bookings')}?list=new`;
const dashboardLink = (t: Translate) =>
  `<p><a href="${BOOKINGS_PAGE}">${escape(t('supplierBookings.linkDashboard'))}</a></p>`;

const factList = (facts: { label: string; value: string }[]) =>
  facts.length === 0
    ? ''
    : `<dl>${facts.map((f) => `<dt>${escape(f.label)}</dt><dd>${escape(f.value)}</dd>`).join('')}</dl>`;

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
            `<p role="status">${escape(t('supplierBookings.linkDead'))}</p>${dashboardLink(t)}`,
          );
        const action =
          target.action === 'confirmed' ? t('supplierBookings.linkAccept') : t('supplierBookings.linkDecline');
        const reason =
          target.action === 'declined'
            ? `<label for="reason">${escape(t('supplierBookings.linkReason'))}</label><textarea id="reason" name="reason" maxlength="500" rows="3"></textarea>`
            : '';
        const facts = await supplierBookings.linkFacts(target.itemId, lang);
        const kind = target.action === 'declined' ? ' class="decline"' : '';
        return page(
          lang,
          action,
          `${factList(facts)}<form method="post" action="${escape(request.url)}">${reason}<button type="submit"${kind}>${escape(action)}</button></form>`,
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
        const facts = done ? await supplierBookings.linkFacts(done.itemId, lang, true) : [];
        return page(
          lang,
          t('supplierBookings.linkTitle'),
          `<p role="status">${escape(message)}</p>${factList(facts)}${dashboardLink(t)}`,
        );
      },
    );
  });
};

export default supplierBookingRoutes;
