CREATE TABLE "planning"."emergency_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text,
	"phone_number" text NOT NULL,
	"alternate_phone" text,
	"email" text,
	"address" text,
	"notes" text,
	"is_shared_contact" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning"."events" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"color" text DEFAULT '#4F46E5' NOT NULL,
	"owner_id" integer,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"recurrence" text,
	"recurrence_days" text[],
	"recurrence_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_recurrence_check" CHECK ("planning"."events"."recurrence" in ('daily', 'weekly', 'monthly', 'yearly'))
);
--> statement-breakpoint
CREATE INDEX "emergency_contacts_family_id_idx" ON "planning"."emergency_contacts" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "events_family_id_start_at_idx" ON "planning"."events" USING btree ("family_id","start_at");