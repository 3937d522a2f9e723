CREATE TABLE "wellness"."journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"tags" text NOT NULL,
	"date" date NOT NULL,
	"is_private" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness"."journal_entry_shares" (
	"entry_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "journal_entry_shares_entry_id_member_id_pk" PRIMARY KEY("entry_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "wellness"."mental_health_checkin_shares" (
	"family_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"viewer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mental_health_checkin_shares_family_id_owner_id_viewer_id_pk" PRIMARY KEY("family_id","owner_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "wellness"."mental_health_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"overall_feeling" integer NOT NULL,
	"sleep_quality" integer NOT NULL,
	"anxiety" integer NOT NULL,
	"depression" integer NOT NULL,
	"focus" integer NOT NULL,
	"responses" text,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mental_health_checkins_overall_feeling_check" CHECK ("overall_feeling" between 1 and 10),
	CONSTRAINT "mental_health_checkins_sleep_quality_check" CHECK ("sleep_quality" between 1 and 10),
	CONSTRAINT "mental_health_checkins_anxiety_check" CHECK ("anxiety" between 1 and 10),
	CONSTRAINT "mental_health_checkins_depression_check" CHECK ("depression" between 1 and 10),
	CONSTRAINT "mental_health_checkins_focus_check" CHECK ("focus" between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "wellness"."journal_entry_shares" ADD CONSTRAINT "journal_entry_shares_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "wellness"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_family_id_user_id_date_idx" ON "wellness"."journal_entries" USING btree ("family_id","user_id","date");--> statement-breakpoint
CREATE INDEX "journal_entry_shares_family_id_member_id_idx" ON "wellness"."journal_entry_shares" USING btree ("family_id","member_id");--> statement-breakpoint
CREATE INDEX "mental_health_checkin_shares_viewer_idx" ON "wellness"."mental_health_checkin_shares" USING btree ("family_id","viewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mental_health_checkins_family_user_date_idx" ON "wellness"."mental_health_checkins" USING btree ("family_id","user_id","date");