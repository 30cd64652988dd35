// chatbot_configs: one row per language; the back office saves a whole configuration at once.
import { eq, sql } from 'drizzle-orm';
import type { ChatbotConfigBody, ChatbotLanguage } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { chatbotConfigs, users } from '../../db/schema';

export type Conn = Db | Tx;

export async function configOf(conn: Conn, language: ChatbotLanguage, lock = false) {
  const query = conn
    .select({
      language: chatbotConfigs.language,
      greeting: chatbotConfigs.greeting,
      fallback: chatbotConfigs.fallback,
      faq: chatbotConfigs.faq,
      updatedAt: chatbotConfigs.updatedAt,
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
