ALTER TABLE "services" ADD COLUMN "child_value_cents" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "child_age_end" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "children_alone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "adults" integer;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "children" integer;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "adult_unit_cents" integer;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "child_unit_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "adults" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "children" integer;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_child_band_check" CHECK ((child_value_cents is null and child_age_end is null) or (price_type = 'per_person' and child_value_cents >= 0 and child_age_end >= age_start and child_age_end < age_end));--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_ages_check" CHECK ((adults is null and children is null and adult_unit_cents is null and child_unit_cents is null) or (adults >= 0 and children >= 0 and adults + children = quantity and adult_unit_cents >= 0 and child_unit_cents >= 0));--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_ages_check" CHECK ((adults is null and children is null) or (adults >= 0 and children >= 0 and adults + children = quantity));