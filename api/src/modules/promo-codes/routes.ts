// Back-office promo codes (spec §7 api/super/promo-codes*); the `promo_codes` permission.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { createSchema, listSchema, requestsSchema, requestStatusSchema, statusSchema, updateSchema } from './schemas';
import { createPromoCode, listPromoCodes, listPromoRequests, setPromoRequestStatus, setPromoStatus, updatePromoCode } from './back-office';

const SUPER = { roles: ['SUPER'] as const };

const promoCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/super/promo-codes', { schema: listSchema, config: SUPER }, async (request) => ok(await listPromoCodes(app, request.url, request.query)));

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

  app.post('/api/super/promo-codes/request/:id/status', { schema: requestStatusSchema, config: SUPER }, async (request) =>
    ok(await setPromoRequestStatus(app, request, request.params.id, request.body)),
  );
};

export default promoCodeRoutes;
