-- Who confirms a booked service (docs/booking-answers.md, docs/adr/049): `partner` (a paid item waits for the partner's
-- answer) or `instant` (it is confirmed on payment). A new service takes its kind's default when none is given: a
-- transfer is confirmed at once, every other kind waits for the partner. A restaurant's own rule stays in
-- restaurant_booking_rules.confirmation, an event's tickets are always confirmed on payment.
ALTER TABLE "services" ADD COLUMN "confirmation" text;--> statement-breakpoint
UPDATE "services" SET "confirmation" = CASE WHEN "kind" = 'transfer' THEN 'instant' ELSE 'partner' END;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "confirmation" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_confirmation_check" CHECK (confirmation in ('partner', 'instant'));--> statement-breakpoint
-- A BEFORE trigger runs before the NOT NULL check, so an insert that names no confirmation gets its kind's default.
CREATE OR REPLACE FUNCTION services_confirmation_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.confirmation IS NULL THEN
    NEW.confirmation := CASE WHEN NEW.kind = 'transfer' THEN 'instant' ELSE 'partner' END;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER services_confirmation_default BEFORE INSERT ON services FOR EACH ROW EXECUTE FUNCTION services_confirmation_default();
