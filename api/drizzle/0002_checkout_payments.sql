ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_method_check";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_provider_check";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD COLUMN "capacity_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status" text DEFAULT 'waiting_payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "issued_for_booking_item_id" integer;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "issue_index" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "booking_item_id" integer;--> statement-breakpoint
CREATE INDEX "bookings_status_expires_idx" ON "bookings" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_token_unique" ON "carts" USING btree ("guest_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_issued_unique" ON "gift_cards" USING btree ("issued_for_booking_item_id","issue_index");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_item_reason_unique" ON "points_ledger" USING btree ("booking_item_id","reason");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK (status in ('waiting_payment', 'paid', 'expired', 'cancelled'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_check" CHECK (payment_method in ('card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card'));--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_owner_check" CHECK (user_id is not null or guest_token_hash is not null);--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_provider_check" CHECK (provider in ('card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_status_check" CHECK (status in ('pending', 'requires_action', 'authorized', 'paid', 'failed', 'expired', 'refunded', 'cancelled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK (provider in ('card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'requires_action', 'authorized', 'paid', 'failed', 'expired', 'refunded', 'cancelled'));