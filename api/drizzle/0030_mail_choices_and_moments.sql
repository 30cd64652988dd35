-- Which non-essential mails each account gets (customers, partner members and staff alike): the day-before reminder
-- and the review request take the place of "booking mails", which no mail ever read (booking mails are transactional
-- and always sent). Whoever had turned that off keeps both new ones off.
ALTER TABLE "user_preferences" ADD COLUMN "email_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "email_reviews" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "user_preferences" SET "email_reminders" = "email_bookings", "email_reviews" = "email_bookings";--> statement-breakpoint
ALTER TABLE "user_preferences" DROP COLUMN "email_bookings";--> statement-breakpoint
-- One row per scheduled mail of a booking item that went out (the reminder the day before, the review request after
-- completion). The primary key is the claim: the sweep that inserts the row sends the mail, any other finds it taken.
CREATE TABLE "booking_item_mails" (
	"booking_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_item_mails_pkey" PRIMARY KEY("booking_item_id","kind"),
	CONSTRAINT "booking_item_mails_kind_check" CHECK ("booking_item_mails"."kind" in ('reminder', 'review_request'))
);--> statement-breakpoint
ALTER TABLE "booking_item_mails" ADD CONSTRAINT "booking_item_mails_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;
