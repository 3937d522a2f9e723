CREATE TABLE "home"."chore_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"chore_id" integer NOT NULL,
	"assigned_to_id" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"status" text DEFAULT 'assigned' NOT NULL,
	"completed_date" timestamp with time zone,
	"completed_by_id" integer,
	"verified_by_id" integer,
	"points_awarded" integer,
	"rejection_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chore_assignments_status_check" CHECK ("home"."chore_assignments"."status" in ('assigned', 'completed', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "home"."chores" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"points" integer DEFAULT 10 NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"assignee_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chores_points_check" CHECK ("home"."chores"."points" >= 0),
	CONSTRAINT "chores_frequency_check" CHECK ("home"."chores"."frequency" in ('daily', 'weekly', 'monthly', 'once'))
);
--> statement-breakpoint
CREATE TABLE "home"."point_balances" (
	"family_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_balances_family_id_member_id_pk" PRIMARY KEY("family_id","member_id"),
	CONSTRAINT "point_balances_balance_check" CHECK ("home"."point_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "home"."points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"points" integer NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"chore_assignment_id" integer,
	"reward_redemption_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_kind_check" CHECK ("home"."points_ledger"."kind" in ('chore', 'reward', 'refund', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "home"."chore_assignments" ADD CONSTRAINT "chore_assignments_chore_id_chores_id_fk" FOREIGN KEY ("chore_id") REFERENCES "home"."chores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chore_assignments_chore_id_start_date_idx" ON "home"."chore_assignments" USING btree ("chore_id","start_date");--> statement-breakpoint
CREATE INDEX "chore_assignments_family_id_id_idx" ON "home"."chore_assignments" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "chore_assignments_family_id_assigned_to_id_idx" ON "home"."chore_assignments" USING btree ("family_id","assigned_to_id","id");--> statement-breakpoint
CREATE INDEX "chores_family_id_id_idx" ON "home"."chores" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "points_ledger_family_id_member_id_id_idx" ON "home"."points_ledger" USING btree ("family_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_chore_assignment_id_idx" ON "home"."points_ledger" USING btree ("chore_assignment_id") WHERE "home"."points_ledger"."chore_assignment_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reward_redemption_id_kind_idx" ON "home"."points_ledger" USING btree ("reward_redemption_id","kind") WHERE "home"."points_ledger"."reward_redemption_id" is not null;