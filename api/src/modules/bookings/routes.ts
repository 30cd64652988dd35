// POST /api/bookings. Public: guests check out with their cart token and billing email.
// POST /api/bookings/claim: a guest booking into the account of its address, with the mailed link.
import { refusedField } from '../auth/login-limiter';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { cartCaller } from '../cart/routes';
import { claimBooking } from './claim';
import {
  claimBookingSchema,
  createBookingSchema,
  manageBookingSchema,
  manageCancelSchema,
  manageMessagesSchema,
  manageSendMessageSchema,
  openItemChatSchema,
  voucherIcsSchema,
  voucherSchema,
} from './schemas';
import { cancelManagedItem, managedBooking } from './manage';
import { managedItemChat, messageManagedItemPartner, openItemChat } from './manage-messages';
import type { SupplierBookingsService } from '../supplier-bookings/service';
import { bookingVoucher, manageToken, voucherIcs } from './voucher';
import { notFound } from '../../lib/errors';
import type { Locale } from '@mp/shared/contracts';
import type { Translate } from '../../i18n';
import type { BookingsService } from './service';
import { attributeBooking } from '../affiliates/service';

const bookingRoutes: FastifyPluginAsyncTypebox<{
  bookings: BookingsService;
  supplierBookings: SupplierBookingsService;
}> = async (app, { bookings, supplierBookings }) => {
  app.post('/api/bookings', { schema: createBookingSchema, config: { roles: 'public' } }, async (request) => {
    const caller = { ...cartCaller(request), realIsSuper: request.realUser?.userType === 'SUPER' };
    // A gift-card code sent with the booking is a guess like the cart's preview: limited the same way.
    const create = () => bookings.create(caller, request.body, request.locale);
    const created = request.body.gift_card_code
      ? await app.loginLimiter.guarded(
          request.ip,
          'gift-card-code',
          create,
          refusedField('gift_card_code', 'checkout.giftCardInvalid'),
        )
      : await create();
    // A booking made while a referral visit is remembered is the affiliate's (counted once paid; ADR 019).
    await attributeBooking({ db: app.db, log: request.log }, request, created.booking_id);
    return ok({ ...created, voucher_token: manageToken(app.config.voucherSecret, created.reference) });
  });

  // The confirmation mail's link, followed by the signed-in owner of the booking's address.
  app.post('/api/bookings/claim', { schema: claimBookingSchema, config: { roles: ['CLIENT'] } }, async (request) => {
    const user = request.actingUser!;
    return ok(
      await claimBooking(app.db, { reference: request.body.reference.trim(), token: request.body.token, user }),
    );
  });

  // A guest's "Manage booking" link (no account): the booking, and cancelling an item as its customer would.
  app.get('/api/bookings/manage', { schema: manageBookingSchema, config: { roles: 'public' } }, async (request) =>
    ok(
      await managedBooking(app.db, {
        secret: app.config.voucherSecret,
        token: request.headers['x-manage-token'],
        locale: request.locale,
      }),
    ),
  );
  app.post(
    '/api/bookings/manage/cancel',
    { schema: manageCancelSchema, config: { roles: 'public' } },
    async (request) => {
      const { token, item_id: itemId, without_refund: withoutRefund } = request.body;
      const secret = app.config.voucherSecret;
      const cancelled = await cancelManagedItem(app.db, { secret, token, itemId }, (userId, id, now) =>
        supplierBookings.cancelByCustomer(userId, id, request.locale, now, { withoutRefund: withoutRefund === true }),
      );
      return ok({ cancelled, booking: await managedBooking(app.db, { secret, token, locale: request.locale }) });
    },
  );

  // The guest messages the partner of an item from the manage page; replies are read there too.
  app.get(
    '/api/bookings/manage/messages',
    { schema: manageMessagesSchema, config: { roles: 'public' } },
    async (request) =>
      ok(
        await managedItemChat(app.db, app.chat, {
          secret: app.config.voucherSecret,
          token: request.headers['x-manage-token'],
          itemId: request.query.item_id,
        }),
      ),
  );
  app.post(
    '/api/bookings/manage/messages',
    { schema: manageSendMessageSchema, config: { roles: 'public' } },
    async (request) =>
      ok(
        await messageManagedItemPartner(app.db, app.chat, {
          secret: app.config.voucherSecret,
          token: request.body.token,
          itemId: request.body.item_id,
          message: request.body.message,
        }),
      ),
  );

  // "Message the partner" from My bookings: the chat with the item's partner, which names the booking.
  app.post(
    '/api/bookings/items/:id/chat',
    { schema: openItemChatSchema, config: { roles: ['CLIENT'] } },
    async (request) => ok(await openItemChat(app.db, app.chat, request.actingUser!, request.params.id)),
  );

  // The voucher, for its owner or with the manage link of the confirmation mail (else 404).
  const voucherOf = async (request: {
    params: { reference: string };
    headers: { 'x-voucher-token'?: string };
    actingUser: { id: number } | null;
    locale: Locale;
    t: Translate;
  }) => {
    const voucher = await bookingVoucher(app.db, {
      reference: request.params.reference.trim(),
      token: request.headers['x-voucher-token'],
      userId: request.actingUser?.id ?? null,
      secret: app.config.voucherSecret,
      locale: request.locale,
      t: request.t,
    });
    if (!voucher) throw notFound('checkout.bookingNotFound');
    return voucher;
  };
  app.get('/api/bookings/:reference/voucher', { schema: voucherSchema, config: { roles: 'public' } }, async (request) =>
    ok(await voucherOf(request)),
  );
  app.get(
    '/api/bookings/:reference/voucher.ics',
    { schema: voucherIcsSchema, config: { roles: 'public' } },
    async (request, reply) => {
      const voucher = await voucherOf(request);
      const host = new URL(app.config.publicUrl).host;
      reply.header(
        'content-disposition',
        `attachment; filename="roteiro-${voucher.reference.replace(/[^A-Za-z0-9-]/g, '')}.ics"`,
      );
      reply.type('text/calendar; charset=utf-8');
      return voucherIcs(voucher, { publicUrl: app.config.publicUrl, host, now: new Date(), t: request.t });
    },
  );
};

export default bookingRoutes;
