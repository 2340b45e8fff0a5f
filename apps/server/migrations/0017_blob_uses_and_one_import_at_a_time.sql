CREATE TABLE "blob_uses" (
	"blob_reference_id" uuid NOT NULL,
	"source_table" text NOT NULL,
	"source_id" uuid NOT NULL,
	"question_id" uuid,
	"assessment_id" uuid,
	CONSTRAINT "blob_uses_source_table_source_id_blob_reference_id_pk" PRIMARY KEY("source_table","source_id","blob_reference_id")
);
--> statement-breakpoint
ALTER TABLE "blob_references" ADD COLUMN "unused_since" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "blob_uses" ADD CONSTRAINT "blob_uses_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blob_uses_blob_idx" ON "blob_uses" USING btree ("blob_reference_id");--> statement-breakpoint
CREATE INDEX "blob_references_unused_idx" ON "blob_references" USING btree ("unused_since");--> statement-breakpoint
-- Hand-written: of runs left 'running' by stopped processes, only each subscription's newest keeps the slot.
UPDATE "spreadsheet_imports" SET "status" = 'failed'
WHERE "status" = 'running' AND "id" NOT IN (
  SELECT DISTINCT ON ("subscription_id") "id" FROM "spreadsheet_imports"
  WHERE "status" = 'running' ORDER BY "subscription_id", "updated_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "spreadsheet_imports_one_running_idx" ON "spreadsheet_imports" USING btree ("subscription_id") WHERE "spreadsheet_imports"."status" = 'running';
--> statement-breakpoint
-- Hand-written: the ids of stored files a row names, by a *_blob_reference_id column or by an /api/blobs/{id} link
-- (or /api/blobs/redirectToUrl?id={id}, or /api/files/{id}) anywhere in its text, such as the images of rich text.
CREATE OR REPLACE FUNCTION "blob_ids_named_by"("row_data" jsonb) RETURNS uuid[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT "id"), '{}')
  FROM (
    SELECT "value"::uuid AS "id" FROM jsonb_each_text("row_data") WHERE "key" LIKE '%blob_reference_id' AND "value" IS NOT NULL
    UNION
    SELECT lower((regexp_matches("row_data"::text,
      '/api/(?:blobs|files)/(?:redirectToUrl\?id=)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', 'gi'))[1])::uuid
  ) AS "named"
$$;
--> statement-breakpoint
-- Hand-written: keeps blob_uses in step with one row of a table that names files. TG_ARGV[0] says what the row
-- belongs to ('question', 'assessment' or 'tenant'), TG_ARGV[1] the column holding that question's or assessment's
-- id. A file no longer named by anything gets unused_since = now(); a file named again gets null.
CREATE OR REPLACE FUNCTION "record_blob_uses"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "row_id" uuid;
  "named" uuid[] := '{}';
  "owner" uuid;
  "released" uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    "row_id" := OLD."id";
  ELSE
    "row_id" := NEW."id";
    "named" := blob_ids_named_by(to_jsonb(NEW));
    IF TG_ARGV[0] <> 'tenant' THEN
      "owner" := (to_jsonb(NEW) ->> TG_ARGV[1])::uuid;
    END IF;
    IF TG_OP = 'UPDATE' AND "named" = blob_ids_named_by(to_jsonb(OLD))
      AND "owner" IS NOT DISTINCT FROM (CASE WHEN TG_ARGV[0] <> 'tenant' THEN (to_jsonb(OLD) ->> TG_ARGV[1])::uuid END) THEN
      RETURN NULL;
    END IF;
  END IF;
  WITH "gone" AS (
    DELETE FROM "blob_uses"
    WHERE "source_table" = TG_TABLE_NAME AND "source_id" = "row_id" AND NOT ("blob_reference_id" = ANY ("named"))
    RETURNING "blob_reference_id"
  )
  SELECT coalesce(array_agg("blob_reference_id"), '{}') INTO "released" FROM "gone";
  UPDATE "blob_references" SET "unused_since" = now()
  WHERE "id" = ANY ("released")
    AND NOT EXISTS (SELECT 1 FROM "blob_uses" WHERE "blob_uses"."blob_reference_id" = "blob_references"."id");
  INSERT INTO "blob_uses" ("blob_reference_id", "source_table", "source_id", "question_id", "assessment_id")
  SELECT "b"."id", TG_TABLE_NAME, "row_id",
    CASE WHEN TG_ARGV[0] = 'question' THEN "owner" END,
    CASE WHEN TG_ARGV[0] = 'assessment' THEN "owner" END
  FROM "blob_references" "b" WHERE "b"."id" = ANY ("named")
  ON CONFLICT ("source_table", "source_id", "blob_reference_id")
    DO UPDATE SET "question_id" = EXCLUDED."question_id", "assessment_id" = EXCLUDED."assessment_id";
  UPDATE "blob_references" SET "unused_since" = NULL WHERE "id" = ANY ("named") AND "unused_since" IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "questions_blob_uses" AFTER INSERT OR UPDATE OR DELETE ON "questions"
  FOR EACH ROW EXECUTE FUNCTION record_blob_uses('question', 'id');
