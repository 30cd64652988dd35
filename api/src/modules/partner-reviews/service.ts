// A partner's reviews: the company's published reviews with their stats, and the company's one reply to a review,
// which then shows under it on the service page.
import {
  REVIEW_REPLY_MAX,
  type CompanyReview,
  type CompanyReviews,
  type CompanyReviewsQuery,
  type Locale,
} from '@mp/shared/contracts';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { page, pageWindow } from '../../lib/wire';
import type { Conn } from '../../db/sql';
import * as repo from './repository';

/** Published reviews of the company's services: average and 1–5 distribution over all of them, and a page. */
export async function companyReviews(
  db: Conn,
  companyId: number,
  q: CompanyReviewsQuery,
  url: string,
  locale: Locale,
): Promise<CompanyReviews> {
  const req = { page: q.page ?? 1, perPage: q.per_page ?? 10 };
  const stats = await repo.starCounts(db, companyId);
  const distribution = [1, 2, 3, 4, 5].map((s) => stats.find((x) => x.stars === s)?.n ?? 0);
  const count = distribution.reduce((a, b) => a + b, 0);
  const average =
    count === 0 ? null : Math.round((distribution.reduce((a, n, i) => a + n * (i + 1), 0) / count) * 10) / 10;
  const filter = { stars: q.stars, answered: q.answered };
  const listed = q.answered
    ? await repo.countReviews(db, companyId, filter)
    : q.stars
      ? distribution[q.stars - 1]!
      : count;
  const records = await repo.listReviews(db, companyId, filter, pageWindow(req), locale);
  return { average, count, distribution, reviews: page(url, req, listed, records) };
}

/** The company answers a review of one of its services, once; a second reply (or a double click) is refused. */
export async function replyToReview(
  db: Conn,
  who: { companyId: number; userId: number },
  reviewId: number,
  body: { text: string },
  locale: Locale,
): Promise<CompanyReview> {
  const text = body.text.trim();
  if (text === '') throw invalid({ text: 'reviews.reply.required' });
  if (text.length > REVIEW_REPLY_MAX)
    throw invalid({ text: { key: 'reviews.reply.tooLong', params: { max: REVIEW_REPLY_MAX } } });
  const stored = await repo.saveReply(db, who.companyId, reviewId, { text, userId: who.userId });
  const review = await repo.findReview(db, who.companyId, reviewId, locale);
  // Another company's review, a hidden one or none: the same 404, so nobody learns which.
  if (!review) throw notFound('reviews.reply.notFound');
  if (!stored) throw new ApiError(409, { key: 'reviews.alreadyAnswered' });
  return review;
}
