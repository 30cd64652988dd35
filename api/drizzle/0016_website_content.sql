CREATE TABLE "website_home" (
	"language" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"image_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "website_home_language_check" CHECK (language in ('en', 'pt'))
);
--> statement-breakpoint
CREATE TABLE "website_pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"updated_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "website_pages_slug_language_pk" PRIMARY KEY("slug","language"),
	CONSTRAINT "website_pages_language_check" CHECK (language in ('en', 'pt'))
);
--> statement-breakpoint
ALTER TABLE "website_home" ADD CONSTRAINT "website_home_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "website_pages" ADD CONSTRAINT "website_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;