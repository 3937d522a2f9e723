CREATE TABLE "wellness"."affirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"category" text,
	"author" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness"."me_time_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurrence_pattern" text,
	"days_of_week" text[] DEFAULT '{}'::text[] NOT NULL,
	"do_not_disturb" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "me_time_blocks_time_check" CHECK ("wellness"."me_time_blocks"."start_time" < "wellness"."me_time_blocks"."end_time"),
	CONSTRAINT "me_time_blocks_recurrence_check" CHECK ("wellness"."me_time_blocks"."recurrence_pattern" is null or "wellness"."me_time_blocks"."recurrence_pattern" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "wellness"."medication_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"medication_id" integer NOT NULL,
	"dose_date" date NOT NULL,
	"time_of_day" text,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"taken_by_user_id" integer,
	"skipped" boolean DEFAULT false NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "wellness"."medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"dosage" text,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"time_of_day" text[] NOT NULL,
	"days_of_week" text[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"instructions" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"min_interval_hours" double precision,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_frequency_check" CHECK ("wellness"."medications"."frequency" in ('daily', 'twice_daily', 'three_times_daily', 'weekly', 'biweekly', 'monthly', 'as_needed'))
);
--> statement-breakpoint
CREATE TABLE "wellness"."moods" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mood" text DEFAULT 'good' NOT NULL,
	"energy" integer DEFAULT 5 NOT NULL,
	"stress" integer DEFAULT 5 NOT NULL,
	"notes" text,
	"date" date NOT NULL,
	"time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moods_mood_check" CHECK ("wellness"."moods"."mood" in ('great', 'good', 'okay', 'bad', 'terrible')),
	CONSTRAINT "moods_energy_check" CHECK ("wellness"."moods"."energy" between 1 and 10),
	CONSTRAINT "moods_stress_check" CHECK ("wellness"."moods"."stress" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "wellness"."water_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"daily_goal" double precision DEFAULT 64 NOT NULL,
	"unit" text DEFAULT 'oz' NOT NULL,
	"reminder" boolean DEFAULT false NOT NULL,
	"reminder_frequency" integer DEFAULT 60 NOT NULL,
	"start_time" text DEFAULT '08:00' NOT NULL,
	"end_time" text DEFAULT '20:00' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	CONSTRAINT "water_goals_daily_goal_check" CHECK ("wellness"."water_goals"."daily_goal" >= 1)
);
--> statement-breakpoint
CREATE TABLE "wellness"."water_intake" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" double precision NOT NULL,
	"unit" text DEFAULT 'oz' NOT NULL,
	"amount_oz" double precision NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "water_intake_amount_check" CHECK ("wellness"."water_intake"."amount" >= 1)
);
--> statement-breakpoint
ALTER TABLE "wellness"."medication_logs" ADD CONSTRAINT "medication_logs_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "wellness"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "me_time_blocks_family_id_start_time_idx" ON "wellness"."me_time_blocks" USING btree ("family_id","start_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_logs_dose_idx" ON "wellness"."medication_logs" USING btree ("medication_id","dose_date","time_of_day");--> statement-breakpoint
CREATE INDEX "medication_logs_family_id_dose_date_idx" ON "wellness"."medication_logs" USING btree ("family_id","dose_date");--> statement-breakpoint
CREATE INDEX "medication_logs_family_id_id_idx" ON "wellness"."medication_logs" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "medications_family_id_id_idx" ON "wellness"."medications" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "moods_family_id_date_idx" ON "wellness"."moods" USING btree ("family_id","date");--> statement-breakpoint
CREATE INDEX "moods_family_id_id_idx" ON "wellness"."moods" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "water_goals_family_id_user_id_idx" ON "wellness"."water_goals" USING btree ("family_id","user_id");--> statement-breakpoint
CREATE INDEX "water_intake_family_id_date_idx" ON "wellness"."water_intake" USING btree ("family_id","date");--> statement-breakpoint
CREATE INDEX "water_intake_family_id_id_idx" ON "wellness"."water_intake" USING btree ("family_id","id");--> statement-breakpoint
-- The built-in affirmations (001 §3 affirmations: content, category, author); one is shown per day.
INSERT INTO "wellness"."affirmations" ("content", "category", "author") VALUES
('You are enough just as you are.', 'self-worth', NULL),
('Take care of your body. It''s the only place you have to live.', 'health', 'Jim Rohn'),
('Small steps every day add up to big changes.', 'growth', NULL),
('Almost everything will work again if you unplug it for a few minutes, including you.', 'rest', 'Anne Lamott'),
('Be kind to yourself today; you are doing the best you can.', 'self-care', NULL),
('Happiness is not something ready made. It comes from your own actions.', 'happiness', 'Dalai Lama'),
('Rest is not idleness.', 'rest', 'John Lubbock'),
('The greatest wealth is health.', 'health', 'Virgil'),
('Our family is a circle of strength and love.', 'family', NULL),
('You don''t have to control your thoughts. You just have to stop letting them control you.', 'mind', 'Dan Millman'),
('Every day may not be good, but there is something good in every day.', 'gratitude', NULL),
('Breathe in calm, breathe out stress.', 'calm', NULL),
('What you do today can improve all your tomorrows.', 'growth', 'Ralph Marston'),
('Caring for each other is how a family grows strong.', 'family', NULL);
