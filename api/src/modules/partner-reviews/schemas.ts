// Wire schemas of the partner's reviews: the list of the company's reviews and the reply to one of them.
import {
  CompanyReview,
  CompanyReviews,
  CompanyReviewsQuery,
  Envelope,
  IdParams,
  ReviewReplyBody,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['dashboard'];

export const companyReviewsSchema = {
  tags,
  summary:
    'Published reviews of the company’s services, newest first: average, 1–5 distribution, a page (stars and answered filters)',
  querystring: CompanyReviewsQuery,
  response: { 200: Envelope(CompanyReviews), ...errors(401, 403, 422) },
};

export const replySchema = {
  tags,
  summary:
    'Answer a published review of one of the company’s services, once (1–2000 characters); shown under it on the service page',
  params: IdParams,
  body: ReviewReplyBody,
  response: { 200: Envelope(CompanyReview), ...errors(401, 403, 404, 409, 422) },
};
