CREATE TABLE "assessment_session_question_scores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessment_session_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"parent_question_id" uuid,
	"position" integer NOT NULL,
	"score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"percent" integer,
	"answered" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_session_question_scores" ADD CONSTRAINT "assessment_session_question_scores_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_session_question_scores" ADD CONSTRAINT "assessment_session_question_scores_assessment_session_id_assessment_sessions_id_fk" FOREIGN KEY ("assessment_session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_session_question_scores" ADD CONSTRAINT "assessment_session_question_scores_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_session_question_scores_session_idx" ON "assessment_session_question_scores" USING btree ("assessment_session_id");--> statement-breakpoint
CREATE INDEX "assessment_session_question_scores_question_idx" ON "assessment_session_question_scores" USING btree ("question_id","assessment_id");--> statement-breakpoint
CREATE INDEX "assessment_session_question_scores_assessment_idx" ON "assessment_session_question_scores" USING btree ("assessment_id","question_id");--> statement-breakpoint
CREATE INDEX "question_response_events_assessment_question_idx" ON "question_response_events" USING btree ("assessment_id","question_id");