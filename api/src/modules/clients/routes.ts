// POST /api/clients (signup: same answer for every address), email verification by code or one-click link, GET /api/user/{id}, POST /api/clients/{id} (profile or billing
// data), avatar and cover uploads (spec §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { createAuthService } from '../auth/service';
import type { LoginLimiter, MailLimiter } from '../auth/login-limiter';
import { ACCOUNT_ANSWER_FLOOR_MS, noSoonerThan } from '../../lib/timing';
import {
  emailCodeSchema,
  profileImageSchema,
  saveProfileSchema,
  signupSchema,
  userSchema,
  verifyCodeSchema,
  verifyLinkSchema,
} from './schemas';
import type { StaffPermission } from '@mp/shared/domain';
import type { UserType } from '@mp/shared/contracts';
import { staffPermissionCheck } from '../super/access';
import { flattenProfileBody, replaceProfileImage, saveClientProfile } from './service';

interface UploadedFileValue {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** The staff permission that reads another account's card, by that account's type. */
const USER_READ_PERMISSION: Record<UserType, StaffPermission> = {
  CLIENT: 'customers',
  SUPPLIER: 'partners',
  AFFILIATE: 'partners',
  SUPER: 'team',
};

const clientRoutes: FastifyPluginAsyncTypebox<{ limiter: LoginLimiter; mailLimiter: MailLimiter }> = async (
  app,
  { limiter, mailLimiter },
) => {
  const auth = createAuthService({
    db: app.db,
    mailer: app.mailer,
    limiter,
    mailLimiter,
    publicUrl: app.config.publicUrl,
  });

  app.post('/api/clients', { schema: signupSchema, config: { roles: 'public' } }, async (request, reply) => {
    // Field errors answer at once and say nothing about the address; past them the answer is the same, and about the
    // same time, for a new address and for any account, so no one learns who has one: the mail says which it was.
    auth.checkSignup(request.body);
    await noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, () => auth.signupClient(request.body, request.locale, request.ip));
    return reply.code(202).send(ok({ message: request.t('auth.signupSent') }));
  });

  app.post('/api/email-client-register', { schema: emailCodeSchema, config: { roles: 'public' } }, async (request) => {
    // Same answer, and about the same time, for an unknown, unverified or verified address.
    await noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, () =>
      auth.sendEmailCode(request.body.email, request.locale, request.ip),
    );
    return ok({ message: request.t('auth.codeSent') });
  });

  app.post(
    '/api/verify-client-register',
    { schema: verifyCodeSchema, config: { roles: 'public' } },
    async (request) => {
      return ok(await auth.verifyEmailCode(request.body.email, request.body.code, request.locale));
    },
  );

  app.post(
    '/api/verify-client-register-link',
    { schema: verifyLinkSchema, config: { roles: 'public' } },
    async (request) => {
      return ok(await auth.verifyLink(request.body.token, request.locale));
    },
  );

  app.get('/api/user/:id', { schema: userSchema, config: { roles: 'authenticated' } }, async (request) => {
    const acting = request.actingUser;
    if (!acting) throw new ApiError(401, { key: 'errors.unauthenticated' });
    if (acting.id === request.params.id) {
      const own = await auth.userView(acting.id, request.locale);
      if (!own) throw notFound('errors.userNotFound');
      return ok(own);
    }
    // Someone else's card (e-mail, phone, NIF, IBAN) is for staff who manage that kind of account: customers for a
    // customer, partners for a partner or affiliate, the team for a staff member; the owner reads all.
    if (acting.userType !== 'SUPER') throw forbidden();
    const may = await staffPermissionCheck(app.db, acting.id);
    if (!may('customers') && !may('partners') && !may('team')) throw forbidden();
    const user = await auth.userView(request.params.id, request.locale);
    if (!user) throw notFound('errors.userNotFound');
    if (!may(USER_READ_PERMISSION[user.user_type])) throw forbidden();
    return ok(user);
  });

  // A client saves its own data (a SUPER does it while impersonating the client: the acting user is then the client).
  app.post(
    '/api/clients/:id',
    {
      schema: saveProfileSchema,
      config: { roles: ['CLIENT'] },
      preValidation: async (request) => flattenProfileBody(request.body),
    },
    async (request) => {
      const acting = request.actingUser;
      if (!acting) throw new ApiError(401, { key: 'errors.unauthenticated' });
      if (acting.id !== request.params.id) throw forbidden();
      await saveClientProfile(app.db, acting.id, request.body);
      const user = await auth.userView(acting.id, request.locale);
      if (!user) throw notFound('errors.userNotFound');
      return { status: true as const, content: request.t('checkout.profileSaved'), profile: user };
    },
  );

  for (const purpose of ['avatar', 'cover'] as const) {
    const path = purpose === 'avatar' ? '/api/clients/updateAvatar' : '/api/clients/updateCover';
    app.post(path, { schema: profileImageSchema, config: { roles: 'authenticated' } }, async (request) => {
      const acting = request.actingUser;
      if (!acting) throw new ApiError(401, { key: 'errors.unauthenticated' });
      await replaceProfileImage(
        { db: app.db, storage: app.storage },
        acting.id,
        purpose,
        request.body.file as UploadedFileValue,
      );
      const user = await auth.userView(acting.id, request.locale);
      if (!user) throw notFound('errors.userNotFound');
      return ok(user);
    });
  }
};

export default clientRoutes;
