CREATE TABLE "money"."bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"category" text,
	"payee" text,
	"account_number" text,
	"payment_method" text,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_date" date,
	"is_recurring" boolean DEFAULT true NOT NULL,
	"recurring_frequency" text DEFAULT 'monthly' NOT NULL,
	"reminder_days" integer DEFAULT 3 NOT NULL,
	"previous_bill_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_status_check" CHECK ("money"."bills"."status" in ('unpaid', 'paid')),
	CONSTRAINT "bills_paid_check" CHECK (("money"."bills"."status" = 'paid') = "money"."bills"."is_paid"),
	CONSTRAINT "bills_amount_check" CHECK ("money"."bills"."amount_cents" > 0),
	CONSTRAINT "bills_frequency_check" CHECK ("money"."bills"."recurring_frequency" in ('weekly', 'monthly', 'quarterly', 'yearly'))
);
--> statement-breakpoint
CREATE TABLE "money"."household_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount_cents" integer NOT NULL,
	"category" text,
	"provider" text,
	"start_date" date,
	"end_date" date,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"next_billing_date" date NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"payment_method" text,
	"reminder_days" integer DEFAULT 7 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_subscriptions_status_check" CHECK ("money"."household_subscriptions"."status" in ('active', 'cancelled')),
	CONSTRAINT "household_subscriptions_amount_check" CHECK ("money"."household_subscriptions"."amount_cents" > 0),
	CONSTRAINT "household_subscriptions_cycle_check" CHECK ("money"."household_subscriptions"."billing_cycle" in ('weekly', 'monthly', 'quarterly', 'yearly'))
);
--> statement-breakpoint
CREATE INDEX "bills_family_id_status_due_date_idx" ON "money"."bills" USING btree ("family_id","status","due_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_previous_bill_id_idx" ON "money"."bills" USING btree ("previous_bill_id");--> statement-breakpoint
CREATE INDEX "household_subscriptions_family_id_next_idx" ON "money"."household_subscriptions" USING btree ("family_id","next_billing_date","id");