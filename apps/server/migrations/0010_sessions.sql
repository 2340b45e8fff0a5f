CREATE TABLE "user_driver_metrics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"driver_metric_id" uuid NOT NULL,
	"current_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_item_session_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessment_session_id" uuid NOT NULL,
	"assessment_item_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_ids" uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_session_metric_scores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessment_session_id" uuid NOT NULL,
	"driver_metric_id" uuid NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"started_by_user_id" uuid NOT NULL,
	"session_index" integer NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"total_score" integer,
	"current_position" integer DEFAULT 0 NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"session_initialization_json" jsonb NOT NULL,
	"marked_suspicious" boolean DEFAULT false NOT NULL,
	"browser_data_json" jsonb
);
--> statement-breakpoint
CREATE TABLE "question_response_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"cancel_event_date" timestamp with time zone,
	"question_id" uuid NOT NULL,
	"question_answer_id" uuid,
	"user_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"assessment_item_id" uuid NOT NULL,
	"assessment_session_id" uuid NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"response_time_seconds" real,
	"click_position_x" real,
	"click_position_y" real,
	"discrimination_group" integer,
	"text_input" text,
	"sub_question_number" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_driver_metrics" ADD CONSTRAINT "user_driver_metrics_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_driver_metrics" ADD CONSTRAINT "user_driver_metrics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_driver_metrics" ADD CONSTRAINT "user_driver_metrics_driver_metric_id_driver_metrics_id_fk" FOREIGN KEY ("driver_metric_id") REFERENCES "public"."driver_metrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_session_orders" ADD CONSTRAINT "assessment_item_session_orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_session_orders" ADD CONSTRAINT "assessment_item_session_orders_assessment_session_id_assessment_sessions_id_fk" FOREIGN KEY ("assessment_session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_session_orders" ADD CONSTRAINT "assessment_item_session_orders_assessment_item_id_assessment_items_id_fk" FOREIGN KEY ("assessment_item_id") REFERENCES "public"."assessment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_session_metric_scores" ADD CONSTRAINT "assessment_session_metric_scores_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_session_metric_scores" ADD CONSTRAINT "assessment_session_metric_scores_assessment_session_id_assessment_sessions_id_fk" FOREIGN KEY ("assessment_session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_session_metric_scores" ADD CONSTRAINT "assessment_session_metric_scores_driver_metric_id_driver_metrics_id_fk" FOREIGN KEY ("driver_metric_id") REFERENCES "public"."driver_metrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_sessions" ADD CONSTRAINT "assessment_sessions_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_events" ADD CONSTRAINT "question_response_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_events" ADD CONSTRAINT "question_response_events_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_events" ADD CONSTRAINT "question_response_events_question_answer_id_question_answers_id_fk" FOREIGN KEY ("question_answer_id") REFERENCES "public"."question_answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_events" ADD CONSTRAINT "question_response_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_events" ADD CONSTRAINT "question_response_events_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_events" ADD CONSTRAINT "question_response_events_assessment_item_id_assessment_items_id_fk" FOREIGN KEY ("assessment_item_id") REFERENCES "public"."assessment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_response_events" ADD CONSTRAINT "question_response_events_assessment_session_id_assessment_sessions_id_fk" FOREIGN KEY ("assessment_session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_driver_metrics_live_idx" ON "user_driver_metrics" USING btree ("user_id","driver_metric_id") WHERE "user_driver_metrics"."archived" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_item_session_orders_place_idx" ON "assessment_item_session_orders" USING btree ("assessment_session_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_session_metric_scores_idx" ON "assessment_session_metric_scores" USING btree ("assessment_session_id","driver_metric_id") WHERE "assessment_session_metric_scores"."archived" = false;--> statement-breakpoint
CREATE INDEX "assessment_sessions_person_idx" ON "assessment_sessions" USING btree ("user_id","assessment_id","start_date");--> statement-breakpoint
CREATE INDEX "assessment_sessions_subscription_idx" ON "assessment_sessions" USING btree ("subscription_id","assessment_id","is_finished");--> statement-breakpoint
CREATE INDEX "question_response_events_session_idx" ON "question_response_events" USING btree ("assessment_session_id","question_id");--> statement-breakpoint
CREATE INDEX "question_response_events_user_idx" ON "question_response_events" USING btree ("user_id","assessment_id");