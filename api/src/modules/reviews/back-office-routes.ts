// Back-office reviews (spec §7 api/super/reviews*), their CSV export included; the `reviews` permission (content, admin).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  EmptyWriteBody,
  Envelope,
  NewReviewBody,
  Page,
  ReviewImportResult,
  ReviewsDestroyBody,
  ReviewsDestroyResult,
  ReviewUpdateBody,
  SuperReview,
  SuperReviewsQuery,
} from '@mp/shared/contracts';
import { csvExportSchema, sendCsv } from '../../lib/csv';
import { errors } from '../../lib/schemas';
import { ok } from '../../lib/wire';
import {
  createReview,
  destroyReview,
  destroyReviews,
  importReviews,
  listReviews,
  reviewsCsv,
  updateReview,
} from './back-office';

const tags = ['back office'];
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
/** The largest CSV the import reads (10,000 rows of long reviews fit). */
export const REVIEW_IMPORT_MAX_BYTES = 25 * 1024 * 1024;

const CsvFile = Type.Unsafe<{ filename: string; mimetype: string; data: Buffer }>({
  type: 'object',
  description: `a UTF-8 CSV file (at most ${REVIEW_IMPORT_MAX_BYTES / 1024 / 1024} MB)`,
  properties: {
    filename: { type: 'string' },
    mimetype: { type: 'string' },
    data: { description: 'the file contents' },
  },
  required: ['filename', 'mimetype', 'data'],
});

const SUPER = { roles: ['SUPER'] as const };

const backOfficeReviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/super/reviews',
    {
      schema: {
        tags,
        summary:
          'Reviews, newest first; ?search= on the text, the author and the service; filters service_id, stars, status',
        querystring: SuperReviewsQuery,
        response: { 200: Envelope(Page(SuperReview)), ...errors(401, 403, 422) },
      },
      config: SUPER,
    },
    async (request) => ok(await listReviews(app, request.url, request.query, request.locale)),
  );

  app.get(
    '/api/super/reviews/export',
    {
      schema: csvExportSchema(
        'Every review matching the filters of GET api/super/reviews as CSV, streamed from the server (no page, newest first)',
        SuperReviewsQuery,
      ),
      config: SUPER,
    },
    async (request, reply) =>
      sendCsv(
        reply,
        'reviews.csv',
        reviewsCsv(app, request.query, request.locale, (key) => request.t(key)),
      ),
  );

  app.post(
    '/api/super/reviews',
    {
      schema: {
        tags,
        summary:
          'Adds a review (multipart or JSON); language pt when left out (spec §9), dated today when created_at is left out',
        body: NewReviewBody,
        response: { 201: Envelope(SuperReview), ...errors(401, 403, 422) },
      },
      config: SUPER,
    },
    async (request, reply) => reply.code(201).send(ok(await createReview(app, request, request.body))),
  );

  app.post(
    '/api/super/reviews/:id/update',
    {
      schema: {
        tags,
        summary: 'Edits a review; {status: hidden|published} hides or shows it on the storefront',
        params: IdParams,
        body: ReviewUpdateBody,
        response: { 200: Envelope(SuperReview), ...errors(401, 403, 404, 422) },
      },
      config: SUPER,
    },
    async (request) => ok(await updateReview(app, request, request.params.id, request.body)),
  );

  app.post(
    '/api/super/reviews/:id/destroy',
    {
      schema: {
        tags,
        summary: 'Deletes a review',
        params: IdParams,
        body: EmptyWriteBody,
        response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errors(401, 403, 404, 422) },
      },
      config: SUPER,
    },
    async (request) => ok(await destroyReview(app, request, request.params.id)),
  );

  app.post(
    '/api/super/reviews/destroy',
    {
      schema: {
        tags,
        summary:
          'Deletes several reviews (1 to 100 ids) in one transaction: all of them, or none when one no longer exists (404)',
        body: ReviewsDestroyBody,
        response: { 200: Envelope(ReviewsDestroyResult), ...errors(401, 403, 404, 422) },
      },
      config: SUPER,
    },
    async (request) => ok(await destroyReviews(app, request, request.body.ids)),
  );

  app.post(
    '/api/super/reviews/import',
    {
      schema: {
        tags,
        summary:
          'Imports reviews from a CSV (multipart: file) with the header service_slug,author_first_name,author_last_name,author_country,stars,language,text,created_at; up to 10,000 rows. Good rows are imported, rows already there are counted as duplicates, bad rows are listed',
        body: Type.Object({ file: CsvFile }),
        response: { 200: Envelope(ReviewImportResult), ...errors(401, 403, 422) },
      },
      config: { ...SUPER, multipartOptions: { limits: { fileSize: REVIEW_IMPORT_MAX_BYTES } } },
    },
    async (request) => ok(await importReviews(app, request, (request.body.file as { data: Buffer }).data)),
  );
};

export default backOfficeReviewRoutes;
