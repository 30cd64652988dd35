-- Every saved version of the back office's content (the home hero's words per language, each static page per
-- language, the chatbot configuration per language), so a save that replaced the wrong thing can be undone. The row
-- keeps what was saved (`content`, the same shape the save took), who saved it and when; `restored_from` names the
-- version a restore brought back. Rows are never updated: a restore is a new version.
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_key" text NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer,
	CONSTRAINT "content_versions_kind_check" CHECK ("content_versions"."kind" in ('website_home', 'website_page', 'chatbot_config')),
	CONSTRAINT "content_versions_content_object" CHECK (jsonb_typeof("content_versions"."content") = 'object')
);--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_restored_from_content_versions_id_fk" FOREIGN KEY ("restored_from") REFERENCES "public"."content_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_versions_piece_index" ON "content_versions" USING btree ("kind","content_key","id");
