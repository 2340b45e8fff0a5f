CREATE TYPE "public"."spreadsheet_import_kind" AS ENUM('users', 'assignments');--> statement-breakpoint
CREATE TYPE "public"."spreadsheet_import_status" AS ENUM('running', 'finished', 'failed');--> statement-breakpoint
ALTER TYPE "public"."blob_visibility" ADD VALUE 'import';--> statement-breakpoint
CREATE TABLE "spreadsheet_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" "spreadsheet_import_kind" NOT NULL,
	"blob_reference_id" uuid NOT NULL,
	"started_by_user_id" uuid NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"status" "spreadsheet_import_status" DEFAULT 'running' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spreadsheet_imports" ADD CONSTRAINT "spreadsheet_imports_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spreadsheet_imports_subscription_idx" ON "spreadsheet_imports" USING btree ("subscription_id");