-- The back office's shared support inbox: who on the team follows a conversation with a customer or partner (null:
-- unassigned, everyone with the chat permission sees it as waiting). Each staff reader's unread count uses their own
-- row of chat_read_markers, so no new table is needed.
ALTER TABLE "chats" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_assigned_to_index" ON "chats" USING btree ("assigned_to");
