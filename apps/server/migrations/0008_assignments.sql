CREATE TABLE "user_assessment_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"subscription_team_id" uuid,
	"assessment_id" uuid NOT NULL,
	"target_date" timestamp with time zone NOT NULL,
	"max_restarts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_assessment_assignments" ADD CONSTRAINT "user_assessment_assignments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessment_assignments" ADD CONSTRAINT "user_assessment_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessment_assignments" ADD CONSTRAINT "user_assessment_assignments_subscription_team_id_subscription_teams_id_fk" FOREIGN KEY ("subscription_team_id") REFERENCES "public"."subscription_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_assessment_assignments" ADD CONSTRAINT "user_assessment_assignments_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_assessment_assignments_live_user_idx" ON "user_assessment_assignments" USING btree ("user_id","assessment_id") WHERE "user_assessment_assignments"."archived" = false and "user_assessment_assignments"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_assessment_assignments_live_team_idx" ON "user_assessment_assignments" USING btree ("subscription_team_id","assessment_id") WHERE "user_assessment_assignments"."archived" = false and "user_assessment_assignments"."user_id" is null;--> statement-breakpoint
CREATE INDEX "user_assessment_assignments_subscription_idx" ON "user_assessment_assignments" USING btree ("subscription_id","assessment_id");