// Wires checkout and payments: providers (from config), the services they share, every checkout route, the sweeper
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
import reconciliationRoutes, { yesterday } from '../reconciliation/routes';
import remindersRoutes from '../reminders/routes';
import { createRemindersService } from '../reminders/service';
import { createRefundLedger } from '../reconciliation/refunds';
import { createReconciliation } from '../reconciliation/service';
import paymentRoutes from './routes';
import { createPaymentsService } from './service';

const checkoutPlugin: FastifyPluginAsync = async (app) => {
  const config = app.config.payments;
  // The sandboxes post their webhooks through the HTTP stack, signed, exactly as a gateway would.
  const providers = createProviders(
    config,
    async (method, rawBody, headers) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/payments/callback/${method}`,
        headers,
        payload: rawBody,
      });
      if (res.statusCode !== 200) app.log.warn({ method, status: res.statusCode }, 'sandbox webhook not accepted');
    },
    app.db,
  );
  const refunds = createRefundLedger({ db: app.db, providers, log: app.log });
  const reconciliation = createReconciliation({ db: app.db, providers, providerNames: config.providers, log: app.log });
  const payments = createPaymentsService({
    db: app.db,
    providers,
    config,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
    voucherSecret: app.config.voucherSecret,
    refunds,
  });
  const carts = createCartService(app.db, { holdMinutes: config.cartHoldMinutes });
  const bookings = createBookingsService({ db: app.db, providers, payments, carts, config, log: app.log });
  const supplierBookings = createSupplierBookingsService({
    db: app.db,
    providers,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
    voucherSecret: app.config.voucherSecret,
    refunds,
  });

  const reminders = createRemindersService({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
    voucherSecret: app.config.voucherSecret,
  });

  await app.register(cartRoutes, { carts });
  await app.register(bookingRoutes, { bookings, supplierBookings });
  /**
   * One pass of the sweeper, on its interval and on demand (POST /api/payments/sweep): unpaid bookings past their
   * expiry released; then the partners' side, unanswered items past their deadline declined and new items
   * announced; then checkout holds past their end (ADR 022), which nothing counts any more, deleted; then gateway
   * refunds that failed and are due again are retried; then the scheduled booking mails (reminders, review requests).
   */
  const sweep = async () => {
    const released = await payments.sweep();
    if (released) app.log.info({ released }, 'released expired unpaid bookings');
    const declined = await supplierBookings.sweepUnanswered();
    if (declined) app.log.info({ declined }, 'declined unanswered booking items');
    await supplierBookings.notifyNew();
    const holds = await carts.sweepHolds();
    const retried = await refunds.retryDue();
    if (retried.tried) app.log.info(retried, 'retried gateway refunds');
    // The scheduled mails last: one that fails is logged and tried again next pass, never stopping the sweep.
    const scheduled = await reminders
      .sweep()
      .catch((err: unknown) => (app.log.error({ err }, 'scheduled booking mails failed'), null));
    if (scheduled && (scheduled.reminders || scheduled.review_requests))
      app.log.info(scheduled, 'sent scheduled booking mails');
    return { released, declined, holds };
  };
  await app.register(paymentRoutes, { payments, providers, refunds, sweep });
  await app.register(pointsRoutes);
  await app.register(giftCardRoutes);
  await app.register(customerRoutes, { supplierBookings });
  await app.register(supplierBookingRoutes, { supplierBookings });
  // The back office answers items for partners through the same service, so an answer follows
  // the same rules and sends the same mails whoever gives it.
  await app.register(superBookingRoutes, { supplierBookings, refunds, mailer: app.mailer });
  await app.register(manualBookingRoutes, { bookings, carts });
  await app.register(reconciliationRoutes, { reconciliation, refunds });
  await app.register(remindersRoutes, { reminders });

  // The sandboxes keep their ledger in the database, so a restart loses nothing they owed: what
  // they still had to do resumes at start.
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
  // The daily reconciliation: once an hour, yesterday (Lisbon) is checked if no run has checked it yet. Every
  // instance may do it; a run is an upsert per day and method, so two agree.
  let daily: NodeJS.Timeout | null = null;
  if (config.sweepIntervalMs > 0) {
    const reconcileYesterday = async () => {
      const day = yesterday();
      if ((await reconciliation.runsOfDay(day)).length === 0) await reconciliation.run(day);
    };
    app.addHook('onReady', async () => {
      daily = setInterval(
        () => void reconcileYesterday().catch((err: unknown) => app.log.error({ err }, 'daily reconciliation failed')),
        3600_000,
      );
      daily.unref();
    });
  }
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    if (daily) clearInterval(daily);
    await providers.drain();
  });
};

export default checkoutPlugin;
