CREATE TABLE "study_code_reservations" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_code_reservations" ADD CONSTRAINT "study_code_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_code_reservations_user_idx" ON "study_code_reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_distributor_idx" ON "subscriptions" USING btree ("distributor_subscription_id");