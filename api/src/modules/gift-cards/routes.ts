// GET api/client-gift-cards (spec §7, orderBy).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { unauthenticated } from '../../lib/errors';
import { ok } from '../../lib/wire';
import { clientGiftCardsSchema } from './schemas';
import { clientGiftCards } from './service';

const giftCardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/client-gift-cards',
    { schema: clientGiftCardsSchema, config: { roles: ['CLIENT'] } },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      return ok(await clientGiftCards(app.db, request.actingUser.id, request.query, request.url, request.locale));
    },
  );
};

export default giftCardRoutes;
