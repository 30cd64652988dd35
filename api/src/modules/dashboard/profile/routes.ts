// The partner's company profile and the member's settings: POST /api/dashboard/partners/{userId}, GET and POST
// /api/dashboard/settings, the notification address's confirmation (POST …/settings/notification-email/confirm) and
// cancellation (DELETE …/settings/notification-email), POST /api/dashboard/password. Registered inside the dashboard plugin, behind its team-access
// hook: every statement is scoped to the company the signed-in member acts for.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { CompanyProfileBody } from '@mp/shared/contracts';
import { forbidden, notFound } from '../../../lib/errors';
import { ok } from '../../../lib/wire';
import { changePassword, sessionToKeep } from '../../customer/settings';
import { partnerOf } from '../../team/access';
import {
  companyProfileUpdateSchema,
  notificationEmailCancelSchema,
  notificationEmailConfirmSchema,
  passwordChangeSchema,
  settingsReadSchema,
  settingsSaveSchema,
} from './schemas';
import { confirmEmailChange } from './email-change';
import { deleteEmailChange } from './repository';
import { companyProfile, readPartnerSettings, savePartnerSettings, updateCompanyProfile } from './service';

export function profileRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const mailDeps = (request: FastifyRequest) => ({
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  r.post(
    '/api/dashboard/partners/:userId',
    { schema: companyProfileUpdateSchema, config: { roles: ['SUPPLIER'], teamPermission: 'company' } },
    async (request) => {
      const partner = partnerOf(request);
      // Only one's own account: another partner's user id is refused, so nobody edits a company not theirs.
      if (request.params.userId !== partner.userId) throw forbidden();
      await updateCompanyProfile(
        { ...mailDeps(request), storage: app.storage },
        partner,
        request.body as CompanyProfileBody,
        request.locale,
      );
      app.catalogueCache.clear();
      const profile = await companyProfile(app.db, partner.companyId, request.locale);
      if (!profile) throw notFound('companies.notFound');
      return ok(profile);
    },
  );

  r.get('/api/dashboard/settings', { schema: settingsReadSchema, config: { roles: ['SUPPLIER'] } }, async (request) => {
    const p = partnerOf(request);
    return ok(await readPartnerSettings(app.db, p.userId, p.companyId));
  });

  r.post('/api/dashboard/settings', { schema: settingsSaveSchema, config: { roles: ['SUPPLIER'] } }, async (request) =>
    ok(await savePartnerSettings(mailDeps(request), partnerOf(request), request.body, request.locale)),
  );

  r.post(
    '/api/dashboard/settings/notification-email/confirm',
    { schema: notificationEmailConfirmSchema, config: { roles: ['SUPPLIER'], teamPermission: 'company' } },
    async (request) => {
      const p = partnerOf(request);
      await confirmEmailChange(app.db, p.companyId, request.body.token);
      return ok(await readPartnerSettings(app.db, p.userId, p.companyId));
    },
  );

  r.delete(
    '/api/dashboard/settings/notification-email',
    { schema: notificationEmailCancelSchema, config: { roles: ['SUPPLIER'], teamPermission: 'company' } },
    async (request) => {
      const p = partnerOf(request);
      await deleteEmailChange(app.db, p.companyId);
      return ok(await readPartnerSettings(app.db, p.userId, p.companyId));
    },
  );

  r.post(
    '/api/dashboard/password',
    { schema: passwordChangeSchema, config: { roles: ['SUPPLIER'] } },
    async (request) => {
      const p = partnerOf(request);
      await changePassword(app.db, p.userId, sessionToKeep(request, p.userId), request.body, app.loginLimiter, {
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
        log: request.log,
        locale: request.locale,
      });
      return ok({ message: request.t('customer.passwordChanged') });
    },
  );
}
