-- Question tags and safety metrics are the provider's own lists. Those made while staff managed a customer landed in
-- that customer's subscription, where no screen lists them; they join the provider's lists, keeping their ids, so
-- every question and rule that names them is unchanged.
UPDATE "question_tags" SET "subscription_id" = '7a1f0000-0000-4000-8000-0000000000a1'
WHERE "subscription_id" <> '7a1f0000-0000-4000-8000-0000000000a1';
--> statement-breakpoint
UPDATE "driver_metrics" SET "subscription_id" = '7a1f0000-0000-4000-8000-0000000000a1'
WHERE "subscription_id" <> '7a1f0000-0000-4000-8000-0000000000a1';
