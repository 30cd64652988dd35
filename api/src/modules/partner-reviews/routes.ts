// The partner dashboard's reviews: GET /api/dashboard/reviews (the company's published reviews, answered or not) and
// POST /api/dashboard/reviews/{id}/reply (the company's one answer, shown under the review on the service page).
// Answering speaks for the company in public, so it takes the `company` team permission, as the list always has.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/wire';
import { partnerOf, requirePartnerAccess } from '../team/access';
import { companyReviewsSchema, replySchema } from './schemas';
import { companyReviews, replyToReview } from './service';

const partnerReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  requirePartnerAccess(app);
  const COMPANY = { roles: ['SUPPLIER'] as const, teamPermission: 'company' as const };

  app.get('/api/dashboard/reviews', { schema: companyReviewsSchema, config: COMPANY }, async (request) =>
    ok(await companyReviews(app.db, partnerOf(request).companyId, request.query, request.url, request.locale)),
  );

  app.post('/api/dashboard/reviews/:id/reply', { schema: replySchema, config: COMPANY }, async (request) => {
    const partner = partnerOf(request);
    const review = await replyToReview(
      app.db,
      { companyId: partner.companyId, userId: partner.userId },
      request.params.id,
      request.body,
      request.locale,
    );
    // The service page now shows the reply: the public catalogue cache must not keep the page without it.
    app.catalogueCache.clear();
    return ok(review);
  });
};

export default partnerReviewRoutes;
