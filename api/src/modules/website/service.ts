// The website's content (ADR 021): the home hero per language and the static pages' texts. Staff save one
// language (of one page) at a time, each save in one transaction with its audit entry (before and after); the
// public reads go through the catalogue cache, which every save clears, so the storefront shows a change at once.
// A page or language without a row answers the seeded defaults (seed-data/website.ts).
// Every text save also keeps the saved words as a version (content_versions, in the same transaction); the words
// there before a piece's first kept version become a version too, so the first restore can bring the seeded text
// back. A restore saves a version's words as a new version (so it can be undone too), audited as a save whose
// `after` names the restored version.
// A new hero picture is not a version: the picture it replaces is deleted, so a version could not bring it back.
// A save of the words may name the version its editor started from (`based_on_version`, docs/adr/050): if another
// save came in between, it is refused with a 409 and nothing is written, so no one's newer text is silently replaced.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTENT_VERSIONS_PER_PAGE,
  STATIC_PAGE_SLUGS,
  type ContentVersionSummary,
  type PageOf,
  type StaticPageSlug,
  type SuperWebsiteHome,
  type SuperWebsitePage,
  type SuperWebsitePageSummary,
  type WebsiteHome,
  type WebsiteHomeBody,
  type WebsiteLanguage,
  type WebsitePage,
  type WebsitePageBody,
  type WebsiteHomeVersion,
  type WebsiteHomeVersionContent,
  type WebsitePageVersion,
  type WebsitePageVersionContent,
} from '@mp/shared/contracts';
import { unsafeLinkTargets } from '@mp/shared/domain';
import { pageHeroImage } from '@mp/shared/routes';
import type { Tx } from '../../db/client';
import { defaultHero, defaultPages } from '../../db/seed-data/website';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { lisbonToday } from '../../lib/lisbon-time';
import { cleanProfileImage } from '../../lib/image-clean';
import { IMAGE_EXTENSIONS, imageProblem, MAX_IMAGE_BYTES } from '../../lib/images';
import { page as pageOfRows, pageWindow } from '../../lib/wire';
import * as repo from './repository';

export function isStaticPageSlug(slug: string): slug is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(slug);
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const HOME = 'website_home' as const;
const PAGE = 'website_page' as const;
const pageKey = (slug: StaticPageSlug, language: WebsiteLanguage) => `${slug}:${language}`;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const excerpt = (v: string) => (v.length > 80 ? `${v.slice(0, 79)}…` : v);

const homeContent = (c: Record<string, unknown>): WebsiteHomeVersionContent => ({
  title: text(c.title),
  subtitle: text(c.subtitle),
});
const pageContent = (c: Record<string, unknown>): WebsitePageVersionContent => ({
  title: text(c.title),
  description: text(c.description),
  body: text(c.body),
});

const summaryOf = (row: repo.VersionRow, newest: number | null): ContentVersionSummary => ({
  id: row.id,
  saved_at: row.savedAt.toISOString(),
  saved_by_id: row.savedById,
  saved_by: row.savedBy,
  summary: excerpt(text(row.content.title)),
  restored_from: row.restoredFrom,
  current: row.id === newest,
});

/**
 * Keeps `after` as the piece's newest version; a piece with no version yet first keeps what it showed before (who
 * saved that and when, if known), so the first restore can bring it back.
 */
async function keepVersion(
  tx: Tx,
  kind: repo.VersionKind,
  key: string,
  before: { content: Record<string, unknown>; savedBy: number | null; savedAt: Date | null },
  after: { content: Record<string, unknown>; savedBy: number | null; restoredFrom: number | null },
): Promise<void> {
  const { total } = await repo.versionCount(tx, kind, key);
  if (total === 0)
    await repo.addVersion(tx, kind, key, {
      content: before.content,
      savedBy: before.savedBy,
      ...(before.savedAt ? { savedAt: before.savedAt } : {}),
    });
  await repo.addVersion(tx, kind, key, after);
}

/** The save was based on an older version than the newest: nothing is written. */
const staleSave = () => new ApiError(409, { key: 'backOffice.contentHistory.staleSave' });

