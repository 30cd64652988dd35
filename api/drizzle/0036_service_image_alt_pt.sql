-- A service photo's description for screen readers in Portuguese; "alt" keeps the English one. Either may be empty:
-- the storefront then reads the service's name in that language.
ALTER TABLE "service_images" ADD COLUMN "alt_pt" text;
