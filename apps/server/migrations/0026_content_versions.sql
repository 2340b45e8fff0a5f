-- Hand-written: a token that changes whenever question content changes (a question, its answers, feedbacks or a
-- sequence's links), so a server process may keep the content of running sessions in memory and know, from one
-- scalar read alongside the session's own row, whether what it holds is still current. The token is random, so no
-- two databases ever share one. It changes as the changing transaction commits (a deferred constraint trigger), so
-- no one reads a new token before the content it stands for, and the row is locked only at the very end of a
-- transaction: two authors saving the same question at once cannot deadlock over it.
CREATE TABLE "content_versions" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" uuid NOT NULL DEFAULT gen_random_uuid(),
  "changed_in_transaction" bigint
);
--> statement-breakpoint
INSERT INTO "content_versions" DEFAULT VALUES;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "change_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction, however many rows it changed.
  UPDATE "content_versions" SET "version" = gen_random_uuid(), "changed_in_transaction" = txid_current()
  WHERE "changed_in_transaction" IS DISTINCT FROM txid_current();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "questions_change_content_version" AFTER INSERT OR UPDATE OR DELETE ON "questions"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_answers_change_content_version" AFTER INSERT OR UPDATE OR DELETE ON "question_answers"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_feedbacks_change_content_version" AFTER INSERT OR UPDATE OR DELETE ON "question_feedbacks"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_content_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "question_sequence_questions_change_content_version" AFTER INSERT OR UPDATE OR DELETE ON "question_sequence_questions"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_content_version"();
