ALTER TABLE "service_images" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "service_images" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "service_images" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;