// website_home and website_pages: one row per language (and per page); the back office saves one at a time.
import { and, eq, sql } from 'drizzle-orm';
import type { StaticPageSlug, WebsiteLanguage } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { users, websiteHome, websitePages } from '../../db/schema';

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
