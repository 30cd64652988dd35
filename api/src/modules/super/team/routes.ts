// GET api/super/me, GET/POST api/super/team, GET api/super/team/export, POST api/super/team/{id}/update|deactivate|reactivate, GET api/super/roles (spec §7).
// Access: modules/super/access.ts (the `team` permission; `me` is any staff member).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../../lib/csv';
import { ok } from '../../../lib/wire';
import {
  createStaffSchema,
  deactivateStaffSchema,
  meSchema,
  reactivateStaffSchema,
  rolesSchema,
  teamExportSchema,
  teamSchema,
  updateStaffSchema,
} from './schemas';
import { createStaff, listTeam, myProfile, rolesView, setStaffActive, teamCsv, updateStaffMember } from './service';

const SUPER = { roles: ['SUPER'] as const };

const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/me', { schema: meSchema, config: SUPER }, async (request) => ok(await myProfile(app, request)));

  app.get('/api/super/team', { schema: teamSchema, config: SUPER }, async (request) =>
    ok(await listTeam(app, request.url, request.query)),
  );
  app.get('/api/super/team/export', { schema: teamExportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'team.csv',
      teamCsv(app, request.query, (key) => request.t(key)),
    ),
  );

  app.post('/api/super/team', { schema: createStaffSchema, config: SUPER }, async (request, reply) => {
    const member = await createStaff(app, request, request.body);
    return reply.code(201).send(ok(member));
  });

  app.post('/api/super/team/:id/update', { schema: updateStaffSchema, config: SUPER }, async (request) =>
    ok(await updateStaffMember(app, request, request.params.id, request.body)),
  );

  app.post('/api/super/team/:id/deactivate', { schema: deactivateStaffSchema, config: SUPER }, async (request) => {
    const member = await setStaffActive(app, request, request.params.id, false);
    // Their sessions are revoked in that transaction; their open sockets close now, on every API instance.
    await app.endChatSessions([request.params.id]);
    return ok(member);
  });

  app.post('/api/super/team/:id/reactivate', { schema: reactivateStaffSchema, config: SUPER }, async (request) =>
    ok(await setStaffActive(app, request, request.params.id, true)),
  );

  app.get('/api/super/roles', { schema: rolesSchema, config: SUPER }, async (request) => ok(rolesView(request)));
};

export default teamRoutes;
