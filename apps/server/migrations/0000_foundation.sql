CREATE TYPE "public"."subscription_type" AS ENUM('Subscription', 'Distributor', 'Study');--> statement-breakpoint
CREATE TABLE "role_group_roles" (
	"role_group_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "role_group_roles_role_group_id_role_pk" PRIMARY KEY("role_group_id","role")
);
--> statement-breakpoint
CREATE TABLE "role_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "role_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"remember_me" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"ip_address" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"normalized_email" text NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"phone_number_confirmed" boolean DEFAULT false NOT NULL,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"lockout_end" timestamp with time zone,
	"lockout_enabled" boolean DEFAULT true NOT NULL,
	"access_failed_count" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"role_group_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"subscription_id" uuid NOT NULL,
	"unique_driver_pin" text NOT NULL,
	"subscription_team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_metrics" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_value" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"brand_color" text DEFAULT '' NOT NULL,
	"brand_image_blob_reference_id" uuid,
	"max_users" integer DEFAULT 1 NOT NULL,
	"current_users" integer DEFAULT 0 NOT NULL,
	"restrict_max_users" boolean DEFAULT false NOT NULL,
	"allow_branding" boolean DEFAULT false NOT NULL,
	"allow_export" boolean DEFAULT false NOT NULL,
	"high_risk_below" integer DEFAULT 30 NOT NULL,
	"medium_risk_below" integer DEFAULT 70 NOT NULL,
	"subscription_type" "subscription_type" NOT NULL,
	"distributor_subscription_id" uuid,
	"study_unique_code" text,
	"study_return_url" text,
	"study_results_page_post_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_teams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_group_roles" ADD CONSTRAINT "role_group_roles_role_group_id_role_groups_id_fk" FOREIGN KEY ("role_group_id") REFERENCES "public"."role_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_group_id_role_groups_id_fk" FOREIGN KEY ("role_group_id") REFERENCES "public"."role_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_subscription_team_id_subscription_teams_id_fk" FOREIGN KEY ("subscription_team_id") REFERENCES "public"."subscription_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_metrics" ADD CONSTRAINT "driver_metrics_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_distributor_subscription_id_subscriptions_id_fk" FOREIGN KEY ("distributor_subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_tags" ADD CONSTRAINT "question_tags_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_teams" ADD CONSTRAINT "subscription_teams_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_normalized_email_live_idx" ON "users" USING btree ("normalized_email") WHERE archived = false;--> statement-breakpoint
CREATE INDEX "users_subscription_idx" ON "users" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_unique_driver_pin_idx" ON "profiles" USING btree ("unique_driver_pin");--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_subscription_idx" ON "profiles" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "driver_metrics_listing_idx" ON "driver_metrics" USING btree ("subscription_id","archived",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_study_unique_code_idx" ON "subscriptions" USING btree ("study_unique_code");--> statement-breakpoint
CREATE INDEX "question_tags_listing_idx" ON "question_tags" USING btree ("subscription_id","archived",lower("name"));--> statement-breakpoint
CREATE INDEX "subscription_teams_subscription_idx" ON "subscription_teams" USING btree ("subscription_id");