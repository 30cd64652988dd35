-- Where a service's meeting point is on a map (WGS 84 degrees), both or neither: the service page, the voucher and
-- its calendar file link to it in a map application.
ALTER TABLE "services" ADD COLUMN "meeting_lat" double precision;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "meeting_lng" double precision;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_meeting_position_check" CHECK ((meeting_lat is null and meeting_lng is null) or (meeting_lat between -90 and 90 and meeting_lng between -180 and 180));
