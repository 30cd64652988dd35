// chatbot_configs: one row per language; the back office saves a whole configuration at once, and each save keeps a
// row in content_versions (kind chatbot_config, key the language).
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { ChatbotConfigBody, ChatbotLanguage } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { chatbotConfigs, contentVersions, users } from '../../db/schema';

export type Conn = Db | Tx;

export async function configOf(conn: Conn, language: ChatbotLanguage, lock = false) {
  const query = conn
    .select({
      language: chatbotConfigs.language,
      greeting: chatbotConfigs.greeting,
      fallback: chatbotConfigs.fallback,
      faq: chatbotConfigs.faq,
      updatedAt: chatbotConfigs.updatedAt,
      updatedById: chatbotConfigs.updatedBy,
      updatedBy: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(chatbotConfigs)
    .leftJoin(users, eq(users.id, chatbotConfigs.updatedBy))
    .where(eq(chatbotConfigs.language, language));
  const rows = lock ? await query.for('update', { of: chatbotConfigs }) : await query;
  return rows[0] ?? null;
}

export type ConfigRow = NonNullable<Awaited<ReturnType<typeof configOf>>>;

/** Inserts or replaces the configuration of `body.language`. */
export async function saveConfig(tx: Tx, body: ChatbotConfigBody, staffId: number): Promise<void> {
  const values = {
    greeting: body.greeting,
    fallback: body.fallback,
    faq: body.faq,
    updatedBy: staffId,
    updatedAt: new Date(),
  };
  await tx
    .insert(chatbotConfigs)
    .values({ language: body.language, ...values })
    .onConflictDoUpdate({ target: chatbotConfigs.language, set: values });
}

const KIND = 'chatbot_config';

const versionColumns = {
  id: contentVersions.id,
  content: contentVersions.content,
  savedById: contentVersions.savedBy,
  savedBy: sql<
    string | null
  >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
  savedAt: contentVersions.savedAt,
  restoredFrom: contentVersions.restoredFrom,
};

const languageIs = (language: ChatbotLanguage) =>
  and(eq(contentVersions.kind, KIND), eq(contentVersions.contentKey, language));

/**
 * Holds one language's saves one at a time until the transaction ends, so the version a save was based on is compared
 * with the newest one and the new version written without another save in between (the website module takes the
 * same lock class for its texts).
 */
export async function lockLanguage(tx: Tx, language: ChatbotLanguage): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(4310, hashtext(${`${KIND}:${language}`}))`);
}

/** How many versions one language's configuration has and the newest one's id (the current configuration). */
export async function versionCount(conn: Conn, language: ChatbotLanguage) {
  const [row] = await conn
    .select({ total: count(), newest: max(contentVersions.id) })
    .from(contentVersions)
    .where(languageIs(language));
  return { total: row?.total ?? 0, newest: row?.newest ?? null };
}

/** One page of a language's versions, newest first. */
export async function versionsPage(conn: Conn, language: ChatbotLanguage, window: { limit: number; offset: number }) {
  return conn
    .select(versionColumns)
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedBy))
    .where(languageIs(language))
    .orderBy(desc(contentVersions.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type VersionRow = Awaited<ReturnType<typeof versionsPage>>[number];

/** One version of this language's configuration (a version of the other language, or of a website text, is none). */
export async function versionOf(conn: Conn, language: ChatbotLanguage, id: number) {
  const rows = await conn
    .select(versionColumns)
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.savedBy))
    .where(and(languageIs(language), eq(contentVersions.id, id)));
  return rows[0] ?? null;
}

export async function addVersion(
  tx: Tx,
  language: ChatbotLanguage,
  values: { content: Record<string, unknown>; savedBy: number | null; savedAt?: Date; restoredFrom?: number | null },
): Promise<void> {
  await tx.insert(contentVersions).values({
    kind: KIND,
    contentKey: language,
    content: values.content,
    savedBy: values.savedBy,
    restoredFrom: values.restoredFrom ?? null,
    ...(values.savedAt ? { savedAt: values.savedAt } : {}),
  });
}
