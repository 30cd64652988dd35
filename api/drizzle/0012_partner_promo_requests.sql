ALTER TABLE "promo_code_requests" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "promo_code_requests" ADD COLUMN "wanted_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "promo_code_requests" ADD COLUMN "service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code_requests" ADD CONSTRAINT "promo_code_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_requests_company_idx" ON "promo_code_requests" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "promo_code_requests" ADD CONSTRAINT "promo_code_requests_discount_check" CHECK (wanted_discount_percent is null or wanted_discount_percent between 1 and 100);