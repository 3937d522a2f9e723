CREATE TABLE "planning"."alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"priority" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"target_type" text,
	"target_id" integer,
	"dedupe_key" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "alerts_priority_check" CHECK ("planning"."alerts"."priority" in ('normal', 'urgent')),
	CONSTRAINT "alerts_status_check" CHECK ("planning"."alerts"."status" in ('active', 'dismissed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_family_id_user_id_dedupe_key_idx" ON "planning"."alerts" USING btree ("family_id","user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "alerts_family_id_user_id_status_idx" ON "planning"."alerts" USING btree ("family_id","user_id","status");