// The partner's calendar feed: GET/POST /api/dashboard/calendar-feed (state; make or reset the address), POST
// /api/dashboard/calendar-feed/revoke (turn it off), all behind the team-access hook with the company permission, and
// the public GET /api/calendar-feeds/{token}.ics a calendar app fetches.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import { createFeedSchema, feedFileSchema, feedStateSchema, revokeFeedSchema } from './schemas';
import { createFeed, feedCalendar, feedState, revokeFeed } from './service';

const COMPANY = { roles: ['SUPPLIER'] as const, teamPermission: 'company' as const };

const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(async (dashboard) => {
    requirePartnerAccess(dashboard);
    dashboard.get('/api/dashboard/calendar-feed', { schema: feedStateSchema, config: COMPANY }, async (request) =>
      ok(await feedState(app.db, partnerOf(request).companyId)),
    );
    dashboard.post('/api/dashboard/calendar-feed', { schema: createFeedSchema, config: COMPANY }, async (request) => {
      const p = partnerOf(request);
      return ok(
        await createFeed(app.db, { companyId: p.companyId, userId: p.userId, publicUrl: app.config.publicUrl }),
      );
    });
    dashboard.post(
      '/api/dashboard/calendar-feed/revoke',
      { schema: revokeFeedSchema, config: COMPANY },
      async (request) => ok(await revokeFeed(app.db, partnerOf(request).companyId)),
    );
  });

  // The address is the key: no session (a calendar app has none). The secret is 256 random bits, so it cannot be
  // guessed; an unknown, reset or revoked one gets the same bare 404.
  app.get(
    '/api/calendar-feeds/:token.ics',
    { schema: feedFileSchema, config: { roles: 'public' } },
    async (request, reply) => {
      const body = await feedCalendar(app.db, { token: request.params.token, publicUrl: app.config.publicUrl });
      if (body === null) throw notFound();
      return reply
        .header('cache-control', 'private, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .type('text/calendar; charset=utf-8')
        .send(body);
    },
  );
};

export default calendarFeedRoutes;
