-- A staff member who leaves is deactivated, not deleted: their audit history and the records they made keep their
-- name, their sessions end, and sign-in is refused until an administrator reactivates them.
ALTER TABLE "staff_members" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "deactivated_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
