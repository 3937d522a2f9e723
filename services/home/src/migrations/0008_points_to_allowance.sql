CREATE TABLE "home"."point_conversions" (
	"family_id" integer NOT NULL,
	"key" text NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_conversions_family_id_key_pk" PRIMARY KEY("family_id","key"),
	CONSTRAINT "point_conversions_status_check" CHECK ("home"."point_conversions"."status" in ('spent', 'cancelled')),
	CONSTRAINT "point_conversions_points_check" CHECK ("home"."point_conversions"."points" > 0)
);
--> statement-breakpoint
ALTER TABLE "home"."points_ledger" DROP CONSTRAINT "points_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "home"."points_ledger" ADD CONSTRAINT "points_ledger_kind_check" CHECK ("home"."points_ledger"."kind" in ('chore', 'reward', 'refund', 'adjustment', 'allowance'));