-- A partner answers a review of one of their services once: the answer shows under the review on the service page.
-- `reply_user_id` keeps who in the company's team wrote it (the member may leave; the answer stays).
ALTER TABLE "reviews" ADD COLUMN "reply_text" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_text_check" CHECK ("reviews"."reply_text" is null or char_length(btrim("reviews"."reply_text")) between 1 and 2000);
