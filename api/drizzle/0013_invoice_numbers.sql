ALTER TABLE "invoices" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gross_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "commission_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_number_unique" ON "invoices" USING btree ("year","number");