CREATE TABLE "home"."pantry_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"quantity" numeric(12, 3) DEFAULT 1 NOT NULL,
	"unit" text DEFAULT 'pieces' NOT NULL,
	"location" text DEFAULT 'pantry' NOT NULL,
	"expiry_date" date,
	"min_quantity" numeric(12, 3),
	"barcode" text,
	"last_purchased" date,
	"notes" text,
	"ingredient_id" integer,
	"expiry_alerted_for" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantry_items_quantity_check" CHECK ("home"."pantry_items"."quantity" >= 0),
	CONSTRAINT "pantry_items_min_quantity_check" CHECK ("home"."pantry_items"."min_quantity" is null or "home"."pantry_items"."min_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home"."pantry_settings" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"add_bought_items" text DEFAULT 'ask' NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home"."essential_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"current_quantity" numeric(12, 3) DEFAULT 0 NOT NULL,
	"unit" text DEFAULT 'pieces' NOT NULL,
	"reorder_threshold" numeric(12, 3) DEFAULT 1 NOT NULL,
	"estimated_duration_days" integer,
	"reminder_interval_days" integer DEFAULT 30 NOT NULL,
	"next_reminder_date" date,
	"is_auto_reorder" boolean DEFAULT false NOT NULL,
	"last_purchased" date,
	"last_restocked" date,
	"notes" text,
	"reordered_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "essential_items_quantity_check" CHECK ("home"."essential_items"."current_quantity" >= 0),
	CONSTRAINT "essential_items_threshold_check" CHECK ("home"."essential_items"."reorder_threshold" >= 0),
	CONSTRAINT "essential_items_reminder_check" CHECK ("home"."essential_items"."reminder_interval_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE INDEX "pantry_items_family_name_idx" ON "home"."pantry_items" USING btree ("family_id",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "pantry_items_family_expiry_idx" ON "home"."pantry_items" USING btree ("family_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "pantry_items_expiry_idx" ON "home"."pantry_items" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "pantry_items_family_low_idx" ON "home"."pantry_items" USING btree ("family_id",lower("name") collate "C","id") WHERE "home"."pantry_items"."min_quantity" is not null and "home"."pantry_items"."quantity" <= "home"."pantry_items"."min_quantity";--> statement-breakpoint
CREATE INDEX "pantry_items_family_ingredient_idx" ON "home"."pantry_items" USING btree ("family_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "essential_items_family_name_idx" ON "home"."essential_items" USING btree ("family_id",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "essential_items_next_reminder_idx" ON "home"."essential_items" USING btree ("next_reminder_date");