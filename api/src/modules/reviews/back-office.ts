// Back-office reviews: list, create (Portuguese by default, spec §9), edit, hide/show, delete, and
// the CSV import. Every write runs in one transaction with its audit entry; the public catalogue cache is cleared
// after each, because a published review changes the service's rating on the storefront.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REVIEW_BULK_MAX,
  REVIEW_IMPORT_HEADER,
  REVIEW_IMPORT_MAX_ROWS,
  type NewReviewBody,
  type ReviewImportError,
  type ReviewImportResult,
  type ReviewUpdateBody,
  type SuperReview,
  type SuperReviewsQuery,
} from '@mp/shared/contracts';
import type { Locale } from '@mp/shared/contracts';
import type { Tx } from '../../db/client';
import { translator } from '../../i18n';
import { csvExport } from '../../lib/csv';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { isIsoDate, lisbonInstant } from '../../lib/lisbon-time';
import { page, pageWindow } from '../../lib/wire';
import { CsvSyntaxError, parseCsv } from './csv';
import * as repo from './back-office-repository';

const NAME_MAX = 80;
const TEXT_MAX = 2000;
const COUNTRY = /^[A-Za-z]{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const IMPORT_BATCH = 2500;

export function reviewView(r: repo.ReviewListRow, locale: Locale): SuperReview {
  return {
    id: r.id,
    service: { id: r.serviceId, slug: r.serviceSlug, name: locale === 'pt' ? r.serviceNamePt : r.serviceNameEn },
    author_first_name: r.authorFirstName,
    author_last_name: r.authorLastName,
    author_country: r.authorCountry,
    author_user_id: r.authorUserId,
    stars: r.stars,
    language: r.language as SuperReview['language'],
    text: r.text,
    status: r.status as SuperReview['status'],
    source: r.source as SuperReview['source'],
    created_at: r.createdAt.toISOString(),
  };
}

const reviewFilter = (query: SuperReviewsQuery): repo.ReviewFilter => ({
  search: query.search?.trim() || undefined,
  serviceId: query.service_id,
  stars: query.stars,
  status: query.status,
});

export async function listReviews(app: FastifyInstance, url: string, query: SuperReviewsQuery, locale: Locale) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? 15 };
  const { total, rows } = await repo.reviewPage(
    app.db,
    reviewFilter(query),
    query.sort ?? '-created_at',
    pageWindow(paging),
  );
  return page(
    url,
    paging,
    total,
    rows.map((r) => reviewView(r, locale)),
  );
}

/** Every review matching the list's filters as CSV (no page), newest first, read in batches as the client reads it. */
export function reviewsCsv(
  app: FastifyInstance,
  query: SuperReviewsQuery,
  locale: Locale,
  t: (key: string) => string,
): AsyncIterable<string> {
  const filter = reviewFilter(query);
  return csvExport<SuperReview>({
    messages: 'backOffice.exports.reviews',
    t,
    columns: [
      { key: 'id', value: (r) => r.id },
      { key: 'created_at', value: (r) => r.created_at },
      { key: 'service', value: (r) => r.service.name },
      { key: 'service_slug', value: (r) => r.service.slug },
      { key: 'author', value: (r) => `${r.author_first_name} ${r.author_last_name}`.trim() },
      { key: 'country', value: (r) => r.author_country },
      { key: 'stars', value: (r) => r.stars },
      { key: 'language', value: (r) => r.language },
      { key: 'text', value: (r) => r.text },
      { key: 'source', value: (r) => r.source },
      { key: 'status', value: (r) => r.status },
    ],
    batch: async (beforeId, limit) =>
      (await repo.reviewBatch(app.db, filter, beforeId, limit)).map((r) => reviewView(r, locale)),
    cursor: (r) => r.id,
  });
}

async function viewOf(tx: Tx, id: number, locale: Locale): Promise<SuperReview> {
  const { rows } = await repo.reviewPage(tx, { id }, '-created_at', { limit: 1, offset: 0 });
  const row = rows[0];
  if (!row) throw notFound('reviews.admin.notFound');
  return reviewView(row, locale);
}

