-- When a team member whose address already had an account was last told of their invitation (they get a notice, not
-- a set-password link, so no password reset row times it). Kept in the database rather than in one API process, so
-- every instance refuses a second resend within a minute alike; null means the notice sent with the invitation.
ALTER TABLE "team_members" ADD COLUMN "notice_sent_at" timestamp with time zone;
