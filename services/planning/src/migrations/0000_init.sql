CREATE SCHEMA IF NOT EXISTS "planning";
--> statement-breakpoint
CREATE TABLE "planning"."tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"priority" text DEFAULT 'medium' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"assigned_to_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_priority_check" CHECK ("planning"."tasks"."priority" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE INDEX "tasks_family_id_idx" ON "planning"."tasks" USING btree ("family_id");