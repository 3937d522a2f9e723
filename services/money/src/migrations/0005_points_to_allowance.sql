CREATE TABLE "money"."point_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"allowance_id" integer,
	"child_id" integer NOT NULL,
	"points" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_conversions_status_check" CHECK ("money"."point_conversions"."status" in ('pending', 'done', 'cancelling', 'cancelled')),
	CONSTRAINT "point_conversions_points_check" CHECK ("money"."point_conversions"."points" > 0 and "money"."point_conversions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "money"."points_rates" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_rates_points_check" CHECK ("money"."points_rates"."points" > 0),
	CONSTRAINT "points_rates_amount_check" CHECK ("money"."points_rates"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "money"."point_conversions" ADD CONSTRAINT "point_conversions_allowance_id_allowances_id_fk" FOREIGN KEY ("allowance_id") REFERENCES "money"."allowances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_conversions_transaction_id_idx" ON "money"."point_conversions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "point_conversions_unsettled_idx" ON "money"."point_conversions" USING btree ("status","created_at") WHERE "money"."point_conversions"."status" in ('pending', 'cancelling');