const auditShape = (r: SuperReview) => ({
  service_id: r.service.id,
  author_first_name: r.author_first_name,
  author_last_name: r.author_last_name,
  author_country: r.author_country,
  stars: r.stars,
  language: r.language,
  text: r.text,
  status: r.status,
  created_at: r.created_at,
});

/** A date (YYYY-MM-DD, noon in Lisbon) or a date-time; null when it is not one or lies in the future. */
function reviewDate(
  value: string,
): { date: Date } | { error: 'reviews.admin.dateInvalid' | 'reviews.admin.dateFuture' } {
  const v = value.trim();
  let date: Date | null = null;
  if (isIsoDate(v)) date = lisbonInstant(v, '12:00');
  else if (DATE_TIME.test(v) && isIsoDate(v.slice(0, 10))) {
    const parsed = new Date(v.includes('T') ? v : v.replace(' ', 'T'));
    if (!Number.isNaN(parsed.getTime())) date = parsed;
  }
  if (!date) return { error: 'reviews.admin.dateInvalid' };
  // A date-only value means that day: today is allowed even before its noon.
  const limit = isIsoDate(v) ? lisbonInstant(v, '00:00') : date;
  if (limit.getTime() > Date.now()) return { error: 'reviews.admin.dateFuture' };
  return { date: date.getTime() > Date.now() ? new Date() : date };
}

/** The checked values of a create or an edit; a 422 names every bad field. */
async function checked(conn: Tx, body: ReviewUpdateBody, creating: boolean): Promise<Partial<repo.ReviewValues>> {
  const errors: Record<string, MessageRef> = {};
  const values: Partial<repo.ReviewValues> = {};
  if (body.service_id !== undefined) {
    if (!(await repo.serviceExists(conn, body.service_id)))
      errors.service_id = { key: 'reviews.admin.serviceNotFound' };
    else values.serviceId = body.service_id;
  }
  for (const [field, key] of [
    ['author_first_name', 'authorFirstName'],
    ['author_last_name', 'authorLastName'],
  ] as const) {
    const v = body[field];
    if (v === undefined) continue;
    if (!v.trim()) errors[field] = { key: 'reviews.admin.required' };
    else if (v.trim().length > NAME_MAX) errors[field] = { key: 'reviews.admin.tooLong', params: { max: NAME_MAX } };
    else values[key] = v.trim();
  }
  if (body.author_country !== undefined) {
    const c = body.author_country.trim();
    if (c && !COUNTRY.test(c)) errors.author_country = { key: 'reviews.admin.countryInvalid' };
    else values.authorCountry = c ? c.toUpperCase() : null;
  }
  if (body.stars !== undefined) values.stars = body.stars;
  if (body.language !== undefined) values.language = body.language;
  else if (creating) values.language = 'pt';
  if (body.text !== undefined) {
    if (!body.text.trim()) errors.text = { key: 'reviews.admin.textEmpty' };
    else values.text = body.text.trim();
  }
  if (body.created_at !== undefined && body.created_at !== '') {
    const d = reviewDate(body.created_at);
    if ('error' in d) errors.created_at = { key: d.error };
    else values.createdAt = d.date;
  }
  if (body.status !== undefined) values.status = body.status;
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}

export async function createReview(
  app: FastifyInstance,
  request: FastifyRequest,
  body: NewReviewBody,
): Promise<SuperReview> {
  const view = await app.db.transaction(async (tx) => {
    const values = await checked(tx, body, true);
    const id = await repo.insertReview(tx, {
      serviceId: body.service_id,
      authorFirstName: values.authorFirstName ?? '',
      authorLastName: values.authorLastName ?? '',
      authorCountry: values.authorCountry ?? null,
      stars: body.stars,
      language: values.language ?? 'pt',
      text: values.text ?? '',
      status: values.status ?? 'published',
      source: 'admin',
      ...(values.createdAt ? { createdAt: values.createdAt } : {}),
    });
    const created = await viewOf(tx, id, request.locale);
    await app.audit.change(tx, request, {
      action: 'review.create',
      entity: 'review',
      entityId: id,
      before: null,
      after: auditShape(created),
    });
    return created;
  });
  app.catalogueCache.clear();
  return view;
}

