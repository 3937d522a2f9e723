CREATE TABLE "home"."reward_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"redeemed_by_id" integer,
	"redeemed_date" timestamp with time zone DEFAULT now() NOT NULL,
	"points_spent" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by_id" integer,
	CONSTRAINT "reward_redemptions_status_check" CHECK ("home"."reward_redemptions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "home"."rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"points_cost" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_points_cost_check" CHECK ("home"."rewards"."points_cost" > 0)
);
--> statement-breakpoint
ALTER TABLE "home"."reward_redemptions" ADD CONSTRAINT "reward_redemptions_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "home"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_redemptions_family_id_id_idx" ON "home"."reward_redemptions" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "reward_redemptions_family_id_status_idx" ON "home"."reward_redemptions" USING btree ("family_id","status");--> statement-breakpoint
CREATE INDEX "rewards_family_id_points_cost_idx" ON "home"."rewards" USING btree ("family_id","points_cost","id");