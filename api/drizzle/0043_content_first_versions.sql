-- The back office's content that is already there gets its first version, so every text's history starts with what
-- the site shows now and is never empty: the home hero's words per language, each static page per language and the
-- chatbot configuration per language, each only if it has no version yet. Who saved it and when are the row's own
-- (null for the demo content). The seed does the same for the rows it writes after the migrations.
INSERT INTO "content_versions" ("kind", "content_key", "content", "saved_by", "saved_at")
SELECT 'website_home', h."language", jsonb_build_object('title', h."title", 'subtitle', h."subtitle"), h."updated_by", h."updated_at"
FROM "website_home" h
WHERE NOT EXISTS (SELECT 1 FROM "content_versions" v WHERE v."kind" = 'website_home' AND v."content_key" = h."language")
ORDER BY h."language";--> statement-breakpoint
INSERT INTO "content_versions" ("kind", "content_key", "content", "saved_by", "saved_at")
SELECT 'website_page', p."slug" || ':' || p."language", jsonb_build_object('title', p."title", 'description', p."description", 'body', p."body"), p."updated_by", p."updated_at"
FROM "website_pages" p
WHERE NOT EXISTS (SELECT 1 FROM "content_versions" v WHERE v."kind" = 'website_page' AND v."content_key" = p."slug" || ':' || p."language")
ORDER BY p."slug", p."language";--> statement-breakpoint
INSERT INTO "content_versions" ("kind", "content_key", "content", "saved_by", "saved_at")
SELECT 'chatbot_config', c."language", jsonb_build_object('greeting', c."greeting", 'fallback', c."fallback", 'faq', c."faq"), c."updated_by", c."updated_at"
FROM "chatbot_configs" c
WHERE NOT EXISTS (SELECT 1 FROM "content_versions" v WHERE v."kind" = 'chatbot_config' AND v."content_key" = c."language")
ORDER BY c."language";
