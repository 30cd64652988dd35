// POST /api/affiliate-visits (public), GET /api/affiliates/dashboard and /api/affiliates/commissions (AFFILIATE),
// see ADR 019. The booking attribution itself is `attributeBooking`, called by POST /api/bookings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REFERRAL_DAYS } from '@mp/shared/contracts';
import { ok } from '../../lib/wire';
import { commissionsSchema, dashboardSchema, visitSchema } from './schemas';
import { createAffiliates, referralCookie } from './service';
import { affiliateProfileRoutes } from './profile';

const affiliateRoutes: FastifyPluginAsyncTypebox<{ secureCookies: boolean }> = async (app, { secureCookies }) => {
  const affiliates = createAffiliates(app.db);

  app.post('/api/affiliate-visits', { schema: visitSchema, config: { roles: 'public' } }, async (request, reply) => {
    const visitId = await affiliates.visit(request.body.code);
    reply.header('set-cookie', referralCookie(visitId, secureCookies));
    return ok({ remembered_days: REFERRAL_DAYS });
  });
  app.get('/api/affiliates/dashboard', { schema: dashboardSchema, config: { roles: ['AFFILIATE'] } }, async (request) =>
    ok(await affiliates.dashboard(request.actingUser!.id)),
  );
  app.get(
    '/api/affiliates/commissions',
    { schema: commissionsSchema, config: { roles: ['AFFILIATE'] } },
    async (request) =>
      ok(await affiliates.commissions(request.actingUser!.id, request.query, request.url, request.locale)),
  );
  affiliateProfileRoutes(app);
};

export default affiliateRoutes;
