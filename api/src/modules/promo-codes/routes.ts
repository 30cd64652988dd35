// Back-office promo codes (spec §7 api/super/promo-codes*); the `promo_codes` permission.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PromoCodesQuery } from '@mp/shared/contracts';
import { csvExportSchema, sendCsv } from '../../lib/csv';
import { ok } from '../../lib/wire';
import { createSchema, listSchema, requestsSchema, requestStatusSchema, statusSchema, updateSchema } from './schemas';
import {
  createPromoCode,
  listPromoCodes,
  promoCodesCsv,
  listPromoRequests,
  setPromoRequestStatus,
  setPromoStatus,
  updatePromoCode,
} from './back-office';

const SUPER = { roles: ['SUPER'] as const };
const exportSchema = csvExportSchema(
  'Every promo code matching the filters of GET api/super/promo-codes as CSV, streamed from the server (no page, newest first)',
  PromoCodesQuery,
);

const promoCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/promo-codes', { schema: listSchema, config: SUPER }, async (request) =>
    ok(await listPromoCodes(app, request.url, request.query)),
  );
  app.get('/api/super/promo-codes/export', { schema: exportSchema, config: SUPER }, async (request, reply) =>
    sendCsv(
      reply,
      'promo-codes.csv',
      promoCodesCsv(app, request.query, (key) => request.t(key)),
    ),
  );

  app.post('/api/super/promo-codes', { schema: createSchema, config: SUPER }, async (request, reply) =>
    reply.code(201).send(ok(await createPromoCode(app, request, request.body))),
  );

  app.post('/api/super/promo-codes/:id/update', { schema: updateSchema, config: SUPER }, async (request) =>
    ok(await updatePromoCode(app, request, request.params.id, request.body)),
  );

  app.post('/api/super/promo-codes/:id/status', { schema: statusSchema, config: SUPER }, async (request) =>
    ok(await setPromoStatus(app, request, request.params.id, request.body.status)),
  );

  app.get('/api/super/promo-codes/requests', { schema: requestsSchema, config: SUPER }, async (request) =>
    ok(await listPromoRequests(app, request.url, request.query, request.locale)),
  );

  app.post(
    '/api/super/promo-codes/request/:id/status',
    { schema: requestStatusSchema, config: SUPER },
    async (request) => ok(await setPromoRequestStatus(app, request, request.params.id, request.body)),
  );
};

export default promoCodeRoutes;
