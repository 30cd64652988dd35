// POST /api/login, /api/logout, GET /api/me, password reset request + reset (ADR 005).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, truthy } from '../../lib/wire';
import { ApiError } from '../../lib/errors';
import { ACCOUNT_ANSWER_FLOOR_MS, noSoonerThan } from '../../lib/timing';
import type { LoginLimiter, MailLimiter } from './login-limiter';
import { createAuthService } from './service';
import { loginSchema, logoutSchema, meSchema, passwordEmailSchema, passwordResetSchema } from './schemas';

export interface AuthRoutesOptions {
  limiter: LoginLimiter;
  mailLimiter: MailLimiter;
}

const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { limiter, mailLimiter }) => {
  const auth = createAuthService({
    db: app.db,
    mailer: app.mailer,
    limiter,
    mailLimiter,
    publicUrl: app.config.publicUrl,
  });

  app.post('/api/login', { schema: loginSchema, config: { roles: 'public' } }, async (request) => {
    const { email, password, rememberMe } = request.body;
    const user = await auth.login({
      email,
      password,
      remember: truthy(rememberMe),
      ip: request.ip,
      locale: request.locale,
    });
    return ok(user);
  });

  app.post('/api/logout', { schema: logoutSchema, config: { roles: 'authenticated' } }, async (request) => {
    // Logout ends the real session even while impersonating: the token belongs to the SUPER.
    if (request.authTokenId !== null) await auth.logout(request.authTokenId);
    if (request.realUser) await app.endChatSessions([request.realUser.id]);
    return ok({ message: request.t('auth.loggedOut') });
  });

  app.get('/api/me', { schema: meSchema, config: { roles: 'authenticated' } }, async (request) => {
    const acting = request.actingUser;
    if (!acting) throw new ApiError(401, { key: 'errors.unauthenticated' });
    const user = await auth.userView(acting.id, request.locale);
    if (!user) throw new ApiError(404, { key: 'errors.userNotFound' });
    return ok(user);
  });

  app.post('/api/password/email', { schema: passwordEmailSchema, config: { roles: 'public' } }, async (request) => {
    // Same answer, and about the same time, for an address with or without an account.
    await noSoonerThan(ACCOUNT_ANSWER_FLOOR_MS, () =>
      auth.requestPasswordReset(request.body.email, request.locale, request.ip),
    );
    return ok({ message: request.t('auth.resetLinkSent') });
  });

  app.post('/api/password/reset', { schema: passwordResetSchema, config: { roles: 'public' } }, async (request) => {
    const { email, token, password, password_confirmation } = request.body;
    await auth.resetPassword(
      { email, token, password, confirmation: password_confirmation, locale: request.locale },
      request.log,
    );
    // The reset ended every session of the account; its id is not at hand here, so every socket is checked.
    await app.endChatSessions('all');
    return ok({ message: request.t('auth.passwordReset') });
  });
};

export default authRoutes;
