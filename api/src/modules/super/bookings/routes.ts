// GET api/super/booking-items and its CSV GET api/super/booking-items/export, GET api/super/booking-items/{id},
// POST api/super/booking-items/{id}/update, and the CSV of transfer quote requests GET
// api/super/transfer-quote-requests/export (the list itself is the transfers module's). Access: modules/super/access.ts
// (`bookings`). Registered by the checkout plugin, which owns the supplier-bookings service the staff answers go through.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendCsv } from '../../../lib/csv';
import { ok } from '../../../lib/wire';
import type { SupplierBookingsService } from '../../supplier-bookings/service';
import { actionSchema, exportSchema, getSchema, listSchema, quotesExportSchema } from './schemas';
import { actOnItem, itemDetail, itemsCsv, listItems, quoteRequestsCsv } from './service';

const SUPER = { roles: ['SUPER'] as const };

const superBookingRoutes: FastifyPluginAsyncTypebox<{ supplierBookings: SupplierBookingsService }> = async (
  app,
  { supplierBookings },
) => {
  app.get('/api/super/booking-items', { schema: listSchema, config: SUPER }, async (request) =>
    ok(await listItems(app, request.url, request.query, request.locale)),
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
  app.get('/api/super/booking-items/:id', { schema: getSchema, config: SUPER }, async (request) =>
    ok(await itemDetail(app, request.params.id, request.locale)),
  );
  app.post('/api/super/booking-items/:id/update', { schema: actionSchema, config: SUPER }, async (request) =>
    ok(await actOnItem(app, request, supplierBookings, request.params.id, request.body)),
  );
};

export default superBookingRoutes;
