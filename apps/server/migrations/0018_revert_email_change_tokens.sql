ALTER TYPE "public"."account_token_purpose" ADD VALUE 'revertEmailChange';--> statement-breakpoint
-- Recovery codes made before they were kept as Argon2id hashes were 40-bit codes under an unsalted SHA-256. They are
-- retired (marked used), not re-hashed: someone who types one is told to make new codes from their profile.
UPDATE "two_factor_recovery_codes" SET "used_at" = now() WHERE "used_at" IS NULL AND "code_hash" NOT LIKE '$argon2%';
