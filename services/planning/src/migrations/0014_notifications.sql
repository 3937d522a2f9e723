ALTER TABLE "planning"."alerts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "alerts_to_notify_idx" ON "planning"."alerts" USING btree ("show_from") WHERE "planning"."alerts"."notified_at" is null;--> statement-breakpoint
-- Alerts raised before notifications left the app are not sent now: only new ones are handed to identity.
UPDATE "planning"."alerts" SET "notified_at" = now() WHERE "notified_at" IS NULL;
