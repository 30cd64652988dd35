// POST api/super/manual-bookings. Access: modules/super/access.ts (`bookings`). Registered by the
// checkout plugin, which owns the cart and booking services the booking goes through.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/wire';
import type { BookingsService } from '../../bookings/service';
import type { CartService } from '../../cart/service';
import { createSchema } from './schemas';
import { createManualBooking } from './service';

const manualBookingRoutes: FastifyPluginAsyncTypebox<{ bookings: BookingsService; carts: CartService }> = async (
  app,
  deps,
) => {
  app.post(
    '/api/super/manual-bookings',
    { schema: createSchema, config: { roles: ['SUPER'] as const } },
    async (request, reply) => reply.code(201).send(ok(await createManualBooking(app, request, deps, request.body))),
  );
};

export default manualBookingRoutes;
