// GET /api/dashboard/booking-items and POST /api/dashboard/booking-items/{id}/update (spec §7 supplier dashboard).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { dashboardItemsSchema, updateItemSchema } from './schemas';
import type { SupplierBookingsService } from './service';

const supplierBookingRoutes: FastifyPluginAsyncTypebox<{ supplierBookings: SupplierBookingsService }> = async (app, { supplierBookings }) => {
  app.get('/api/dashboard/booking-items', { schema: dashboardItemsSchema, config: { roles: ['SUPPLIER'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await supplierBookings.list(request.actingUser.id, request.query, request.url, request.locale));
  });
  app.post('/api/dashboard/booking-items/:id/update', { schema: updateItemSchema, config: { roles: ['SUPPLIER'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await supplierBookings.update(request.actingUser.id, request.params.id, request.body.status, request.locale));
  });
};

export default supplierBookingRoutes;
