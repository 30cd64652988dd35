// Wires issue 5's modules: providers (from config), the services they share, every checkout route, the sweeper
// (an interval in the API process; also POST /api/payments/sweep), and draining sandbox webhooks on close.
import type { FastifyPluginAsync } from 'fastify';
import { createProviders } from '../../payments/registry';
import bookingRoutes from '../bookings/routes';
import { createBookingsService } from '../bookings/service';
import cartRoutes from '../cart/routes';
import { createCartService } from '../cart/service';
import customerRoutes from '../customer/routes';
import giftCardRoutes from '../gift-cards/routes';
import pointsRoutes from '../points/routes';
import superBookingRoutes from '../super/bookings/routes';
import manualBookingRoutes from '../super/manual-bookings/routes';
import supplierBookingRoutes from '../supplier-bookings/routes';
import { createSupplierBookingsService } from '../supplier-bookings/service';
import paymentRoutes from './routes';
import { createPaymentsService } from './service';

const checkoutPlugin: FastifyPluginAsync = async (app) => {
  const config = app.config.payments;
  // The sandboxes post their webhooks through the HTTP stack, signed, exactly as a gateway would.
  const providers = createProviders(config, async (method, rawBody, headers) => {
    const res = await app.inject({ method: 'POST', url: `/api/payments/callback/${method}`, headers, payload: rawBody });
    if (res.statusCode !== 200) app.log.warn({ method, status: res.statusCode }, 'sandbox webhook not accepted');
  }, app.db);
  const payments = createPaymentsService({ db: app.db, providers, config, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl, voucherSecret: app.config.voucherSecret });
  const carts = createCartService(app.db, { holdMinutes: config.cartHoldMinutes });
  const bookings = createBookingsService({ db: app.db, providers, payments, carts, config, log: app.log });
  const supplierBookings = createSupplierBookingsService({ db: app.db, providers, mailer: app.mailer, log: app.log });

  await app.register(cartRoutes, { carts });
  await app.register(bookingRoutes, { bookings });
  /**
   * One pass of the sweeper, on its interval and on demand (POST /api/payments/sweep): unpaid bookings past their
   * expiry released; then the partners' side (issue 13 §6), unanswered items past their deadline declined and new items
   * announced; then checkout holds past their end (issue 15), which nothing counts any more, deleted.
   */
  const sweep = async () => {
    const released = await payments.sweep();
    if (released) app.log.info({ released }, 'released expired unpaid bookings');
    const declined = await supplierBookings.sweepUnanswered();
    if (declined) app.log.info({ declined }, 'declined unanswered booking items');
    await supplierBookings.notifyNew(app.config.publicUrl);
    const holds = await carts.sweepHolds();
    return { released, declined, holds };
  };
  await app.register(paymentRoutes, { payments, providers, sweep });
  await app.register(pointsRoutes);
  await app.register(giftCardRoutes);
  await app.register(customerRoutes, { supplierBookings });
  await app.register(supplierBookingRoutes, { supplierBookings });
  // The back office answers items for partners through the same service (issue 14 §6).
  await app.register(superBookingRoutes, { supplierBookings });
  await app.register(manualBookingRoutes, { bookings, carts });

  // The sandboxes keep their ledger in the database (issue 16 §6): what they still had to do resumes at start.
  // A failure here must not stop the API (a database without the table, as the OpenAPI check builds the app on).
  app.addHook('onReady', async () => {
    await providers.resume().catch((err: unknown) => app.log.error({ err }, 'sandbox payments could not resume'));
  });

  let timer: NodeJS.Timeout | null = null;
  let running = false;
  if (config.sweepIntervalMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        sweep()
          .catch((err: unknown) => app.log.error({ err }, 'sweeper failed'))
          .finally(() => (running = false));
      }, config.sweepIntervalMs);
      timer.unref();
    });
  }
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await providers.drain();
  });
};

export default checkoutPlugin;
