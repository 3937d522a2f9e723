CREATE TABLE "money"."files" (
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
CREATE TABLE "money"."grocery_budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_budgets_month_check" CHECK ("money"."grocery_budgets"."month" between 1 and 12),
	CONSTRAINT "grocery_budgets_amount_check" CHECK ("money"."grocery_budgets"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "money"."grocery_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"date" date NOT NULL,
	"store" text NOT NULL,
	"total_amount_cents" integer NOT NULL,
	"budget_id" integer,
	"receipt_image_url" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_trips_total_check" CHECK ("money"."grocery_trips"."total_amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "money"."grocery_trips" ADD CONSTRAINT "grocery_trips_budget_id_grocery_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "money"."grocery_budgets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_family_id_id_idx" ON "money"."files" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_idx" ON "money"."files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "grocery_budgets_family_id_year_month_idx" ON "money"."grocery_budgets" USING btree ("family_id","year","month");--> statement-breakpoint
CREATE INDEX "grocery_trips_family_id_date_id_idx" ON "money"."grocery_trips" USING btree ("family_id","date","id");