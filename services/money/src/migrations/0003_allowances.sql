CREATE TABLE "money"."allowance_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"allowance_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"is_manual" boolean NOT NULL,
	"period" date,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowance_transactions_amount_check" CHECK ("money"."allowance_transactions"."amount_cents" <> 0),
	CONSTRAINT "allowance_transactions_period_check" CHECK ("money"."allowance_transactions"."is_manual" = ("money"."allowance_transactions"."period" is null))
);
--> statement-breakpoint
CREATE TABLE "money"."allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"frequency" text NOT NULL,
	"day_of_week" integer,
	"day_of_month" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"auto_credit" boolean DEFAULT true NOT NULL,
	"starts_on" date NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowances_amount_check" CHECK ("money"."allowances"."amount_cents" > 0),
	CONSTRAINT "allowances_frequency_check" CHECK ("money"."allowances"."frequency" in ('weekly', 'monthly')),
	CONSTRAINT "allowances_status_check" CHECK ("money"."allowances"."status" in ('active', 'paused')),
	CONSTRAINT "allowances_day_of_week_check" CHECK ("money"."allowances"."day_of_week" between 0 and 6),
	CONSTRAINT "allowances_day_of_month_check" CHECK ("money"."allowances"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "money"."allowance_transactions" ADD CONSTRAINT "allowance_transactions_allowance_id_allowances_id_fk" FOREIGN KEY ("allowance_id") REFERENCES "money"."allowances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allowance_transactions_family_id_allowance_id_idx" ON "money"."allowance_transactions" USING btree ("family_id","allowance_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "allowance_transactions_allowance_id_period_idx" ON "money"."allowance_transactions" USING btree ("allowance_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "allowances_family_id_child_id_idx" ON "money"."allowances" USING btree ("family_id","child_id");