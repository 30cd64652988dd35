// POST /api/bookings (issue 5 §2). Public: guests check out with their cart token and billing email.
// POST /api/bookings/claim (issue 11 item 4): a guest booking into the account of its address, with the mailed link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { cartCaller } from '../cart/routes';
import { claimBooking } from './claim';
import { claimBookingSchema, createBookingSchema } from './schemas';
import type { BookingsService } from './service';

const bookingRoutes: FastifyPluginAsyncTypebox<{ bookings: BookingsService }> = async (app, { bookings }) => {
  app.post('/api/bookings', { schema: createBookingSchema, config: { roles: 'public' } }, async (request) => {
    const caller = { ...cartCaller(request), realIsSuper: request.realUser?.userType === 'SUPER' };
    return ok(await bookings.create(caller, request.body, request.locale));
  });

  // Issue 11 item 4: the confirmation mail's link, followed by the signed-in owner of the booking's address.
  app.post('/api/bookings/claim', { schema: claimBookingSchema, config: { roles: ['CLIENT'] } }, async (request) => {
    const user = request.actingUser!;
    return ok(await claimBooking(app.db, { reference: request.body.reference.trim(), token: request.body.token, user }));
  });
};

export default bookingRoutes;
