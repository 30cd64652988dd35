// The first version of each piece of back-office content the seed wrote (the hero's words and each static page per
// language, the chatbot configuration per language), so its history in the back office starts with the demo text
// and is never empty. A piece that already has versions is left as it is. Migration 0043 did the same for the content
// a database already had.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

export async function seedFirstContentVersions(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into content_versions (kind, content_key, content, saved_by, saved_at)
    select 'website_home', h.language, jsonb_build_object('title', h.title, 'subtitle', h.subtitle), h.updated_by,
      h.updated_at
    from website_home h
    where not exists (select 1 from content_versions v where v.kind = 'website_home' and v.content_key = h.language)
    order by h.language`);
  await tx.execute(sql`
    insert into content_versions (kind, content_key, content, saved_by, saved_at)
    select 'website_page', p.slug || ':' || p.language,
      jsonb_build_object('title', p.title, 'description', p.description, 'body', p.body), p.updated_by, p.updated_at
    from website_pages p
    where not exists (
      select 1 from content_versions v where v.kind = 'website_page' and v.content_key = p.slug || ':' || p.language
    )
    order by p.slug, p.language`);
  await tx.execute(sql`
    insert into content_versions (kind, content_key, content, saved_by, saved_at)
    select 'chatbot_config', c.language, jsonb_build_object('greeting', c.greeting, 'fallback', c.fallback, 'faq', c.faq),
      c.updated_by, c.updated_at
    from chatbot_configs c
    where not exists (select 1 from content_versions v where v.kind = 'chatbot_config' and v.content_key = c.language)
    order by c.language`);
}
