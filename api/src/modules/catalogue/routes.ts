// Public catalogue reads of spec §7 "Catalogue". Answers that are the same for every visitor go through the
// catalogue cache (see cache.ts); the service page itself also records a view per visit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { CATALOGUE_VERSION_HEADER } from '@mp/shared/domain';
import { notFound } from '../../lib/errors';
import { ok } from '../../lib/wire';
import {
  byCitiesSchema,
  categoriesSchema,
  categorySchema,
  filterCountsSchema,
  latestCommentsSchema,
  locationsSchema,
  platformCountriesSchema,
  priceRangeSchema,
  seatRangeSchema,
  sectionSchema,
  serviceDetailSchema,
  servicesSchema,
  sitemapEntriesSchema,
  suggestedSchema,
} from './schemas';
import {
  filterCounts,
  filterKey,
  filtersFrom,
  isBotUserAgent,
  isFlagOn,
  latestCommentsPage,
  listCategories,
  listPlatformCountries,
  priceRange,
  recordView,
  sectionPage,
  serviceDetail,
  serviceLight,
  serviceLocations,
  servicesByCities,
  servicesPage,
  sitemapEntries,
  suggestedServices,
  transferSeatRange,
  type Section,
} from './service';

/**
 * A public catalogue answer: browsers ask again each time (`max-age=0`, as before: the storefront's own query cache
 * decides), a shared cache may answer the same URL and language for one second (`s-maxage=1`, ADR 032).
 */
const PUBLIC_ANSWER_CACHE_CONTROL = 'public, max-age=0, s-maxage=1';

