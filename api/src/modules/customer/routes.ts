// GET api/client-bookings, GET api/client-book-items/by-category (spec §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { forbidden, unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { ApiError, notFound } from '../../lib/errors';
import type { SupplierBookingsService } from '../supplier-bookings/service';
import {
  byCategorySchema,
  cancelBookingSchema,
  deleteAccountSchema,
  cancelItemSchema,
  changePasswordSchema,
  clientBookingsSchema,
  exportDataSchema,
  readSettingsSchema,
  saveSettingsSchema,
} from './schemas';
import { changePassword, readSettings, saveSettings, sessionToKeep } from './settings';
import { exportCustomerData } from './data-export';
import { deleteCustomerAccount } from './account-deletion';
import { cancellableItemsOf } from './service';
import { clientBookings, itemsByCategory } from './service';

const customerRoutes: FastifyPluginAsyncTypebox<{ supplierBookings: SupplierBookingsService }> = async (
  app,
  { supplierBookings },
) => {
  app.get('/api/client-bookings', { schema: clientBookingsSchema, config: { roles: ['CLIENT'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await clientBookings(app.db, request.actingUser.id, request.query, request.url, request.locale));
  });
  app.get(
    '/api/client-book-items/by-category',
    { schema: byCategorySchema, config: { roles: ['CLIENT'] } },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      return ok(await itemsByCategory(app.db, request.actingUser.id, request.locale));
    },
  );

  app.get('/api/client-settings', { schema: readSettingsSchema, config: { roles: ['CLIENT'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    return ok(await readSettings(app.db, request.actingUser.id));
  });

  app.post('/api/client-settings', { schema: saveSettingsSchema, config: { roles: ['CLIENT'] } }, async (request) => {
    if (!request.actingUser) throw unauthenticated();
    const { language, email_chat, email_reminders, email_reviews, email_news } = request.body;
    return ok(
      await saveSettings(app.db, request.actingUser.id, {
        language,
        email_chat,
        email_reminders,
        email_reviews,
        email_news,
      }),
    );
  });

  app.get(
    '/api/client-settings/export',
    { schema: exportDataSchema, config: { roles: ['CLIENT'] } },
    async (request, reply) => {
      if (!request.actingUser) throw unauthenticated();
      void reply
        .header('content-disposition', `attachment; filename="my-data-${request.actingUser.id}.json"`)
        .header('cache-control', 'no-store');
      return ok(await exportCustomerData(app.db, request.actingUser.id));
    },
  );

  app.post(
    '/api/client-settings/password',
    { schema: changePasswordSchema, config: { roles: ['CLIENT'] } },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      await changePassword(
        app.db,
        request.actingUser.id,
        sessionToKeep(request, request.actingUser.id),
        request.body,
        app.loginLimiter,
        { mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log, locale: request.locale },
      );
      await app.endChatSessions([request.actingUser.id]);
      return ok({ message: request.t('customer.passwordChanged') });
    },
  );

  // Only the customer, signed in as themselves, deletes their account (staff acting as them cannot).
  app.post(
    '/api/clients/:id/delete',
    { schema: deleteAccountSchema, config: { roles: ['CLIENT'] } },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      if (request.realUser?.id !== request.actingUser.id) throw forbidden('customer.deleteNotAsStaff');
      if (request.actingUser.id !== request.params.id) throw forbidden();
      await deleteCustomerAccount(
        { db: app.db, storage: app.storage, mailer: app.mailer, publicUrl: app.config.publicUrl, log: request.log },
        request.actingUser.id,
        request.body.password,
        request.locale,
      );
      await app.endChatSessions([request.actingUser.id]);
      return ok({ message: request.t('customer.accountDeleted') });
    },
  );

  app.post(
    '/api/client-book-items/:id/cancel',
    { schema: cancelItemSchema, config: { roles: ['CLIENT'] } },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      return ok(
        await supplierBookings.cancelByCustomer(request.actingUser.id, request.params.id, request.locale, new Date(), {
          withoutRefund: request.body.without_refund === true,
        }),
      );
    },
  );

  app.post(
    '/api/client-bookings/:id/cancel',
    { schema: cancelBookingSchema, config: { roles: ['CLIENT'] } },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      const now = new Date();
      const items = await cancellableItemsOf(app.db, request.actingUser.id, request.params.id, now);
      if (items === null) throw notFound('customer.bookingNotFound');
      if (items.open.length === 0 || items.closed > 0) {
        throw new ApiError(
          422,
          { key: 'errors.validation' },
          { status: [{ key: items.open.length === 0 ? 'customer.notCancellable' : 'customer.windowClosed' }] },
        );
      }
      const cancelled = [];
      for (const id of items.open)
        cancelled.push(await supplierBookings.cancelByCustomer(request.actingUser.id, id, request.locale, now));
      return ok({ cancelled });
    },
  );
};

export default customerRoutes;
