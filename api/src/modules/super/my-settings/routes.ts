// GET/POST api/super/me/settings: a staff member's own mail choices (new chat messages while away). Any staff member
// (the `me` area of modules/super/access.ts); the mails of their work are sent whatever they choose.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ImpersonateField, StaffSettings } from '@mp/shared/contracts';
import { unauthenticated } from '../../../lib/errors';
import { errors } from '../../../lib/schemas';
import { ok } from '../../../lib/wire';
import { readSettings, saveMailChoices } from '../../customer/settings';

const tags = ['back office'];
const SUPER = { roles: ['SUPER'] as const };

const mySettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = async (userId: number): Promise<StaffSettings> => ({
    email_chat: (await readSettings(app.db, userId)).email_chat,
  });

  app.get(
    '/api/super/me/settings',
    {
      schema: {
        tags,
        summary: 'The staff member’s own mail choices',
        querystring: Type.Object({ impersonate_id: ImpersonateField }),
        response: { 200: Envelope(StaffSettings), ...errors(401, 403, 422) },
      },
      config: SUPER,
    },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      return ok(await read(request.actingUser.id));
    },
  );

  app.post(
    '/api/super/me/settings',
    {
      schema: {
        tags,
        summary: 'Save the staff member’s own mail choices',
        body: Type.Object({ ...StaffSettings.properties, impersonate_id: ImpersonateField }),
        response: { 200: Envelope(StaffSettings), ...errors(401, 403, 422) },
      },
      config: SUPER,
    },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      await saveMailChoices(app.db, request.actingUser.id, { email_chat: request.body.email_chat });
      return ok(await read(request.actingUser.id));
    },
  );
};

export default mySettingsRoutes;
