ALTER TABLE "email_verifications" ADD COLUMN "link_hash" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "signup" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "email_verifications_link_hash_unique" ON "email_verifications" USING btree ("link_hash");