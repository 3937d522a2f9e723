CREATE TABLE "money"."budget_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"budget_id" integer NOT NULL,
	"name" text NOT NULL,
	"allocated_cents" integer NOT NULL,
	"notes" text,
	"color" text DEFAULT '#4F46E5' NOT NULL,
	CONSTRAINT "budget_categories_allocated_check" CHECK ("money"."budget_categories"."allocated_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "money"."budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"total_budget_cents" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_month_check" CHECK ("money"."budgets"."month" between 1 and 12),
	CONSTRAINT "budgets_total_check" CHECK ("money"."budgets"."total_budget_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "money"."expense_category_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"expense_id" integer NOT NULL,
	"budget_category_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "expense_category_allocations_amount_check" CHECK ("money"."expense_category_allocations"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "money"."expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"category" text,
	"payment_method" text,
	"receipt_image_url" text,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_frequency" text,
	"duplicate_key" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_check" CHECK ("money"."expenses"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "money"."budget_categories" ADD CONSTRAINT "budget_categories_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "money"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money"."expense_category_allocations" ADD CONSTRAINT "expense_category_allocations_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "money"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money"."expense_category_allocations" ADD CONSTRAINT "expense_category_allocations_budget_category_id_budget_categories_id_fk" FOREIGN KEY ("budget_category_id") REFERENCES "money"."budget_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_categories_family_id_budget_id_idx" ON "money"."budget_categories" USING btree ("family_id","budget_id");--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_family_id_year_month_idx" ON "money"."budgets" USING btree ("family_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_category_allocations_pair_idx" ON "money"."expense_category_allocations" USING btree ("expense_id","budget_category_id");--> statement-breakpoint
CREATE INDEX "expense_category_allocations_category_idx" ON "money"."expense_category_allocations" USING btree ("budget_category_id");--> statement-breakpoint
CREATE INDEX "expenses_family_id_date_id_idx" ON "money"."expenses" USING btree ("family_id","date","id");--> statement-breakpoint
CREATE INDEX "expenses_family_id_duplicate_key_idx" ON "money"."expenses" USING btree ("family_id","duplicate_key");