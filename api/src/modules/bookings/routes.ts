// POST /api/bookings (issue 5 §2). Public: guests check out with their cart token and billing email.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { cartCaller } from '../cart/routes';
import { createBookingSchema } from './schemas';
import type { BookingsService } from './service';

const bookingRoutes: FastifyPluginAsyncTypebox<{ bookings: BookingsService }> = async (app, { bookings }) => {
  app.post('/api/bookings', { schema: createBookingSchema, config: { roles: 'public' } }, async (request) => {
    const caller = { ...cartCaller(request), realIsSuper: request.realUser?.userType === 'SUPER' };
    return ok(await bookings.create(caller, request.body, request.locale));
  });
};

export default bookingRoutes;