--> statement-breakpoint
CREATE TRIGGER "question_answers_blob_uses" AFTER INSERT OR UPDATE OR DELETE ON "question_answers"
  FOR EACH ROW EXECUTE FUNCTION record_blob_uses('question', 'question_id');
--> statement-breakpoint
CREATE TRIGGER "question_feedbacks_blob_uses" AFTER INSERT OR UPDATE OR DELETE ON "question_feedbacks"
  FOR EACH ROW EXECUTE FUNCTION record_blob_uses('question', 'question_id');
--> statement-breakpoint
CREATE TRIGGER "assessments_blob_uses" AFTER INSERT OR UPDATE OR DELETE ON "assessments"
  FOR EACH ROW EXECUTE FUNCTION record_blob_uses('assessment', 'id');
--> statement-breakpoint
CREATE TRIGGER "assessment_feedbacks_blob_uses" AFTER INSERT OR UPDATE OR DELETE ON "assessment_feedbacks"
  FOR EACH ROW EXECUTE FUNCTION record_blob_uses('assessment', 'assessment_id');
--> statement-breakpoint
CREATE TRIGGER "subscriptions_blob_uses" AFTER INSERT OR UPDATE OF "brand_image_blob_reference_id" OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION record_blob_uses('tenant', 'id');
--> statement-breakpoint
CREATE TRIGGER "spreadsheet_imports_blob_uses" AFTER INSERT OR UPDATE OF "blob_reference_id" OR DELETE ON "spreadsheet_imports"
  FOR EACH ROW EXECUTE FUNCTION record_blob_uses('tenant', 'id');
--> statement-breakpoint
-- Hand-written: the uses of the records that exist already, then whether each stored file is used.
INSERT INTO "blob_uses" ("blob_reference_id", "source_table", "source_id", "question_id", "assessment_id")
SELECT DISTINCT "named"."id", "source"."source_table", "source"."source_id", "source"."question_id", "source"."assessment_id"
FROM (
  SELECT 'questions' AS "source_table", "id" AS "source_id", "id" AS "question_id", NULL::uuid AS "assessment_id", to_jsonb("questions") AS "row_data" FROM "questions"
  UNION ALL SELECT 'question_answers', "id", "question_id", NULL, to_jsonb("question_answers") FROM "question_answers"
  UNION ALL SELECT 'question_feedbacks', "id", "question_id", NULL, to_jsonb("question_feedbacks") FROM "question_feedbacks"
  UNION ALL SELECT 'assessments', "id", NULL, "id", to_jsonb("assessments") FROM "assessments"
  UNION ALL SELECT 'assessment_feedbacks', "id", NULL, "assessment_id", to_jsonb("assessment_feedbacks") FROM "assessment_feedbacks"
  UNION ALL SELECT 'subscriptions', "id", NULL, NULL, jsonb_build_object('brand_image_blob_reference_id', "brand_image_blob_reference_id") FROM "subscriptions"
  UNION ALL SELECT 'spreadsheet_imports', "id", NULL, NULL, jsonb_build_object('blob_reference_id', "blob_reference_id") FROM "spreadsheet_imports"
) AS "source"
CROSS JOIN LATERAL unnest(blob_ids_named_by("source"."row_data")) AS "named"("id")
WHERE EXISTS (SELECT 1 FROM "blob_references" WHERE "blob_references"."id" = "named"."id");
--> statement-breakpoint
UPDATE "blob_references" SET "unused_since" = CASE
  WHEN EXISTS (SELECT 1 FROM "blob_uses" WHERE "blob_uses"."blob_reference_id" = "blob_references"."id") THEN NULL
  ELSE now() END;
