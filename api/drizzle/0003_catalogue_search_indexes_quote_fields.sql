ALTER TABLE "services" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(translate(name_en || ' ' || name_pt || ' ' || short_description_en || ' ' || short_description_pt || ' ' || description_en || ' ' || description_pt, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖØÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöøúùûüçñýÿ', 'aaaaaaeeeeiiiioooooouuuucnyaaaaaaeeeeiiiioooooouuuucnyy'))) STORED;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_cents" integer GENERATED ALWAYS AS (case when value_discount_cents > 0 and value_discount_cents < value_cents then value_discount_cents else value_cents end) STORED;--> statement-breakpoint
ALTER TABLE "transfer_quote_requests" ADD COLUMN "return_pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_quote_requests" ADD COLUMN "baby_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_quote_requests" ADD COLUMN "child_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_quote_requests" ADD COLUMN "booster_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_quote_requests" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "booking_items_service_created_idx" ON "booking_items" USING btree ("service_id","created_at");--> statement-breakpoint
CREATE INDEX "service_views_viewed_at_idx" ON "service_views" USING btree ("viewed_at");--> statement-breakpoint
CREATE INDEX "services_status_kind_created_idx" ON "services" USING btree ("status","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "services_city_idx" ON "services" USING btree ("city_id");--> statement-breakpoint
ALTER TABLE "transfer_quote_requests" ADD CONSTRAINT "transfer_quote_requests_seats_check" CHECK (baby_seats >= 0 and child_seats >= 0 and booster_seats >= 0);