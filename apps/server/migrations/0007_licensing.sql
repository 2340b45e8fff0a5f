CREATE TABLE "subscription_assessments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"max_restarts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_assessments" ADD CONSTRAINT "subscription_assessments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_assessments" ADD CONSTRAINT "subscription_assessments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_assessments_live_idx" ON "subscription_assessments" USING btree ("subscription_id","assessment_id") WHERE "subscription_assessments"."archived" = false;--> statement-breakpoint
CREATE INDEX "subscription_assessments_assessment_idx" ON "subscription_assessments" USING btree ("assessment_id");