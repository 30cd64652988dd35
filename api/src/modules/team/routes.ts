// GET /api/roles (spec §7 team) and GET /api/dashboard/access (what the signed-in partner may do).
import type { FastifyPluginAsyncTypebox, TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { accessAnswer, partnerOf, requirePartnerAccess } from './access';
import { permissionsOfRole } from './permissions';
import { listRoles } from './repository';
import {
  accessSchema,
  inviteSchema,
  memberDestroySchema,
  memberSchema,
  membersSchema,
  memberResendSchema,
  memberRoleSchema,
  memberUpdateSchema,
  rolesSchema,
} from './schemas';
import { createTeamService } from './service';

const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/roles', { schema: rolesSchema, config: { roles: ['SUPPLIER', 'SUPER'] } }, async (request) => {
    const roles = await listRoles(app.db);
    return ok(
      roles.map((r) => ({
        id: r.id,
        role_name: r.role_name,
        description: request.locale === 'pt' ? r.description_pt : r.description_en,
        permissions: permissionsOfRole(r.role_name),
      })),
    );
  });

  await app.register(async (plain) => {
    requirePartnerAccess(plain);
    const scope = plain.withTypeProvider<TypeBoxTypeProvider>();
    scope.get('/api/dashboard/access', { schema: accessSchema, config: { roles: ['SUPPLIER'] } }, async (request) => {
      return ok(await accessAnswer(app.db, partnerOf(request)));
    });

    const team = createTeamService({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });
    const TEAM = { roles: ['SUPPLIER'] as const, teamPermission: 'team' as const };
    scope.get('/api/team-members', { schema: membersSchema, config: TEAM }, async (request) =>
      ok(await team.list(partnerOf(request).companyId, request.locale)),
    );
    scope.post('/api/team-members', { schema: inviteSchema, config: TEAM }, async (request) =>
      ok(await team.invite(partnerOf(request).companyId, request.body, request.locale)),
    );
    scope.get('/api/team-members/:id', { schema: memberSchema, config: TEAM }, async (request) =>
      ok(await team.get(partnerOf(request).companyId, request.params.id, request.locale)),
    );
    scope.post('/api/team-members/:id/update', { schema: memberUpdateSchema, config: TEAM }, async (request) =>
      ok(await team.update(partnerOf(request).companyId, request.params.id, request.body, request.locale)),
    );
    scope.post(
      '/api/team-members/:id/resend-invitation',
      { schema: memberResendSchema, config: TEAM },
      async (request) => {
        await team.resendInvitation(partnerOf(request).companyId, request.params.id, request.locale);
        return ok(null);
      },
    );
    scope.post('/api/team-members/:id/role', { schema: memberRoleSchema, config: TEAM }, async (request) =>
      ok(await team.changeRole(partnerOf(request).companyId, request.params.id, request.body.role_id, request.locale)),
    );
    scope.post('/api/team-members/:id/destroy', { schema: memberDestroySchema, config: TEAM }, async (request) => {
      const p = partnerOf(request);
      const removedUserId = await team.destroy(p.companyId, request.params.id, p.userId);
      if (removedUserId !== null) await app.endChatSessions([removedUserId]);
      return ok(null);
    });
  });
};

export default teamRoutes;
