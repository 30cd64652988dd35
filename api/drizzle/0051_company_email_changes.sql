-- A partner company's notification address changes only once the new address has confirmed it: the member asks for
-- the change, the new address gets a single-use link (only its SHA-256 is kept) that expires, the old address is told,
-- and the company's address is replaced when the link is opened. One pending change per company: asking again
-- replaces it, so only the newest link works.
CREATE TABLE "company_email_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"requested_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_email_changes_company_unique" UNIQUE("company_id"),
	CONSTRAINT "company_email_changes_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "company_email_changes" ADD CONSTRAINT "company_email_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_email_changes" ADD CONSTRAINT "company_email_changes_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
