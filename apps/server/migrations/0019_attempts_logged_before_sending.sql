ALTER TABLE "webhook_delivery_attempts" ALTER COLUMN "duration_ms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ALTER COLUMN "succeeded" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ALTER COLUMN "duration_ms" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_attempts" ALTER COLUMN "succeeded" DROP NOT NULL;