export async function updateReview(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: ReviewUpdateBody,
): Promise<SuperReview> {
  const view = await app.db.transaction(async (tx) => {
    if (!(await repo.lockReview(tx, id))) throw notFound('reviews.admin.notFound');
    const before = await viewOf(tx, id, request.locale);
    await repo.updateReview(tx, id, await checked(tx, body, false));
    const after = await viewOf(tx, id, request.locale);
    const action =
      Object.keys(body)
        .filter((k) => k !== 'impersonate_id')
        .join() === 'status'
        ? after.status === 'hidden'
          ? 'review.hide'
          : 'review.show'
        : 'review.update';
    await app.audit.change(tx, request, {
      action,
      entity: 'review',
      entityId: id,
      before: auditShape(before),
      after: auditShape(after),
    });
    return after;
  });
  app.catalogueCache.clear();
  return view;
}

export async function destroyReview(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<{ id: number }> {
  await app.db.transaction(async (tx) => {
    if (!(await repo.lockReview(tx, id))) throw notFound('reviews.admin.notFound');
    const before = await viewOf(tx, id, request.locale);
    await repo.deleteReview(tx, id);
    await app.audit.change(tx, request, {
      action: 'review.destroy',
      entity: 'review',
      entityId: id,
      before: auditShape(before),
      after: null,
    });
  });
  app.catalogueCache.clear();
  return { id };
}

/**
 * Deletes several reviews in one transaction: all of them or, when one is already gone, none (404). Each deletion
 * is audited like a single one (`review.destroy` with the review before it), so the log reads the same either way.
 */
export async function destroyReviews(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: number[],
): Promise<{ ids: number[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid({ ids: 'reviews.admin.bulkEmpty' });
  if (unique.length > REVIEW_BULK_MAX)
    throw invalid({ ids: { key: 'reviews.admin.bulkTooMany', params: { max: REVIEW_BULK_MAX } } });
  await app.db.transaction(async (tx) => {
    const found = await repo.lockReviews(tx, unique);
    if (found.length !== unique.length) throw notFound('reviews.admin.bulkNotFound');
    const { rows } = await repo.reviewPage(tx, { ids: unique }, '-created_at', { limit: unique.length, offset: 0 });
    await repo.deleteReviews(tx, unique);
    for (const row of rows) {
      const before = reviewView(row, request.locale);
      await app.audit.change(tx, request, {
        action: 'review.destroy',
        entity: 'review',
        entityId: row.id,
        before: auditShape(before),
        after: null,
      });
    }
  });
  // The storefront's rating and review count are read from the published reviews; its cached answers must go.
  app.catalogueCache.clear();
  return { ids: unique };
}

// ---------- import ----------

/** The natural key of an imported review: the same service, author, stars, language, text and date is the same review. */
export function importKey(
  serviceId: number,
  r: { first: string; last: string; country: string; stars: number; language: string; text: string; createdAt: string },
): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([serviceId, r.first, r.last, r.country, r.stars, r.language, r.text, r.createdAt]))
    .digest('hex');
  return `import:${digest}`;
}

/**
 * Reads the CSV and imports every good row in one transaction, in batches; a row whose key is already there
 * (this file imported before, or twice in it) is a duplicate. A file that cannot be read as a whole (not UTF-8,
 * wrong header, too many rows, a quote that never closes) is a 422 on `file`; a bad row is only reported.
 */