/** Refuses a save based on another version than the newest (left out, the save is not checked). */
async function checkBasis(tx: Tx, kind: repo.VersionKind, key: string, basedOn: number | null | undefined) {
  await repo.lockPiece(tx, kind, key);
  if (basedOn === undefined) return;
  const { newest } = await repo.versionCount(tx, kind, key);
  if (basedOn !== newest) throw staleSave();
}

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
  const homeView = (
    language: WebsiteLanguage,
    row: repo.HomeRow | null,
    versionId: number | null = null,
  ): SuperWebsiteHome => ({
    language,
    title: row?.title ?? defaultHero[language].title,
    subtitle: row?.subtitle ?? defaultHero[language].subtitle,
    image_url: row?.imageKey ? app.storage.url(row.imageKey) : pageHeroImage('home'),
    custom_image: Boolean(row?.imageKey),
    updated_at: iso(row?.updatedAt),
    updated_by: row?.updatedBy ?? null,
    version_id: versionId,
  });
  const publicHome = ({ updated_at: _a, updated_by: _b, version_id: _v, ...home }: SuperWebsiteHome): WebsiteHome =>
    home;

  const pageView = (
    slug: StaticPageSlug,
    language: WebsiteLanguage,
    row: repo.PageRow | null,
    versionId: number | null = null,
  ): SuperWebsitePage => {
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
      version_id: versionId,
    };
  };
  const publicPage = ({ updated_at: _a, updated_by: _b, version_id: _v, ...page }: SuperWebsitePage): WebsitePage =>
    page;
  const newestOf = async (conn: Parameters<typeof repo.versionCount>[0], kind: repo.VersionKind, key: string) =>
    (await repo.versionCount(conn, kind, key)).newest;

  const staffIdOf = (request: FastifyRequest) => request.realUser?.id ?? null;

  async function saveHomeRow(
    request: FastifyRequest,
    language: WebsiteLanguage,
    change: (
      before: SuperWebsiteHome,
      row: repo.HomeRow | null,
    ) => { title: string; subtitle: string; imageKey: string | null },
    /**
     * A save of the words (not of the picture) keeps a version; `restoredFrom` when it restores one, `basedOn` the
     * version its editor started from.
     */
    version: { restoredFrom: number | null; basedOn?: number | null } | null = null,
  ) {
    let replacedKey: string | null = null;
    const saved = await app.db.transaction(async (tx) => {
      await checkBasis(tx, HOME, language, version?.basedOn);
      const beforeRow = await repo.homeOf(tx, language, true);
      const before = homeView(language, beforeRow);
      const next = change(before, beforeRow);
      await repo.saveHome(tx, language, next, staffIdOf(request));
      const afterRow = await repo.homeOf(tx, language);
      if (version)
        await keepVersion(
          tx,
          HOME,
          language,
          {
            content: homeContent(before),
            savedBy: beforeRow?.updatedById ?? null,
            savedAt: beforeRow?.updatedAt ?? null,
          },
          {
            content: homeContent(homeView(language, afterRow)),
            savedBy: staffIdOf(request),
            restoredFrom: version.restoredFrom,
          },
        );
      const after = homeView(language, afterRow, await newestOf(tx, HOME, language));
      await app.audit.change(tx, request, {
        action: 'website.home',
        entity: 'website_home',
        entityId: language,
        before: publicHome(before),
        // A restore is the same audited write, naming the version it brought back.
        after: version?.restoredFrom
          ? { ...publicHome(after), restored_version: version.restoredFrom }
          : publicHome(after),
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
      return Promise.all(
        (['en', 'pt'] as const).map(async (l) =>
          homeView(l, await repo.homeOf(app.db, l), await newestOf(app.db, HOME, l)),
        ),
      );
    },

    async saveHome(
      request: FastifyRequest,
      language: WebsiteLanguage,
      body: WebsiteHomeBody,
    ): Promise<SuperWebsiteHome> {
      const next = trimmed(body, ['title', 'subtitle']);
      return saveHomeRow(
        request,
        language,
        (_before, row) => ({
          title: next.title,
          subtitle: next.subtitle,
          imageKey: next.default_picture ? null : (row?.imageKey ?? null),
        }),
        { restoredFrom: null, basedOn: body.based_on_version },
      );
    },

    async homeVersions(
      requestUrl: string,
      language: WebsiteLanguage,
      pageNo: number,
    ): Promise<PageOf<ContentVersionSummary>> {
      return versionsOf(requestUrl, HOME, language, pageNo);
    },

    async homeVersion(language: WebsiteLanguage, id: number): Promise<WebsiteHomeVersion> {
      const { row, newest } = await versionOrMissing(HOME, language, id);
      return { ...summaryOf(row, newest), content: homeContent(row.content) };
    },

    /** Saves a version's words as the hero's current words (the picture stays as it is). */
    async restoreHome(request: FastifyRequest, language: WebsiteLanguage, id: number): Promise<SuperWebsiteHome> {
      const { row } = await versionOrMissing(HOME, language, id);
      const words = homeContent(row.content);
      return saveHomeRow(
        request,
        language,
        (_before, current) => ({ title: words.title, subtitle: words.subtitle, imageKey: current?.imageKey ?? null }),
        { restoredFrom: id },
      );
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
      return pageView(
        slug,
        language,
        await repo.pageOf(app.db, slug, language),
        await newestOf(app.db, PAGE, pageKey(slug, language)),
      );
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
      return writePage(
        request,
        slug,
        language,
        { title: next.title, description: next.description, body: next.body },
        null,
        body.based_on_version,
      );
    },

    async pageVersions(
      requestUrl: string,
      slug: StaticPageSlug,
      language: WebsiteLanguage,
      pageNo: number,
    ): Promise<PageOf<ContentVersionSummary>> {
      return versionsOf(requestUrl, PAGE, pageKey(slug, language), pageNo);
    },

    async pageVersion(slug: StaticPageSlug, language: WebsiteLanguage, id: number): Promise<WebsitePageVersion> {
      const { row, newest } = await versionOrMissing(PAGE, pageKey(slug, language), id);
      return { ...summaryOf(row, newest), content: pageContent(row.content) };
    },

    async restorePage(
      request: FastifyRequest,
      slug: StaticPageSlug,
      language: WebsiteLanguage,
      id: number,
    ): Promise<SuperWebsitePage> {
      const { row } = await versionOrMissing(PAGE, pageKey(slug, language), id);
      return writePage(request, slug, language, pageContent(row.content), id);
    },
  };

  async function versionsOf(
    requestUrl: string,
    kind: repo.VersionKind,
    key: string,
    pageNo: number,
  ): Promise<PageOf<ContentVersionSummary>> {
    const paging = { page: pageNo, perPage: CONTENT_VERSIONS_PER_PAGE };
    const { total, newest } = await repo.versionCount(app.db, kind, key);
    const rows = total ? await repo.versionsPage(app.db, kind, key, pageWindow(paging)) : [];
    return pageOfRows(
      requestUrl,
      paging,
      total,
      rows.map((r) => summaryOf(r, newest)),
    );
  }

  /** A version of this piece, or a 404 (a missing id and another piece's version alike). */
  async function versionOrMissing(kind: repo.VersionKind, key: string, id: number) {
    const row = await repo.versionOf(app.db, kind, key, id);
    if (!row) throw notFound();
    const { newest } = await repo.versionCount(app.db, kind, key);
    return { row, newest };
  }

  /** Saves a page's words in one language with its version and audit entry (a restore names the version). */
  async function writePage(
    request: FastifyRequest,
    slug: StaticPageSlug,
    language: WebsiteLanguage,
    next: WebsitePageVersionContent,
    restoredFrom: number | null,
    basedOn?: number | null,
  ): Promise<SuperWebsitePage> {
    const saved = await app.db.transaction(async (tx) => {
      await checkBasis(tx, PAGE, pageKey(slug, language), basedOn);
      const beforeRow = await repo.pageOf(tx, slug, language, true);
      const before = pageView(slug, language, beforeRow);
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
      const afterRow = await repo.pageOf(tx, slug, language);
      await keepVersion(
        tx,
        PAGE,
        pageKey(slug, language),
        {
          content: pageContent(before),
          savedBy: beforeRow?.updatedById ?? null,
          savedAt: beforeRow?.updatedAt ?? null,
        },
        { content: pageContent(pageView(slug, language, afterRow)), savedBy: staffIdOf(request), restoredFrom },
      );
      const after = pageView(slug, language, afterRow, await newestOf(tx, PAGE, pageKey(slug, language)));
      await app.audit.change(tx, request, {
        action: 'website.page',
        entity: 'website_page',
        entityId: `${slug}:${language}`,
        before: publicPage(before),
        after: restoredFrom ? { ...publicPage(after), restored_version: restoredFrom } : publicPage(after),
      });
      return after;
    });
    app.catalogueCache.clear();
    return saved;
  }
}
