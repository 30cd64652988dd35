DROP INDEX "booking_items_company_idx";--> statement-breakpoint
CREATE INDEX "booking_items_company_status_idx" ON "booking_items" USING btree ("company_id","status","id");