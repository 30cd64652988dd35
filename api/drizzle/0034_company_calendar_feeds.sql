-- A partner company's calendar feed: the secret address a calendar app (Google, Apple) subscribes to, to show the
-- company's confirmed booking items. Only the SHA-256 of the secret is kept, so the table does not hand out feeds. One
-- live feed per company: resetting replaces the row (the old address stops working), turning it off deletes it.
CREATE TABLE "company_calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	CONSTRAINT "company_calendar_feeds_company_unique" UNIQUE("company_id"),
	CONSTRAINT "company_calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "company_calendar_feeds" ADD CONSTRAINT "company_calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_calendar_feeds" ADD CONSTRAINT "company_calendar_feeds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
