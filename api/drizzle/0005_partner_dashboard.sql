CREATE TABLE "booking_item_answer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_item_id" integer NOT NULL,
	"action" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_item_answer_links_action_check" CHECK (action in ('confirmed', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "service_availability" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"cutoff_hours" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_availability_cutoff_check" CHECK (cutoff_hours >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_blocked_dates" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "service_blocked_dates_service_id_date_pk" PRIMARY KEY("service_id","date")
);
--> statement-breakpoint
ALTER TABLE "booking_item_answer_links" ADD CONSTRAINT "booking_item_answer_links_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_availability" ADD CONSTRAINT "service_availability_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_blocked_dates" ADD CONSTRAINT "service_blocked_dates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_item_answer_links_token_unique" ON "booking_item_answer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "booking_item_answer_links_item_idx" ON "booking_item_answer_links" USING btree ("booking_item_id");