CREATE TABLE "chat_mail_notices" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_message_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_mail_notices_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"language" text,
	"email_chat" boolean DEFAULT true NOT NULL,
	"email_bookings" boolean DEFAULT true NOT NULL,
	"email_news" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_preferences_language_check" CHECK (language is null or language in ('en', 'pt'))
);
--> statement-breakpoint
ALTER TABLE "chat_mail_notices" ADD CONSTRAINT "chat_mail_notices_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_mail_notices" ADD CONSTRAINT "chat_mail_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_redirects" ADD CONSTRAINT "chat_redirects_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_redirects" ADD CONSTRAINT "chat_redirects_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_redirects" ADD CONSTRAINT "chat_redirects_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_redirects" ADD CONSTRAINT "chat_redirects_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_redirects_chat_idx" ON "chat_redirects" USING btree ("chat_id");--> statement-breakpoint
-- custom SQL (customer panel)
-- A customer reviews a booking item once (imported and seeded reviews carry no booking item).
CREATE UNIQUE INDEX "reviews_booking_item_unique" ON "reviews" ("booking_item_id") WHERE "booking_item_id" IS NOT NULL;--> statement-breakpoint
-- Unread counts and the offline-mail sweeper look for other people's messages after a read marker.
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" ("created_at");
