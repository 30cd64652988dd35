DROP INDEX "team_members_company_email_unique";--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_company_email_unique" UNIQUE NULLS NOT DISTINCT("company_id","email");