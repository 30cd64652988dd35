CREATE TABLE "transfer_quote_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"message" text,
	"token_hash" text NOT NULL,
	"booking_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_quote_offers_price_check" CHECK (price_cents > 0 and price_cents <= 10000000)
);
--> statement-breakpoint
ALTER TABLE "transfer_quote_offers" ADD CONSTRAINT "transfer_quote_offers_request_id_transfer_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."transfer_quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quote_offers" ADD CONSTRAINT "transfer_quote_offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quote_offers" ADD CONSTRAINT "transfer_quote_offers_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quote_offers" ADD CONSTRAINT "transfer_quote_offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_quote_offers_token_hash_unique" ON "transfer_quote_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "transfer_quote_offers_request_idx" ON "transfer_quote_offers" USING btree ("request_id");