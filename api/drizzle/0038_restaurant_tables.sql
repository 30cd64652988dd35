-- Restaurants become bookable through the services pipeline (docs/adr/044): a restaurant on sale is a service of kind
-- `restaurant`, owned by a partner company. Its booking rules (slot length, covers per slot, who confirms) and its
-- opening hours per weekday are rows the partner dashboard can later edit; the guide's listing links each restaurant
-- to the service that takes its tables.
ALTER TABLE "categories" DROP CONSTRAINT "categories_kind_check";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_kind_check" CHECK (kind in ('experience', 'wellness', 'transfer', 'gift_card', 'event', 'restaurant'));--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_kind_check";--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_kind_check" CHECK (kind in ('experience', 'wellness', 'transfer', 'gift_card', 'event', 'restaurant'));--> statement-breakpoint
CREATE TABLE "restaurant_booking_rules" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"slot_minutes" integer DEFAULT 30 NOT NULL,
	"covers_per_slot" integer NOT NULL,
	"confirmation" text DEFAULT 'partner' NOT NULL,
	CONSTRAINT "restaurant_booking_rules_slot_check" CHECK (slot_minutes between 5 and 240 and slot_minutes % 5 = 0),
	CONSTRAINT "restaurant_booking_rules_covers_check" CHECK (covers_per_slot > 0),
	CONSTRAINT "restaurant_booking_rules_confirmation_check" CHECK (confirmation in ('partner', 'instant'))
);--> statement-breakpoint
ALTER TABLE "restaurant_booking_rules" ADD CONSTRAINT "restaurant_booking_rules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "restaurant_opening_hours" (
	"service_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens" text NOT NULL,
	"closes" text NOT NULL,
	CONSTRAINT "restaurant_opening_hours_service_id_weekday_opens_pk" PRIMARY KEY("service_id","weekday","opens"),
	CONSTRAINT "restaurant_opening_hours_weekday_check" CHECK (weekday between 0 and 6),
	CONSTRAINT "restaurant_opening_hours_time_check" CHECK (opens ~ '^([01][0-9]|2[0-3]):[0-5][05]$' and closes ~ '^([01][0-9]|2[0-3]):[0-5][05]$' and opens < closes)
);--> statement-breakpoint
ALTER TABLE "restaurant_opening_hours" ADD CONSTRAINT "restaurant_opening_hours_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "service_id" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;
