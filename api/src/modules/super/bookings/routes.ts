// GET api/super/booking-items, its CSV GET api/super/booking-items/export and its filters' names GET
// api/super/booking-items/names, GET api/super/booking-items/{id},
// POST api/super/booking-items/{id}/update, partial refunds (POST api/super/booking-items/{id}/partial-refunds and
// its preview, finance's), and the CSV of transfer quote requests GET
// api/super/transfer-quote-requests/export (the list itself is the transfers module's). Access: modules/super/access.ts
// (`bookings`). Registered by the checkout plugin, which owns the supplier-bookings service the staff answers go through.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../../lib/csv';
import { ok } from '../../../lib/wire';
import type { Mailer } from '../../../plugins/mail';
import type { RefundLedger } from '../../reconciliation/refunds';
import type { SupplierBookingsService } from '../../supplier-bookings/service';
import { previewPartialRefund, refundPart } from './partial-refunds';
import {
  actionSchema,
  exportSchema,
  getSchema,
  listSchema,
  namesSchema,
  partialRefundPreviewSchema,
  partialRefundSchema,
  quotesExportSchema,
} from './schemas';
import { actOnItem, itemDetail, itemNames, itemsCsv, listItems, quoteRequestsCsv } from './service';

const SUPER = { roles: ['SUPER'] as const };
// Money back to a customer is finance's: the sales permission, not the bookings one support holds (ADR 045).
const FINANCE = { roles: ['SUPER'] as const, permission: 'sales' as const };
// An item's page is read by whoever answers it (bookings) and whoever refunds part of it (sales).
const ITEM_READERS = { roles: ['SUPER'] as const, permission: ['bookings', 'sales'] as const };

const superBookingRoutes: FastifyPluginAsyncTypebox<{
  supplierBookings: SupplierBookingsService;
  refunds: RefundLedger;
  mailer: Mailer;
}> = async (app, { supplierBookings, refunds, mailer }) => {
  app.get('/api/super/booking-items', { schema: listSchema, config: SUPER }, async (request) =>
    ok(await listItems(app, request.url, request.query, request.locale)),
  );
  app.get('/api/super/booking-items/names', { schema: namesSchema, config: SUPER }, async (request) =>
    ok(await itemNames(app.db, request.query, request.locale)),
  );
  app.get('/api/super/booking-items/export', { schema: exportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'booking-items.csv',
      itemsCsv(app, request.query, request.locale, (key) => request.t(key)),
    ),
  );
  app.get(
    '/api/super/transfer-quote-requests/export',
    { schema: quotesExportSchema, config: SUPER },
    async (request, reply) =>
      sendCsv(
        reply,
        'transfer-quote-requests.csv',
        quoteRequestsCsv(app, request.query, (key) => request.t(key)),
      ),
  );
  app.get('/api/super/booking-items/:id', { schema: getSchema, config: ITEM_READERS }, async (request) =>
    ok(await itemDetail(app, request.params.id, request.locale)),
  );
  app.get(
    '/api/super/booking-items/:id/partial-refunds/preview',
    { schema: partialRefundPreviewSchema, config: FINANCE },
    async (request) => ok(await previewPartialRefund(app, request.params.id, request.query.amount, request.locale)),
  );
  app.post(
    '/api/super/booking-items/:id/partial-refunds',
    { schema: partialRefundSchema, config: FINANCE },
    async (request) =>
      ok(
        await refundPart(app, request, { ledger: refunds, mailer, supplierBookings }, request.params.id, request.body),
      ),
  );
  app.post('/api/super/booking-items/:id/update', { schema: actionSchema, config: SUPER }, async (request) =>
    ok(await actOnItem(app, request, supplierBookings, request.params.id, request.body)),
  );
};

export default superBookingRoutes;
