// website_home and website_pages: one row per language (and per page); the back office saves one at a time. Each
// text save also keeps a row in content_versions (kind website_home, key "en"; kind website_page, key "about-us:en").
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { StaticPageSlug, WebsiteLanguage } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { contentVersions, users, websiteHome, websitePages } from '../../db/schema';

type Conn = Db | Tx;

const editor = sql<
  string | null
>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`;

export async function homeOf(conn: Conn, language: WebsiteLanguage, lock = false) {
  const query = conn
    .select({
      language: websiteHome.language,
      title: websiteHome.title,
      subtitle: websiteHome.subtitle,
      imageKey: websiteHome.imageKey,
      updatedAt: websiteHome.updatedAt,
      updatedById: websiteHome.updatedBy,
      updatedBy: editor,
    })
    .from(websiteHome)
    .leftJoin(users, eq(users.id, websiteHome.updatedBy))
    .where(eq(websiteHome.language, language));
  const rows = lock ? await query.for('update', { of: websiteHome }) : await query;
  return rows[0] ?? null;
}
export type HomeRow = NonNullable<Awaited<ReturnType<typeof homeOf>>>;

export async function saveHome(
  tx: Tx,
  language: WebsiteLanguage,
  values: { title: string; subtitle: string; imageKey: string | null },
  staffId: number | null,
): Promise<void> {
  const set = { ...values, updatedBy: staffId, updatedAt: new Date() };
  await tx
    .insert(websiteHome)
    .values({ language, ...set })
    .onConflictDoUpdate({ target: websiteHome.language, set });
}

export async function pageOf(conn: Conn, slug: StaticPageSlug, language: WebsiteLanguage, lock = false) {
  const query = conn
    .select({
      slug: websitePages.slug,
      language: websitePages.language,
      title: websitePages.title,
      description: websitePages.description,
      body: websitePages.body,
      updatedOn: websitePages.updatedOn,
      updatedAt: websitePages.updatedAt,
      updatedById: websitePages.updatedBy,
      updatedBy: editor,
    })
    .from(websitePages)
    .leftJoin(users, eq(users.id, websitePages.updatedBy))
    .where(and(eq(websitePages.slug, slug), eq(websitePages.language, language)));
  const rows = lock ? await query.for('update', { of: websitePages }) : await query;
  return rows[0] ?? null;
}
export type PageRow = NonNullable<Awaited<ReturnType<typeof pageOf>>>;

/** Title and last save of every stored page and language. */
export async function pageTitles(conn: Conn) {
  return conn
    .select({
      slug: websitePages.slug,
      language: websitePages.language,
      title: websitePages.title,
      updatedAt: websitePages.updatedAt,
    })
    .from(websitePages);
}

export async function savePage(
  tx: Tx,
  slug: StaticPageSlug,
  language: WebsiteLanguage,
  values: { title: string; description: string; body: string; updatedOn: string | null },
  staffId: number | null,
): Promise<void> {
  const set = { ...values, updatedBy: staffId, updatedAt: new Date() };
  await tx
    .insert(websitePages)
    .values({ slug, language, ...set })
    .onConflictDoUpdate({ target: [websitePages.slug, websitePages.language], set });
}

export type VersionKind = 'website_home' | 'website_page';

/** The advisory lock class of back-office content saves (the chatbot module takes the same). */
const CONTENT_LOCK = 4310;

const savedByName = sql<
  string | null
>`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`;

const versionColumns = {
  id: contentVersions.id,
  content: contentVersions.content,
  savedById: contentVersions.savedBy,
  savedBy: savedByName,
  savedAt: contentVersions.savedAt,
  restoredFrom: contentVersions.restoredFrom,
};

const pieceIs = (kind: VersionKind, key: string) =>
  and(eq(contentVersions.kind, kind), eq(contentVersions.contentKey, key));

/**
 * Holds one piece's saves one at a time until the transaction ends, so the version a save was based on is compared
 * with the newest one and the new version written without another save in between (a piece with no row yet has no
 * row to lock).
 */
export async function lockPiece(tx: Tx, kind: VersionKind, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_LOCK}, hashtext(${`${kind}:${key}`}))`);
}

/** How many versions one piece has and the newest one's id (the current content). */
export async function versionCount(conn: Conn, kind: VersionKind, key: string) {
  const [row] = await conn
    .select({ total: count(), newest: max(contentVersions.id) })
    .from(contentVersions)
    .where(pieceIs(kind, key));
  return { total: row?.total ?? 0, newest: row?.newest ?? null };
}

/** One page of a piece's versions, newest first. */
export async function versionsPage(
  conn: Conn,
  kind: VersionKind,
  key: string,
  window: { limit: number; offset: number },
) {
  return conn
    .select(versionColumns)
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedBy))
    .where(pieceIs(kind, key))
    .orderBy(desc(contentVersions.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type VersionRow = Awaited<ReturnType<typeof versionsPage>>[number];

/** One version of this piece (a version of another piece is none). */
export async function versionOf(conn: Conn, kind: VersionKind, key: string, id: number) {
  const rows = await conn
    .select(versionColumns)
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedBy))
    .where(and(pieceIs(kind, key), eq(contentVersions.id, id)));
  return rows[0] ?? null;
}

export async function addVersion(
  tx: Tx,
  kind: VersionKind,
  key: string,
  values: {
    content: Record<string, unknown>;
    savedBy: number | null;
    savedAt?: Date;
    restoredFrom?: number | null;
  },
): Promise<void> {
  await tx.insert(contentVersions).values({
    kind,
    contentKey: key,
    content: values.content,
    savedBy: values.savedBy,
    restoredFrom: values.restoredFrom ?? null,
    ...(values.savedAt ? { savedAt: values.savedAt } : {}),
  });
}
