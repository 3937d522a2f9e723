ALTER TABLE "identity"."users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "hour_cycle" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "week_start" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "date_order" text DEFAULT 'auto' NOT NULL;