CREATE TYPE "public"."assessment_type" AS ENUM('Assessment', 'TrainingModule');--> statement-breakpoint
CREATE TYPE "public"."feedback_style" AS ENUM('NoScore', 'NoFeedback', 'SummaryFeedback', 'EachQuestionFeedback');--> statement-breakpoint
CREATE TYPE "public"."content_target_type" AS ENUM('Assessment', 'Question');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('MultipleChoiceVideo', 'SlidingScaleVideo', 'ResponseTimeVideo', 'LocationResponseImage', 'LocationDiscriminationImage', 'MultipleChoiceImage', 'SequenceOfQuestions', 'Questionnaire', 'QuestionnaireInput', 'QuestionnaireMultipleChoice', 'QuestionnaireScale', 'LearningVideo', 'LearningImage', 'LearningText', 'InformationVideo', 'InformationImage', 'InformationText');--> statement-breakpoint
CREATE TABLE "assessment_feedbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"min_total_score" integer DEFAULT 0 NOT NULL,
	"max_total_score" integer DEFAULT 100 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"feedback_text" text DEFAULT '' NOT NULL,
	"image_blob_reference_id" uuid,
	"video_blob_reference_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"assessment_type" "assessment_type" NOT NULL,
	"is_smart_individuality" boolean DEFAULT false NOT NULL,
	"feedback_style" "feedback_style" DEFAULT 'NoFeedback' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_blob_reference_id" uuid,
	"tile_text" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"max_suspicious_answers" integer DEFAULT 0 NOT NULL,
	"suspicious_answer_text" text DEFAULT '' NOT NULL,
	"high_risk_below" integer DEFAULT 30 NOT NULL,
	"medium_risk_below" integer DEFAULT 70 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_item_driver_metric_quantities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assessment_item_id" uuid NOT NULL,
	"driver_metric_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_item_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"assessment_item_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"display_order" bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"number_of_questions_to_present" integer DEFAULT 1 NOT NULL,
	"counterbalance_group" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_metric_adjustments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"target_type" "content_target_type" NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"driver_metric_id" uuid NOT NULL,
	"min_score" integer DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 100 NOT NULL,
	"adjustment_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_metric_recommendations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"target_type" "content_target_type" NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"driver_metric_id" uuid NOT NULL,
	"min_score" integer DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_tag_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_id" uuid NOT NULL,
	"target_type" "content_target_type" NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"question_tag_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_sequence_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_question_id" uuid NOT NULL,
	"child_question_id" uuid NOT NULL,
	"display_order" bigint NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"question_type" "question_type" NOT NULL,
	"question_text" text DEFAULT '' NOT NULL,
	"pre_question_text" text DEFAULT '' NOT NULL,
	"image_blob_reference_id" uuid,
	"video_blob_reference_id" uuid,
	"question_text_image_blob_reference_id" uuid,
	"maximum_clicks" integer DEFAULT 10 NOT NULL,
	"max_score" integer DEFAULT 100 NOT NULL,
	"time_limit_seconds" integer DEFAULT 30 NOT NULL,
	"number_of_sub_questions" integer DEFAULT 1 NOT NULL,
	"driver_metric_id" uuid,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"question_id" uuid NOT NULL,
	"display_order" bigint DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"answer_text" text DEFAULT '' NOT NULL,
	"answer_text_image_blob_reference_id" uuid,
	"score" integer DEFAULT 0 NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"start_response_time_seconds" double precision DEFAULT 0 NOT NULL,
	"end_response_time_seconds" double precision DEFAULT 0 NOT NULL,
	"scale_image_blob_reference_id" uuid,
	"window_top" double precision DEFAULT 0 NOT NULL,
	"window_left" double precision DEFAULT 0 NOT NULL,
	"window_bottom" double precision DEFAULT 0 NOT NULL,
	"window_right" double precision DEFAULT 0 NOT NULL,
	"discrimination_group" integer DEFAULT 0 NOT NULL,
	"sub_question_number" integer DEFAULT 1 NOT NULL,
	"is_suspicious" boolean DEFAULT false NOT NULL,
	"suspicion_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_feedbacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"question_id" uuid NOT NULL,
	"min_score" integer DEFAULT 0 NOT NULL,
	"max_score" integer DEFAULT 100 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"feedback_text" text DEFAULT '' NOT NULL,
	"image_blob_reference_id" uuid,
	"video_blob_reference_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_feedbacks" ADD CONSTRAINT "assessment_feedbacks_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_feedbacks" ADD CONSTRAINT "assessment_feedbacks_image_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("image_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_feedbacks" ADD CONSTRAINT "assessment_feedbacks_video_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("video_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_image_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("image_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_driver_metric_quantities" ADD CONSTRAINT "assessment_item_driver_metric_quantities_assessment_item_id_assessment_items_id_fk" FOREIGN KEY ("assessment_item_id") REFERENCES "public"."assessment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_driver_metric_quantities" ADD CONSTRAINT "assessment_item_driver_metric_quantities_driver_metric_id_driver_metrics_id_fk" FOREIGN KEY ("driver_metric_id") REFERENCES "public"."driver_metrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_questions" ADD CONSTRAINT "assessment_item_questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_questions" ADD CONSTRAINT "assessment_item_questions_assessment_item_id_assessment_items_id_fk" FOREIGN KEY ("assessment_item_id") REFERENCES "public"."assessment_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_item_questions" ADD CONSTRAINT "assessment_item_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_items" ADD CONSTRAINT "assessment_items_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_metric_adjustments" ADD CONSTRAINT "driver_metric_adjustments_driver_metric_id_driver_metrics_id_fk" FOREIGN KEY ("driver_metric_id") REFERENCES "public"."driver_metrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_metric_recommendations" ADD CONSTRAINT "driver_metric_recommendations_driver_metric_id_driver_metrics_id_fk" FOREIGN KEY ("driver_metric_id") REFERENCES "public"."driver_metrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tag_links" ADD CONSTRAINT "question_tag_links_question_tag_id_question_tags_id_fk" FOREIGN KEY ("question_tag_id") REFERENCES "public"."question_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sequence_questions" ADD CONSTRAINT "question_sequence_questions_parent_question_id_questions_id_fk" FOREIGN KEY ("parent_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_sequence_questions" ADD CONSTRAINT "question_sequence_questions_child_question_id_questions_id_fk" FOREIGN KEY ("child_question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("image_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_video_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("video_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_question_text_image_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("question_text_image_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_driver_metric_id_driver_metrics_id_fk" FOREIGN KEY ("driver_metric_id") REFERENCES "public"."driver_metrics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_answer_text_image_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("answer_text_image_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_scale_image_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("scale_image_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_image_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("image_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_feedbacks" ADD CONSTRAINT "question_feedbacks_video_blob_reference_id_blob_references_id_fk" FOREIGN KEY ("video_blob_reference_id") REFERENCES "public"."blob_references"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_feedbacks_assessment_idx" ON "assessment_feedbacks" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "assessments_type_idx" ON "assessments" USING btree ("assessment_type","archived");--> statement-breakpoint
CREATE INDEX "assessment_item_driver_metric_quantities_item_idx" ON "assessment_item_driver_metric_quantities" USING btree ("assessment_item_id");--> statement-breakpoint
CREATE INDEX "assessment_item_questions_item_idx" ON "assessment_item_questions" USING btree ("assessment_item_id");--> statement-breakpoint
CREATE INDEX "assessment_item_questions_question_idx" ON "assessment_item_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "assessment_items_assessment_idx" ON "assessment_items" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "driver_metric_adjustments_target_idx" ON "driver_metric_adjustments" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "driver_metric_recommendations_target_idx" ON "driver_metric_recommendations" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "question_tag_links_target_idx" ON "question_tag_links" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "question_tag_links_tag_idx" ON "question_tag_links" USING btree ("question_tag_id");--> statement-breakpoint
CREATE INDEX "question_sequence_questions_parent_idx" ON "question_sequence_questions" USING btree ("parent_question_id");--> statement-breakpoint
CREATE INDEX "question_sequence_questions_child_idx" ON "question_sequence_questions" USING btree ("child_question_id");--> statement-breakpoint
CREATE INDEX "questions_type_idx" ON "questions" USING btree ("question_type","archived");--> statement-breakpoint
CREATE INDEX "questions_metric_idx" ON "questions" USING btree ("driver_metric_id");--> statement-breakpoint
CREATE INDEX "question_answers_question_idx" ON "question_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_feedbacks_question_idx" ON "question_feedbacks" USING btree ("question_id");