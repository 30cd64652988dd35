// POST /api/affiliate-visits (public), GET /api/affiliates/dashboard and /api/affiliates/commissions (AFFILIATE),
// see ADR 019. The booking attribution itself is `attributeBooking`, called by POST /api/bookings.
// The affiliate's own account pages: GET/POST /api/affiliates/profile, POST /api/affiliates/settings (mail language)
// and POST /api/affiliates/password.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REFERRAL_DAYS } from '@mp/shared/contracts';
import { ok } from '../../lib/wire';
import { changePassword, saveLanguage, sessionToKeep } from '../customer/settings';
import {
  commissionsSchema,
  dashboardSchema,
  passwordSchema,
  profileSchema,
  settingsSchema,
  updateProfileSchema,
  visitSchema,
} from './schemas';
import { affiliateProfile, createAffiliates, referralCookie, updateAffiliateProfile } from './service';

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

  const affiliate = { roles: ['AFFILIATE'] as ['AFFILIATE'] };
  app.get('/api/affiliates/profile', { schema: profileSchema, config: affiliate }, async (request) =>
    ok(await affiliateProfile(app.db, request.actingUser!.id)),
  );
  app.post('/api/affiliates/profile', { schema: updateProfileSchema, config: affiliate }, async (request) => {
    await updateAffiliateProfile(app.db, request.actingUser!.id, request.body);
    return ok(await affiliateProfile(app.db, request.actingUser!.id));
  });
  app.post('/api/affiliates/settings', { schema: settingsSchema, config: affiliate }, async (request) => {
    await saveLanguage(app.db, request.actingUser!.id, request.body.language);
    return ok(await affiliateProfile(app.db, request.actingUser!.id));
  });
  app.post('/api/affiliates/password', { schema: passwordSchema, config: affiliate }, async (request) => {
    const id = request.actingUser!.id;
    await changePassword(app.db, id, sessionToKeep(request, id), request.body, app.loginLimiter, {
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      log: request.log,
      locale: request.locale,
    });
    return ok({ message: request.t('customer.passwordChanged') });
  });
};

export default affiliateRoutes;
