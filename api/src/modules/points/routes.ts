// GET api/user-points (spec §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { userPointsSchema } from './schemas';
import { userPoints } from './service';

const pointsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/user-points', { schema: userPointsSchema, config: { roles: ['CLIENT'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await userPoints(app.db, request.actingUser.id));
  });
};

export default pointsRoutes;
