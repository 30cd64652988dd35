// The website's content (ADR 021): the home hero per language and the static pages' texts. Staff save one
// language (of one page) at a time, each save in one transaction with its audit entry (before and after); the
// public reads go through the catalogue cache, which every save clears, so the storefront shows a change at once.
// A page or language without a row answers the seeded defaults (seed-data/website.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STATIC_PAGE_SLUGS,
  type StaticPageSlug,
  type SuperWebsiteHome,
  type SuperWebsitePage,
  type SuperWebsitePageSummary,
  type WebsiteHome,
  type WebsiteHomeBody,
  type WebsiteLanguage,
  type WebsitePage,
  type WebsitePageBody,
} from '@mp/shared/contracts';
import { unsafeLinkTargets } from '@mp/shared/domain';
import { pageHeroImage } from '@mp/shared/routes';
import { defaultHero, defaultPages } from '../../db/seed-data/website';
import { invalid, notFound } from '../../lib/errors';
import { lisbonToday } from '../../lib/lisbon-time';
import { cleanProfileImage } from '../../lib/image-clean';
import { IMAGE_EXTENSIONS, imageProblem, MAX_IMAGE_BYTES } from '../../lib/images';
import * as repo from './repository';

export function isStaticPageSlug(slug: string): slug is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(slug);
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Trims every text; a text that is only spaces is a 422 on its field. */
function trimmed<T extends Record<string, unknown>>(body: T, fields: readonly (keyof T & string)[]): T {
  const out = { ...body };
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const value = String(body[f]).trim();
    if (!value) errors[f] = 'validation.required';
    (out as Record<string, unknown>)[f] = value;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return out;
}