const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.catalogueCache;
  const cached = <T>(key: string, compute: () => Promise<T>) => cache.get(key, compute);
  /**
   * Caches the serialized 200 answer, so a hit costs neither queries nor serialization (the listing at 100 connections).
   * The answer is the same for every visitor of the URL in its language: a shared cache (the gateway's, ADR 032) may
   * keep it for a second, and drops it sooner when the catalogue version it came with changes.
   */
  const sendCached = async <T>(reply: FastifyReply, key: string, compute: () => Promise<T>) => {
    const version = cache.version;
    // A Buffer, so a hit is written as-is (no per-request UTF-8 encoding of ~14 KB).
    const body = await cache.get(`json:${key}`, async () =>
      Buffer.from(reply.serialize(ok(await compute())) as string),
    );
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', PUBLIC_ANSWER_CACHE_CONTROL)
      .header('vary', 'Accept-Language')
      .header(CATALOGUE_VERSION_HEADER, version)
      .send(body);
  };

  app.get('/api/categories', { schema: categoriesSchema, config: { roles: 'public' } }, async (request, reply) =>
    sendCached(reply, `categories:${request.locale}`, () => listCategories(app.db, request.locale)),
  );
  app.get('/api/categories/:slug', { schema: categorySchema, config: { roles: 'public' } }, async (request) => {
    const categories = await cached(`categories-list:${request.locale}`, () => listCategories(app.db, request.locale));
    const category = categories.find((c) => c.slug === request.params.slug);
    if (!category) throw notFound('catalogue.categoryNotFound');
    return ok(category);
  });
  app.get(
    '/api/platformcountries',
    { schema: platformCountriesSchema, config: { roles: 'public' } },
    async (request, reply) =>
      sendCached(reply, `countries:${request.locale}`, () => listPlatformCountries(app.db, request.locale)),
  );

  app.get('/api/services', { schema: servicesSchema, config: { roles: 'public' } }, async (request, reply) => {
    const q = request.query;
    const f = filtersFrom(q);
    // A search without a chosen order lists its best matches first, not the newest (how it ranks: README.md).
    const order = q['order-by'] ?? (f.words ? 'relevance' : 'most-recent');
    const paging = { page: q.page ?? 1, perPage: q.per_page ?? 12 };
    // The URL is part of the key: next_page_url is built from it.
    const key = `services:${request.locale}:${order}:${paging.page}:${paging.perPage}:${filterKey(f)}:${request.url}`;
    return sendCached(reply, key, () => servicesPage(app.db, request.locale, request.url, f, order, paging));
  });

  const sections: { path: string; section: Section; summary: string }[] = [
    { path: '/api/services/sponsored', section: 'sponsored', summary: 'Sponsored services (home)' },
    { path: '/api/services/weekly-deals', section: 'weekly-deals', summary: 'Weekly deals (home)' },
    {
      path: '/api/services/trending',
      section: 'trending',
      summary: 'Trending: views + 10 × paid bookings of the last 30 days (home)',
    },
    { path: '/api/services/most-recent', section: 'most-recent', summary: 'Newest services (home)' },
  ];
  for (const { path, section, summary } of sections) {
    app.get(path, { schema: sectionSchema(summary), config: { roles: 'public' } }, async (request, reply) => {
      const q = request.query;
      const f = q.kind ? { kind: q.kind } : {};
      const paging = { page: q.page ?? 1, perPage: q.per_page ?? 8 };
      return sendCached(reply, `${section}:${request.locale}:${request.url}`, () =>
        sectionPage(app.db, request.locale, request.url, section, f, paging),
      );
    });
  }

  app.get(
    '/api/services/by-cities',
    { schema: byCitiesSchema, config: { roles: 'public' } },
    async (request, reply) => {
      const q = request.query;
      const f = q.kind ? { kind: q.kind } : {};
      return sendCached(reply, `by-cities:${request.locale}:${request.url}`, () =>
        servicesByCities(app.db, request.locale, f, q.cities ?? 6, q.per_city ?? 4),
      );
    },
  );

  app.get(
    '/api/services/locations',
    { schema: locationsSchema, config: { roles: 'public' } },
    async (request, reply) => {
      const f = request.query.kind ? { kind: request.query.kind } : {};
      return sendCached(reply, `locations:${request.url}`, () => serviceLocations(app.db, f));
    },
  );

  app.get('/api/services/suggested/:x', { schema: suggestedSchema, config: { roles: 'public' } }, async (request) => {
    const paging = { page: request.query.page ?? 1, perPage: request.query.per_page ?? 8 };
    const result = await cached(`suggested:${request.locale}:${request.url}`, () =>
      suggestedServices(app.db, request.locale, request.url, request.params.x, paging),
    );
    if (!result) throw notFound('catalogue.serviceNotFound');
    return ok(result);
  });

  app.get('/api/services/:slug', { schema: serviceDetailSchema, config: { roles: 'public' } }, async (request) => {
    const { slug } = request.params;
    const q = request.query;
    if (isFlagOn(q.light)) {
      const light = await serviceLight(app.db, request.locale, slug);
      if (!light) throw notFound('catalogue.serviceNotFound');
      return ok(light);
    }
    const paging = { page: q.reviews_page ?? 1, perPage: q.reviews_per_page ?? 5 };
    const detail = await cached(`detail:${request.locale}:${slug}:${paging.page}:${paging.perPage}`, () =>
      serviceDetail(app.db, request.locale, slug, paging, request.url),
    );
    if (!detail) throw notFound('catalogue.serviceNotFound');
    // Spec: each service page visit records a service view (the front end calls this once per visit).
    const recordable = q.record_view === undefined || isFlagOn(q.record_view);
    if (recordable && !isBotUserAgent(request.headers['user-agent'])) {
      await recordView(app.db, detail.id, request.actingUser?.id ?? null);
    }
    return ok(detail);
  });

  app.get(
    '/api/services-count-filter-options',
    { schema: filterCountsSchema, config: { roles: 'public' } },
    async (request, reply) => {
      const f = filtersFrom(request.query);
      return sendCached(reply, `counts:${request.locale}:${filterKey(f)}`, () =>
        filterCounts(app.db, request.t, request.locale, f),
      );
    },
  );

  app.get(
    '/api/services-filtrable-price-range',
    { schema: priceRangeSchema, config: { roles: 'public' } },
    async (request, reply) => {
      // The range is the slider's bounds: the price filter it bounds does not narrow it (but is validated as the list's).
      const { minPrice: _min, maxPrice: _max, ...f } = filtersFrom(request.query);
      return sendCached(reply, `price-range:${filterKey(f)}`, () => priceRange(app.db, f));
    },
  );

  app.get(
    '/api/transfers-filtrable-number-of-seats',
    { schema: seatRangeSchema, config: { roles: 'public' } },
    async (_request, reply) => sendCached(reply, 'seat-range', () => transferSeatRange(app.db)),
  );

  app.get(
    '/api/sitemap-entries',
    { schema: sitemapEntriesSchema, config: { roles: 'public' } },
    async (_request, reply) => sendCached(reply, 'sitemap-entries', () => sitemapEntries(app.db)),
  );

  app.get(
    '/api/latest-comments',
    { schema: latestCommentsSchema, config: { roles: 'public' } },
    async (request, reply) => {
      const q = request.query;
      const paging = { page: q.page ?? 1, perPage: q.per_page ?? 6 };
      return sendCached(reply, `latest-comments:${request.locale}:${request.url}`, () =>
        latestCommentsPage(app.db, request.locale, request.url, q.min_stars ?? 1, paging),
      );
    },
  );
};

export default catalogueRoutes;
