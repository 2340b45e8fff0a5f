CREATE TYPE "public"."blob_visibility" AS ENUM('content', 'brand');--> statement-breakpoint
CREATE TABLE "blob_references" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_reference" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"visibility" "blob_visibility" DEFAULT 'content' NOT NULL,
	"uploaded_by_user_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blob_references" ADD CONSTRAINT "blob_references_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blob_references" ADD CONSTRAINT "blob_references_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blob_references_subscription_idx" ON "blob_references" USING btree ("subscription_id");