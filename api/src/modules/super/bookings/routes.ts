// GET api/super/booking-items, GET api/super/booking-items/{id}, POST api/super/booking-items/{id}/update
// (issue 14 §6). Access: modules/super/access.ts (`bookings`). Registered by the checkout plugin, which owns the
// supplier-bookings service the staff answers go through.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/wire';
import type { SupplierBookingsService } from '../../supplier-bookings/service';
import { actionSchema, getSchema, listSchema } from './schemas';
import { actOnItem, itemDetail, listItems } from './service';

const SUPER = { roles: ['SUPER'] as const };

const superBookingRoutes: FastifyPluginAsyncTypebox<{ supplierBookings: SupplierBookingsService }> = async (app, { supplierBookings }) => {
  app.get('/api/super/booking-items', { schema: listSchema, config: SUPER }, async (request) => ok(await listItems(app, request.url, request.query, request.locale)));
  app.get('/api/super/booking-items/:id', { schema: getSchema, config: SUPER }, async (request) => ok(await itemDetail(app, request.params.id, request.locale)));
  app.post('/api/super/booking-items/:id/update', { schema: actionSchema, config: SUPER }, async (request) =>
    ok(await actOnItem(app, request, supplierBookings, request.params.id, request.body)),
  );
};

export default superBookingRoutes;
