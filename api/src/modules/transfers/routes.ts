// Transfers (spec §7 GET /api/transfers/{id}, transfers-light-check-if-exists; the quote form's search, locations
// and quote request; SUPER's list of quote requests).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { answerQuoteSchema, closeQuoteSchema, offerByTokenSchema, quotePartnersSchema } from './schemas';
import { answerQuoteRequest, closeQuoteRequest, offerByToken, quotePartners } from './offers';
import {
  existsSchema,
  locationsSchema,
  offerSchema,
  quoteRequestSchema,
  quoteRequestsSchema,
  searchSchema,
} from './schemas';
import {
  TransferPlaces,
  createQuoteRequest,
  listQuoteRequests,
  offerById,
  offersExist,
  resolveTrip,
  searchOffers,
} from './service';

const transferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The fixed list changes only with a new seed: share it through the catalogue cache.
  const places = () => app.catalogueCache.get('transfer-places', () => TransferPlaces.load(app.db));

  app.get('/api/transfer-locations', { schema: locationsSchema, config: { roles: 'public' } }, async (request) =>
    ok((await places()).list(request.locale)),
  );

  app.get('/api/transfers', { schema: searchSchema, config: { roles: 'public' } }, async (request) => {
    const trip = resolveTrip(await places(), request.query, request.locale, false);
    const paging = { page: request.query.page ?? 1, perPage: request.query.per_page ?? 20 };
    return ok(await searchOffers(app.db, trip, request.url, paging));
  });

  app.get('/api/transfers/:id', { schema: offerSchema, config: { roles: 'public' } }, async (request) => {
    const trip = resolveTrip(await places(), request.query, request.locale, false);
    return ok(await offerById(app.db, request.params.id, trip));
  });

  app.get(
    '/api/transfers-light-check-if-exists',
    { schema: existsSchema, config: { roles: 'public' } },
    async (request) => {
      const trip = resolveTrip(await places(), request.query, request.locale, false);
      return ok(await offersExist(app.db, trip));
    },
  );

  app.post(
    '/api/transfers-quote-request',
    { schema: quoteRequestSchema, config: { roles: 'public' } },
    async (request, reply) => {
      const created = await createQuoteRequest(
        { db: app.db, mailer: app.mailer },
        await places(),
        request.body,
        request.actingUser?.id ?? null,
        request.locale,
      );
      return reply.code(201).send(ok(created));
    },
  );

  app.get(
    '/api/super/transfer-quote-requests',
    { schema: quoteRequestsSchema, config: { roles: ['SUPER'] } },
    async (request) => {
      const q = request.query;
      return ok(
        await listQuoteRequests(app.db, request.url, q.status, { page: q.page ?? 1, perPage: q.per_page ?? 15 }),
      );
    },
  );

  app.get(
    '/api/super/transfer-quotes/partners',
    { schema: quotePartnersSchema, config: { roles: ['SUPER'] } },
    async (request) => ok(await quotePartners(app.db, await places(), request.query.request_id ?? null)),
  );

  app.post(
    '/api/super/transfer-quotes/:id/answer',
    { schema: answerQuoteSchema, config: { roles: ['SUPER'] } },
    async (request) => ok(await answerQuoteRequest(app, request, request.params.id, request.body)),
  );

  app.post(
    '/api/super/transfer-quotes/:id/close',
    { schema: closeQuoteSchema, config: { roles: ['SUPER'] } },
    async (request) => ok(await closeQuoteRequest(app, request, request.params.id, request.body.reason)),
  );

  app.get('/api/transfer-offers/:token', { schema: offerByTokenSchema, config: { roles: 'public' } }, async (request) =>
    ok(await offerByToken(app.db, request.params.token)),
  );
};

export default transferRoutes;
