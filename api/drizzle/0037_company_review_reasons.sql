-- A partner company's review: staff may now reject a company under review (besides approving it, and suspending and
-- reactivating a live one), and a rejection or a suspension keeps the reason staff gave, which the partner reads on
-- their dashboard and in the mail that tells them. `status_changed_at` is when staff last changed the status.
ALTER TABLE "companies" DROP CONSTRAINT "companies_status_check";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_status_check" CHECK (status in ('pending', 'active', 'rejected', 'suspended'));--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "status_changed_at" timestamp with time zone;
