DROP INDEX "planning"."alerts_family_id_user_id_dedupe_key_idx";--> statement-breakpoint
ALTER TABLE "planning"."tasks" ADD COLUMN "source_domain" text;--> statement-breakpoint
ALTER TABLE "planning"."tasks" ADD COLUMN "source_type" text;--> statement-breakpoint
ALTER TABLE "planning"."tasks" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "planning"."alerts" ADD COLUMN "domain" text DEFAULT 'planning' NOT NULL;--> statement-breakpoint
ALTER TABLE "planning"."alerts" ADD COLUMN "show_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "planning"."alerts" SET "show_from" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_family_id_source_idx" ON "planning"."tasks" USING btree ("family_id","source_domain","source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_family_id_user_id_domain_dedupe_key_idx" ON "planning"."alerts" USING btree ("family_id","user_id","domain","dedupe_key");--> statement-breakpoint
CREATE INDEX "alerts_family_id_target_idx" ON "planning"."alerts" USING btree ("family_id","target_type","target_id");--> statement-breakpoint
ALTER TABLE "planning"."tasks" ADD CONSTRAINT "tasks_source_check" CHECK (("planning"."tasks"."source_domain" is null) = ("planning"."tasks"."source_type" is null) and ("planning"."tasks"."source_type" is null) = ("planning"."tasks"."source_id" is null));