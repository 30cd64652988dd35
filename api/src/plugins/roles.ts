// Enforces each route's `config.roles` (spec §6) in one hook: 401 without a valid token where one is needed,
// 403 for a role that is not listed. A route without a rule is refused: access is never granted by omission
// (the route-metadata test keeps every route declared).
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors';

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      if (request.is404) return;
      const roles = request.routeOptions.config.roles;
      if (roles === 'public') return;
      if (!request.actingUser) throw new ApiError(401, { key: 'errors.unauthenticated' });
      if (roles === 'authenticated') return;
      if (!roles || !roles.includes(request.actingUser.userType)) throw new ApiError(403, { key: 'errors.forbidden' });
    });
  },
  { name: 'roles', dependencies: ['auth'] },
);