export async function importReviews(
  app: FastifyInstance,
  request: FastifyRequest,
  data: Buffer,
): Promise<ReviewImportResult> {
  const t = translator(request.locale);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw invalid({ file: 'reviews.admin.notUtf8' });
  }
  let records;
  try {
    records = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvSyntaxError)
      throw invalid({ file: { key: 'reviews.admin.unterminated', params: { line: e.line } } });
    throw e;
  }
  const [header, ...rows] = records;
  const expected = REVIEW_IMPORT_HEADER.join(',');
  if (!header || header.fields.map((f) => f.trim().toLowerCase()).join(',') !== expected) {
    throw invalid({ file: { key: 'reviews.admin.header', params: { header: expected } } });
  }
  if (rows.length === 0) throw invalid({ file: 'reviews.admin.empty' });
  if (rows.length > REVIEW_IMPORT_MAX_ROWS)
    throw invalid({
      file: { key: 'reviews.admin.tooManyRows', params: { max: REVIEW_IMPORT_MAX_ROWS, rows: rows.length } },
    });

  const slugs = [...new Set(rows.map((r) => (r.fields[0] ?? '').trim()).filter(Boolean))];
  const serviceIds = await repo.servicesBySlug(app.db, slugs);
  const errors: ReviewImportError[] = [];
  const good: repo.ReviewValues[] = [];
  const seen = new Set<string>();
  let duplicatesInFile = 0;
  // Files repeat dates: each is read once.
  const dates = new Map<string, ReturnType<typeof reviewDate>>();
  for (const record of rows) {
    const rowErrors: ReviewImportError[] = [];
    const fail = (field: string, key: string, params: Record<string, unknown> = {}) =>
      rowErrors.push({ row: record.line, field, message: t(key, params) });
    if (record.fields.length !== REVIEW_IMPORT_HEADER.length) {
      fail('row', 'reviews.admin.columns', { found: record.fields.length, expected: REVIEW_IMPORT_HEADER.length });
      errors.push(...rowErrors);
      continue;
    }
    const [
      slug = '',
      first = '',
      last = '',
      country = '',
      starsText = '',
      languageText = '',
      body = '',
      createdText = '',
    ] = record.fields.map((f) => f.trim());
    const serviceId = serviceIds.get(slug);
    if (!slug) fail('service_slug', 'reviews.admin.required');
    else if (serviceId === undefined) fail('service_slug', 'reviews.admin.serviceUnknown', { slug });
    if (!first) fail('author_first_name', 'reviews.admin.required');
    else if (first.length > NAME_MAX) fail('author_first_name', 'reviews.admin.tooLong', { max: NAME_MAX });
    if (!last) fail('author_last_name', 'reviews.admin.required');
    else if (last.length > NAME_MAX) fail('author_last_name', 'reviews.admin.tooLong', { max: NAME_MAX });
    if (country && !COUNTRY.test(country)) fail('author_country', 'reviews.admin.countryInvalid');
    if (!/^[1-5]$/.test(starsText)) fail('stars', 'reviews.admin.starsInvalid');
    const language = (languageText || 'pt').toLowerCase();
    if (language !== 'en' && language !== 'pt') fail('language', 'reviews.admin.languageInvalid');
    if (!body) fail('text', 'reviews.admin.textEmpty');
    else if (body.length > TEXT_MAX) fail('text', 'reviews.admin.tooLong', { max: TEXT_MAX });
    let createdAt = new Date();
    if (createdText) {
      let d = dates.get(createdText);
      if (!d) dates.set(createdText, (d = reviewDate(createdText)));
      if ('error' in d) fail('created_at', d.error);
      else createdAt = d.date;
    }
    if (rowErrors.length > 0 || serviceId === undefined) {
      errors.push(...rowErrors);
      continue;
    }
    const stars = Number(starsText);
    const key = importKey(serviceId, {
      first,
      last,
      country: country.toUpperCase(),
      stars,
      language,
      text: body,
      createdAt: createdText,
    });
    if (seen.has(key)) {
      duplicatesInFile++;
      continue;
    }
    seen.add(key);
    good.push({
      serviceId,
      authorFirstName: first,
      authorLastName: last,
      authorCountry: country ? country.toUpperCase() : null,
      stars,
      language,
      text: body,
      status: 'published',
      source: 'import',
      importKey: key,
      createdAt,
    });
  }

  const imported = await app.db.transaction(async (tx) => {
    let count = 0;
    for (let i = 0; i < good.length; i += IMPORT_BATCH)
      count += await repo.insertImportBatch(tx, good.slice(i, i + IMPORT_BATCH));
    const result = {
      imported: count,
      duplicates: good.length - count + duplicatesInFile,
      errors: errors.length,
      rows: rows.length,
    };
    await app.audit.change(tx, request, {
      action: 'review.import',
      entity: 'review',
      entityId: null,
      before: null,
      after: result,
    });
    return count;
  });
  if (imported > 0) app.catalogueCache.clear();
  return { imported, duplicates: good.length - imported + duplicatesInFile, errors };
}
