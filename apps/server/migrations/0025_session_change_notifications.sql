-- Hand-written: tells the server's cache of signed-in sessions (kept on the embedded database, where the server is
-- the only writer) the moment something a session's actor is read from changes, whichever code made the change: a
-- session signed out, renewed or revoked ('session:' and its token hash), a user's email, subscription, role group,
-- archiving, lockout or two-factor sign-in ('user:' and the id), or anything wider ('all'). PostgreSQL deployments
-- read the session on every request and nobody listens there; the notifications then cost little, as these changes
-- are rare.
CREATE OR REPLACE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('roadmark_session_change', 'session:' || OLD."token_hash");
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('roadmark_session_change', 'user:' || OLD."id");
  ELSE
    PERFORM pg_notify('roadmark_session_change', 'all');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_session_change" AFTER UPDATE OR DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_session_change"
AFTER UPDATE OF "email", "subscription_id", "role_group_id", "archived", "lockout_end", "two_factor_enabled" ON "users"
FOR EACH ROW
WHEN (
  (OLD."email", OLD."subscription_id", OLD."role_group_id", OLD."archived", OLD."lockout_end", OLD."two_factor_enabled")
  IS DISTINCT FROM
  (NEW."email", NEW."subscription_id", NEW."role_group_id", NEW."archived", NEW."lockout_end", NEW."two_factor_enabled")
)
EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notify_session_change" AFTER DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_notify_session_change" AFTER UPDATE OF "subscription_type" ON "subscriptions"
FOR EACH ROW WHEN (OLD."subscription_type" IS DISTINCT FROM NEW."subscription_type")
EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_deleted_notify_session_change" AFTER DELETE ON "subscriptions"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "role_groups_notify_session_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_groups"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "role_group_roles_notify_session_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_group_roles"
FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_change"();
