CREATE TABLE "identity"."platform_domains" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled_free" boolean NOT NULL,
	"enabled_monthly" boolean NOT NULL,
	"enabled_annual" boolean NOT NULL,
	"killed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "identity"."users" ADD COLUMN "is_platform_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."platform_domains" ADD CONSTRAINT "platform_domains_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "identity"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "identity"."platform_domains" ("id", "name", "enabled_free", "enabled_monthly", "enabled_annual") VALUES
  ('planning', 'Planning', true, true, true),
  ('school', 'School', false, true, true),
  ('wellness', 'Wellness', false, true, true),
  ('home', 'Home', false, true, true),
  ('money', 'Money', false, true, true)
ON CONFLICT ("id") DO NOTHING;
