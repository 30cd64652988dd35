-- A back-office list's filters, search and sort saved under a name by a staff member, for themself or shared with
-- colleagues: the list page's URL search string without its page number. One name per owner and list, whatever its
-- case.
CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_views_list_check" CHECK (list in ('sales', 'booking-items', 'quote-requests', 'customers', 'partners', 'affiliates', 'services', 'reviews', 'promo-codes', 'invoices', 'audit-log', 'team')),
	CONSTRAINT "saved_views_name_length" CHECK (char_length("name") between 1 and 60),
	CONSTRAINT "saved_views_query_length" CHECK (char_length("query") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_list_name_unique" ON "saved_views" USING btree ("owner_user_id","list",lower("name"));
--> statement-breakpoint
CREATE INDEX "saved_views_list_shared_idx" ON "saved_views" USING btree ("list","shared");
