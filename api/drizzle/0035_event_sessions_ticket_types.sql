-- Events become bookable through the services pipeline (docs/adr/043): an event is a service of kind `event`, owned by
-- a partner company. Its sessions are dated slots (one per day, so a session's capacity is the service_daily_capacity
-- row of its day, locked like any other), and its ticket types are the priced options a cart line names. The BOL
-- listing keeps its rows and links each event to the service that sells it.
ALTER TABLE "categories" DROP CONSTRAINT "categories_kind_check";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kind_check" CHECK (kind in ('experience', 'wellness', 'transfer', 'gift_card', 'event'));--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_kind_check";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_kind_check" CHECK (kind in ('experience', 'wellness', 'transfer', 'gift_card', 'event'));--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "event_sessions_service_date_unique" UNIQUE("service_id","date"),
	CONSTRAINT "event_sessions_capacity_check" CHECK (capacity > 0),
	CONSTRAINT "event_sessions_time_check" CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "event_ticket_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"seating" text NOT NULL,
	"price_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_ticket_types_service_position_unique" UNIQUE("service_id","position"),
	CONSTRAINT "event_ticket_types_seating_check" CHECK (seating in ('seated', 'general')),
	CONSTRAINT "event_ticket_types_price_check" CHECK (price_cents >= 0)
);--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_events" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "bol_events" ADD CONSTRAINT "bol_events_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
