-- One start time of a service closed on one date from the partner's calendar (docs/adr/051): the storefront, the cart
-- and the checkout stop selling it; bookings already made stand. A whole day stays a row of service_blocked_dates.
CREATE TABLE "service_blocked_slots" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_blocked_slots_service_id_date_start_time_pk" PRIMARY KEY("service_id","date","start_time"),
	CONSTRAINT "service_blocked_slots_time_check" CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "service_blocked_slots" ADD CONSTRAINT "service_blocked_slots_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
