// GET api/client-bookings, GET api/client-book-items/by-category (spec §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { byCategorySchema, clientBookingsSchema } from './schemas';
import { clientBookings, itemsByCategory } from './service';

const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/client-bookings', { schema: clientBookingsSchema, config: { roles: ['CLIENT'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await clientBookings(app.db, request.actingUser.id, request.query, request.url, request.locale));
  });
  app.get('/api/client-book-items/by-category', { schema: byCategorySchema, config: { roles: ['CLIENT'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await itemsByCategory(app.db, request.actingUser.id, request.locale));
  });
};

export default customerRoutes;
