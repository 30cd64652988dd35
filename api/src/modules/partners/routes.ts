// POST /api/partners and /api/partners-transfers (spec §7: multipart, name[] lists, 1/0 booleans) and POST
// /api/affiliates. Field errors answer at once; past them every address gets the same 202 answer, no sooner than the
// floor, so no one learns who has an account: a new one is mailed a code and a link (POST
// /api/verify-client-register(-link) then signs in with the partner or affiliate role and creates the company), one
// with an account is told so by mail. The back office lists and reviews them in modules/super/people.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PartnerRegistrationBody } from '@mp/shared/contracts';
import { ok } from '../../lib/wire';
import { ACCOUNT_ANSWER_FLOOR_MS, noSoonerThan } from '../../lib/timing';
import { createAuthService } from '../auth/service';
import type { LoginLimiter, MailLimiter } from '../auth/login-limiter';
import { affiliateSignupSchema, partnerSignupSchema } from './schemas';
import { beginAffiliateSignup, beginPartnerSignup, checkAffiliateSignup, checkPartnerSignup } from './service';

const partnerRoutes: FastifyPluginAsyncTypebox<{ limiter: LoginLimiter; mailLimiter: MailLimiter }> = async (
  app,
  { limiter, mailLimiter },
) => {
  const deps = { db: app.db, storage: app.storage, mailer: app.mailer };
  const auth = createAuthService({
    db: app.db,
    mailer: app.mailer,
    limiter,
    mailLimiter,
    publicUrl: app.config.publicUrl,
  });

  for (const [url, transfersOnly, summary] of [
    [
      '/api/partners',
      false,
      'Partner registration (spec §3 3-step form): a SUPPLIER with its company once the mailed code or link proves the address',
    ],
    ['/api/partners-transfers', true, 'Transfer partner registration: same form, modules.transfers = true'],
  ] as const) {
    app.post(url, { schema: partnerSignupSchema(summary), config: { roles: 'public' } }, async (request, reply) => {
      const signup = await checkPartnerSignup(deps, request.body as PartnerRegistrationBody, {
        transfersOnly,
        locale: request.locale,
      });
      await noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, () =>
        beginPartnerSignup(auth, deps, signup, request.locale, request.ip),
      );
      return reply.code(202).send(ok({ message: request.t('auth.signupSent') }));
    });
  }

  app.post(
    '/api/affiliates',
    { schema: affiliateSignupSchema, config: { roles: 'public' } },
    async (request, reply) => {
      checkAffiliateSignup(request.body);
      await noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, () =>
        beginAffiliateSignup(auth, request.body, request.locale, request.ip),
      );
      return reply.code(202).send(ok({ message: request.t('auth.signupSent') }));
    },
  );
};

export default partnerRoutes;
