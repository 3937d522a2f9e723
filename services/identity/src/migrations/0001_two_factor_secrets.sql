ALTER TABLE "identity"."users" ADD COLUMN "two_factor_secret" text;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "backup_codes" jsonb;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "two_factor_last_step" integer;