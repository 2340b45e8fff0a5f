ALTER TABLE "users" ADD COLUMN "lockout_start" timestamp with time zone;--> statement-breakpoint
-- Lockouts running now get their best-known start: a manager's when the account last changed, one from failed
-- sign-ins its fixed length (15 minutes) before it ends.
UPDATE "users" SET "lockout_start" = CASE
  WHEN "lockout_end" >= '9999-01-01' THEN "updated_at"
  ELSE "lockout_end" - interval '15 minutes' END
WHERE "lockout_end" > now();