export function websiteService(app: FastifyInstance) {
  const homeView = (language: WebsiteLanguage, row: repo.HomeRow | null): SuperWebsiteHome => ({
    language,
    title: row?.title ?? defaultHero[language].title,
    subtitle: row?.subtitle ?? defaultHero[language].subtitle,
    image_url: row?.imageKey ? app.storage.url(row.imageKey) : pageHeroImage('home'),
    custom_image: Boolean(row?.imageKey),
    updated_at: iso(row?.updatedAt),
    updated_by: row?.updatedBy ?? null,
  });
  const publicHome = ({ updated_at: _a, updated_by: _b, ...home }: SuperWebsiteHome): WebsiteHome => home;

  const pageView = (slug: StaticPageSlug, language: WebsiteLanguage, row: repo.PageRow | null): SuperWebsitePage => {
    const fallback = defaultPages[slug][language];
    return {
      slug,
      language,
      title: row?.title ?? fallback.title,
      description: row?.description ?? fallback.description,
      body: row?.body ?? fallback.body,
      updated_on: row ? row.updatedOn : fallback.updated_on,
      updated_at: iso(row?.updatedAt),
      updated_by: row?.updatedBy ?? null,
    };
  };
  const publicPage = ({ updated_at: _a, updated_by: _b, ...page }: SuperWebsitePage): WebsitePage => page;

  const staffIdOf = (request: FastifyRequest) => request.realUser?.id ?? null;

  async function saveHomeRow(
    request: FastifyRequest,
    language: WebsiteLanguage,
    change: (
      before: SuperWebsiteHome,
      row: repo.HomeRow | null,
    ) => { title: string; subtitle: string; imageKey: string | null },
  ) {
    let replacedKey: string | null = null;
    const saved = await app.db.transaction(async (tx) => {
      const beforeRow = await repo.homeOf(tx, language, true);
      const before = homeView(language, beforeRow);
      const next = change(before, beforeRow);
      await repo.saveHome(tx, language, next, staffIdOf(request));
      const after = homeView(language, await repo.homeOf(tx, language));
      await app.audit.change(tx, request, {
        action: 'website.home',
        entity: 'website_home',
        entityId: language,
        before: publicHome(before),
        after: publicHome(after),
      });
      if (beforeRow?.imageKey && beforeRow.imageKey !== next.imageKey) replacedKey = beforeRow.imageKey;
      return after;
    });
    app.catalogueCache.clear();
    if (replacedKey)
      await app.storage
        .delete(replacedKey)
        .catch((err: unknown) => app.log.warn({ err }, 'website: old hero picture not deleted'));
    return saved;
  }

  return {
    async home(language: WebsiteLanguage): Promise<WebsiteHome> {
      return app.catalogueCache.get(`website:home:${language}`, async () =>
        publicHome(homeView(language, await repo.homeOf(app.db, language))),
      );
    },

    async page(slug: string, language: WebsiteLanguage): Promise<WebsitePage> {
      if (!isStaticPageSlug(slug)) throw notFound('backOffice.website.pageNotFound');
      return app.catalogueCache.get(`website:page:${slug}:${language}`, async () =>
        publicPage(pageView(slug, language, await repo.pageOf(app.db, slug, language))),
      );
    },

    async homeForStaff(): Promise<SuperWebsiteHome[]> {
      return Promise.all((['en', 'pt'] as const).map(async (l) => homeView(l, await repo.homeOf(app.db, l))));
    },

    async saveHome(
      request: FastifyRequest,
      language: WebsiteLanguage,
      body: WebsiteHomeBody,
    ): Promise<SuperWebsiteHome> {
      const next = trimmed(body, ['title', 'subtitle']);
      return saveHomeRow(request, language, (_before, row) => ({
        title: next.title,
        subtitle: next.subtitle,
        imageKey: next.default_picture ? null : (row?.imageKey ?? null),
      }));
    },

    /** A hero picture, checked by its structure (JPEG, PNG or WebP) and stored without its metadata. */
    async saveHomePicture(
      request: FastifyRequest,
      language: WebsiteLanguage,
      file: { filename: string; data: Buffer },
    ): Promise<SuperWebsiteHome> {
      if (file.data.length === 0) throw invalid({ file: 'files.missing' });
      if (file.data.length > MAX_IMAGE_BYTES)
        throw invalid({ file: { key: 'files.tooLarge', params: { max: MAX_IMAGE_BYTES / 1024 / 1024 } } });
      const image = cleanProfileImage(file.data);
      if (!image) throw invalid({ file: 'backOffice.website.pictureType' });
      // The header's size is checked before anything decodes it (lib/images.ts).
      const tooBig = imageProblem(file.data);
      if (tooBig) throw invalid({ file: tooBig });
      const key = `website/hero-${language}-${randomBytes(8).toString('hex')}.${IMAGE_EXTENSIONS[image.type]}`;
      await app.storage.put(key, image.data);
      try {
        return await saveHomeRow(request, language, (before) => ({
          title: before.title,
          subtitle: before.subtitle,
          imageKey: key,
        }));
      } catch (err) {
        await app.storage.delete(key).catch(() => undefined);
        throw err;
      }
    },

    async pagesForStaff(): Promise<SuperWebsitePageSummary[]> {
      const rows = await repo.pageTitles(app.db);
      const stored = new Map(rows.map((r) => [`${r.slug}:${r.language}`, r]));
      return STATIC_PAGE_SLUGS.map((slug) => {
        const en = stored.get(`${slug}:en`);
        const pt = stored.get(`${slug}:pt`);
        const times = [en?.updatedAt, pt?.updatedAt].filter((d): d is Date => d instanceof Date);
        return {
          slug,
          title: { en: en?.title ?? defaultPages[slug].en.title, pt: pt?.title ?? defaultPages[slug].pt.title },
          updated_at: times.length ? iso(new Date(Math.max(...times.map((d) => d.getTime())))) : null,
        };
      });
    },

    async pageForStaff(slug: StaticPageSlug, language: WebsiteLanguage): Promise<SuperWebsitePage> {
      return pageView(slug, language, await repo.pageOf(app.db, slug, language));
    },

    async savePage(
      request: FastifyRequest,
      slug: StaticPageSlug,
      language: WebsiteLanguage,
      body: WebsitePageBody,
    ): Promise<SuperWebsitePage> {
      const next = trimmed(body, ['title', 'description', 'body']);
      const unsafe = unsafeLinkTargets(next.body);
      if (unsafe.length)
        throw invalid({ body: { key: 'backOffice.website.unsafeLink', params: { targets: unsafe.join(', ') } } });
      const saved = await app.db.transaction(async (tx) => {
        const before = pageView(slug, language, await repo.pageOf(tx, slug, language, true));
        // A page that shows a "last updated" date shows the day (in Lisbon) its text last changed: a save that
        // changes nothing keeps the date readers were shown.
        const changed =
          next.title !== before.title || next.description !== before.description || next.body !== before.body;
        const updatedOn = before.updated_on === null ? null : changed ? lisbonToday() : before.updated_on;
        await repo.savePage(
          tx,
          slug,
          language,
          { title: next.title, description: next.description, body: next.body, updatedOn },
          staffIdOf(request),
        );
        const after = pageView(slug, language, await repo.pageOf(tx, slug, language));
        await app.audit.change(tx, request, {
          action: 'website.page',
          entity: 'website_page',
          entityId: `${slug}:${language}`,
          before: publicPage(before),
          after: publicPage(after),
        });
        return after;
      });
      app.catalogueCache.clear();
      return saved;
    },
  };
}
