CREATE TABLE "home"."maintenance_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"description" text,
	"frequency" text DEFAULT 'yearly' NOT NULL,
	"last_completed" timestamp with time zone,
	"next_due" date,
	"assigned_to_id" integer,
	"reminder_days" integer DEFAULT 7 NOT NULL,
	"estimated_cost_cents" integer,
	"notes" text,
	"is_recurring" boolean DEFAULT true NOT NULL,
	"reminded_for" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_items_reminder_days_check" CHECK ("home"."maintenance_items"."reminder_days" between 0 and 90),
	CONSTRAINT "maintenance_items_cost_check" CHECK ("home"."maintenance_items"."estimated_cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home"."maintenance_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"item_id" integer,
	"item_name" text NOT NULL,
	"category" text NOT NULL,
	"completed_on" date NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by_id" integer,
	"cost_cents" integer,
	"notes" text,
	CONSTRAINT "maintenance_logs_cost_check" CHECK ("home"."maintenance_logs"."cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home"."pet_care_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"pet_id" integer NOT NULL,
	"type" text DEFAULT 'feeding' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"time" text,
	"amount" text,
	"last_completed" timestamp with time zone,
	"next_due" date NOT NULL,
	"assigned_to_id" integer,
	"reminder_enabled" boolean DEFAULT true NOT NULL,
	"notes" text,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "home"."pet_care_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"care_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_by_id" integer,
	"previous_next_due" date NOT NULL,
	"previous_last_completed" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "home"."pets" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'dog' NOT NULL,
	"breed" text,
	"birthdate" date,
	"weight_kg" double precision,
	"color" text,
	"image_url" text,
	"microchip_id" text,
	"vet_name" text,
	"vet_phone" text,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home"."files" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"use" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home"."maintenance_logs" ADD CONSTRAINT "maintenance_logs_item_id_maintenance_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "home"."maintenance_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home"."pet_care_items" ADD CONSTRAINT "pet_care_items_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "home"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home"."pet_care_logs" ADD CONSTRAINT "pet_care_logs_care_item_id_pet_care_items_id_fk" FOREIGN KEY ("care_item_id") REFERENCES "home"."pet_care_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_items_family_due_idx" ON "home"."maintenance_items" USING btree ("family_id",coalesce("next_due", '9999-12-31'::date),"id");--> statement-breakpoint
CREATE INDEX "maintenance_items_next_due_idx" ON "home"."maintenance_items" USING btree ("next_due");--> statement-breakpoint
CREATE INDEX "maintenance_logs_family_idx" ON "home"."maintenance_logs" USING btree ("family_id","completed_on","id");--> statement-breakpoint
CREATE INDEX "maintenance_logs_item_idx" ON "home"."maintenance_logs" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "pet_care_items_pet_idx" ON "home"."pet_care_items" USING btree ("pet_id","id");--> statement-breakpoint
CREATE INDEX "pet_care_items_family_due_idx" ON "home"."pet_care_items" USING btree ("family_id","next_due");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_care_logs_item_day_idx" ON "home"."pet_care_logs" USING btree ("care_item_id","day");--> statement-breakpoint
CREATE INDEX "pet_care_logs_family_day_idx" ON "home"."pet_care_logs" USING btree ("family_id","day");--> statement-breakpoint
CREATE INDEX "pets_family_name_idx" ON "home"."pets" USING btree ("family_id","name","id");--> statement-breakpoint
CREATE INDEX "files_family_id_id_idx" ON "home"."files" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_idx" ON "home"."files" USING btree ("storage_key");