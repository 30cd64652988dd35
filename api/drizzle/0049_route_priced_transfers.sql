-- A transfer vehicle priced by route (docs/adr/052): a per-kilometre rate with a minimum fare, fixed prices for named
-- routes between two places of the fixed list and for district (zone) pairs; how many units of it the company runs,
-- the days it is not for sale, and the time each booked trip keeps one unit busy.
ALTER TABLE "vehicles" ADD COLUMN "units" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "per_km_cents" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "min_fare_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_units_check" CHECK (units between 1 and 100);--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_route_money_check" CHECK ((per_km_cents is null or per_km_cents between 1 and 100000) and min_fare_cents between 0 and 10000000);--> statement-breakpoint
CREATE TABLE "vehicle_route_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_place" text NOT NULL,
	"to_place" text NOT NULL,
	"one_way_cents" integer NOT NULL,
	"round_trip_cents" integer,
	CONSTRAINT "vehicle_route_prices_kind_check" CHECK (kind in ('route', 'zone')),
	CONSTRAINT "vehicle_route_prices_ends_check" CHECK (kind = 'zone' or from_place <> to_place),
	CONSTRAINT "vehicle_route_prices_money_check" CHECK (one_way_cents between 1 and 10000000 and (round_trip_cents is null or round_trip_cents between one_way_cents and 20000000))
);
--> statement-breakpoint
ALTER TABLE "vehicle_route_prices" ADD CONSTRAINT "vehicle_route_prices_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_route_prices_pair_unique" ON "vehicle_route_prices" USING btree ("vehicle_id","kind",least("from_place", "to_place"),greatest("from_place", "to_place"));--> statement-breakpoint
CREATE TABLE "vehicle_blocked_dates" (
	"vehicle_id" integer NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "vehicle_blocked_dates_vehicle_id_date_pk" PRIMARY KEY("vehicle_id","date")
);
--> statement-breakpoint
ALTER TABLE "vehicle_blocked_dates" ADD CONSTRAINT "vehicle_blocked_dates_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "vehicle_busy_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_item_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicle_busy_windows_span_check" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
ALTER TABLE "vehicle_busy_windows" ADD CONSTRAINT "vehicle_busy_windows_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_busy_windows" ADD CONSTRAINT "vehicle_busy_windows_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_busy_windows_vehicle_idx" ON "vehicle_busy_windows" USING btree ("vehicle_id","starts_at");
