CREATE TABLE "item_analysis_choice_days" (
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"question_id" uuid NOT NULL,
	"sub_question_number" integer NOT NULL,
	"answer_id" uuid,
	"day" date NOT NULL,
	"sessions" integer NOT NULL,
	"total_count" integer NOT NULL,
	"total_sum" numeric NOT NULL,
	CONSTRAINT "item_analysis_choice_days_key" UNIQUE NULLS NOT DISTINCT("question_id","subscription_id","assessment_id","day","sub_question_number","answer_id")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_click_bins" (
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"question_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bin" integer NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "item_analysis_click_bins_key" UNIQUE NULLS NOT DISTINCT("question_id","subscription_id","assessment_id","day","bin")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_heat_cells" (
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"question_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cell_column" integer NOT NULL,
	"cell_row" integer NOT NULL,
	"clicks" integer NOT NULL,
	CONSTRAINT "item_analysis_heat_cells_key" UNIQUE NULLS NOT DISTINCT("question_id","subscription_id","assessment_id","day","cell_column","cell_row")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_near_misses" (
	"answer_id" uuid NOT NULL,
	"place" text NOT NULL,
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"day" date NOT NULL,
	"side" text NOT NULL,
	"seconds" real NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "item_analysis_near_misses_key" UNIQUE NULLS NOT DISTINCT("answer_id","place","subscription_id","assessment_id","day","side","seconds")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_question_days" (
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"question_id" uuid NOT NULL,
	"day" date NOT NULL,
	"top_level" boolean NOT NULL,
	"presented" integer NOT NULL,
	"answered" integer NOT NULL,
	"min_position" integer NOT NULL,
	"scored_count" integer NOT NULL,
	"percent_sum" numeric NOT NULL,
	"percent_squares" numeric NOT NULL,
	"rest_count" integer NOT NULL,
	"rest_sum" numeric NOT NULL,
	"rest_squares" numeric NOT NULL,
	"pair_count" integer NOT NULL,
	"pair_percent_sum" numeric NOT NULL,
	"pair_percent_squares" numeric NOT NULL,
	"pair_rest_sum" numeric NOT NULL,
	"pair_rest_squares" numeric NOT NULL,
	"pair_products" numeric NOT NULL,
	CONSTRAINT "item_analysis_question_days_key" UNIQUE NULLS NOT DISTINCT("assessment_id","subscription_id","day","question_id","top_level")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_response_time_days" (
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"question_id" uuid NOT NULL,
	"day" date NOT NULL,
	"responses" integer NOT NULL,
	"seconds_sum" numeric NOT NULL,
	CONSTRAINT "item_analysis_response_time_days_key" UNIQUE NULLS NOT DISTINCT("question_id","subscription_id","assessment_id","day")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_session_days" (
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"day" date NOT NULL,
	"scored_sessions" integer NOT NULL,
	"total_sum" numeric NOT NULL,
	"total_squares" numeric NOT NULL,
	CONSTRAINT "item_analysis_session_days_key" UNIQUE NULLS NOT DISTINCT("assessment_id","subscription_id","day")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_window_builds" (
	"answer_id" uuid NOT NULL,
	"place" text NOT NULL,
	CONSTRAINT "item_analysis_window_builds_answer_id_place_pk" PRIMARY KEY("answer_id","place")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_window_days" (
	"answer_id" uuid NOT NULL,
	"place" text NOT NULL,
	"assessment_id" uuid NOT NULL,
	"subscription_id" uuid,
	"day" date NOT NULL,
	"first_click_before" integer NOT NULL,
	"first_click_inside" integer NOT NULL,
	"first_click_after" integer NOT NULL,
	"no_near_click" integer NOT NULL,
	"clicks_inside" integer NOT NULL,
	CONSTRAINT "item_analysis_window_days_key" UNIQUE NULLS NOT DISTINCT("answer_id","place","subscription_id","assessment_id","day")
);
--> statement-breakpoint
CREATE TABLE "item_analysis_pending_sessions" (
	"assessment_session_id" uuid PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_analysis_pending_sessions" ADD CONSTRAINT "item_analysis_pending_sessions_assessment_session_id_assessment_sessions_id_fk" FOREIGN KEY ("assessment_session_id") REFERENCES "public"."assessment_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_analysis_question_days_question_idx" ON "item_analysis_question_days" USING btree ("question_id","subscription_id","day");--> statement-breakpoint
CREATE INDEX "item_analysis_pending_sessions_assessment_idx" ON "item_analysis_pending_sessions" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "assessment_sessions_analysed_idx" ON "assessment_sessions" USING btree ("assessment_id","end_date","user_id","total_score") WHERE "assessment_sessions"."is_finished" and not "assessment_sessions"."is_preview" and not "assessment_sessions"."archived";--> statement-breakpoint
-- Every session whose question scores are kept waits to be folded into the new sums.
INSERT INTO "item_analysis_pending_sessions" ("assessment_session_id", "assessment_id")
SELECT DISTINCT "assessment_session_id", "assessment_id" FROM "assessment_session_question_scores";
