-- Selling a kind of service the company was not reviewed for (transfers are licensed passenger transport) waits for
-- staff: a live company that switches a module on asks for it, and staff approve or decline the request. One request
-- at a time, for the module the company does not have.
ALTER TABLE "companies" ADD COLUMN "module_request" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "module_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_module_request_check" CHECK (module_request is null or module_request in ('experiences', 'transfers'));
