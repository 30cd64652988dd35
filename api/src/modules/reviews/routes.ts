// POST api/client-book-items/{id}/review: a customer reviews a completed item of theirs, once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ItemReview, ItemReviewBody } from '@mp/shared/contracts';
import { unauthenticated } from '../../lib/errors';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import { reviewItem } from './service';

const reviewSchema = {
  tags: ['reviews'],
  summary:
    'Review a completed booking item once (1–5 stars, 10–2000 characters, en or pt); published on the service page',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  body: ItemReviewBody,
  response: { 200: Envelope(ItemReview), ...errors(401, 403, 404, 422) },
};

const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/client-book-items/:id/review',
    { schema: reviewSchema, config: { roles: ['CLIENT'] } },
    async (request) => {
      if (!request.actingUser) throw unauthenticated();
      const review = await reviewItem(app.db, request.actingUser.id, request.params.id, request.body);
      // The service page and rating change: the public catalogue cache must not keep the old answer.
      app.catalogueCache.clear();
      return ok(review);
    },
  );
};

export default reviewRoutes;
