ALTER TABLE "assessments" ADD COLUMN "edit_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "saved_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "edit_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "saved_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_saved_by_user_id_users_id_fk" FOREIGN KEY ("saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_response_events_question_idx" ON "question_response_events" USING btree ("question_id");